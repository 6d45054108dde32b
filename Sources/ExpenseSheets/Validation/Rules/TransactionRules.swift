import Foundation

/// The Transactions rules: `duplicate-key`, `unknown-category`, `year-month-mismatch`,
/// `non-positive-amount`, `category-type-mismatch`, `unknown-recurring-rule`, and the timestamp
/// rules.
enum TransactionRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.transactions else { return }
    let ruleIds: Set<UUID>? = context.workbook.recurringRules.map { rules in
      Set(rules.rows.compactMap { $0.value?.recurringRuleId })
    }
    // The duplicate-key check and the rows' own checks run side by side.
    // Only the duplicate-key check gives back an index: the positions receipts look up.
    var tasks: [@Sendable (inout ValidationContext) -> RowKeyIndex?] = [
      { $0.checkDuplicateKeys(tab, field: "transactionId") }
    ]
    for rows in ValidationContext.chunks(of: tab.rows.indices) {
      tasks.append { context in
        for position in rows {
          checkRow(&context, tab, at: position, ruleIds: ruleIds)
        }
        return nil
      }
    }
    context.transactionPositions = context.sideBySide(tasks)[0]!
  }

  /// The rules of the row at `position` that need no other row of the tab. The row is read in
  /// place: only its transaction is copied.
  private static func checkRow(
    _ context: inout ValidationContext, _ tab: DecodedTab<Transaction>, at position: Int,
    ruleIds: Set<UUID>?
  ) {
    guard let transaction = tab.rows[position].value else { return }
    let layout = tab.layout
    let sheetRow = tab.rows[position].sheetRow
    // A known category's type is found with the same look-up that shows it is known.
    let categoryType = context.categoryTypes.type(of: transaction.category)
    if categoryType == nil {
      CommonRules.checkCategory(
        &context, layout: layout, row: sheetRow, category: transaction.category)
    }
    if transaction.year != transaction.date.year || transaction.month != transaction.date.month {
      reportStaleYearMonth(&context, layout: layout, row: sheetRow, transaction: transaction)
    }
    CommonRules.checkAmount(&context, layout: layout, row: sheetRow, amount: transaction.amount)
    if let type = categoryType,
      (type == .expense && transaction.type == .income)
        || (type == .income && transaction.type == .expense)
    {
      context.report(
        .categoryTypeMismatch, .warning, layout: layout, row: sheetRow, field: "type",
        value: transaction.type.rawValue,
        message:
          "an \(transaction.type.rawValue) in \(quoted(transaction.category)), a category for \(type.rawValue) only"
      )
    }
    if let ruleId = transaction.recurringRuleId, let ruleIds, !ruleIds.contains(ruleId) {
      context.report(
        .unknownRecurringRule, .warning, layout: layout, row: sheetRow,
        field: "recurringRuleId", value: CellFormatter.uuid(ruleId),
        message: "recurringRuleId names no recurring rule")
    }
    CommonRules.checkStamps(
      &context, layout: layout, row: sheetRow, isTyped: tab.rows[position].isTyped,
      createdAt: transaction.createdAt,
      lastModifiedAt: transaction.lastModifiedAt)
  }

  private static func reportStaleYearMonth(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, transaction: Transaction
  ) {
    let date = transaction.date
    var edits: [Diagnostic.CellEdit] = []
    if let cell = layout.cell(field: "year", row: row) {
      edits.append(.init(cell: cell, value: String(date.year)))
    }
    if let cell = layout.cell(field: "month", row: row) {
      edits.append(.init(cell: cell, value: String(date.month)))
    }
    let field = transaction.year != date.year ? "year" : "month"
    context.report(
      .yearMonthMismatch, .error, layout: layout, row: row, field: field,
      value: "\(transaction.year)-\(transaction.month)",
      message:
        "year \(transaction.year) and month \(transaction.month) disagree with date \(date)",
      fix: Diagnostic.Fix(summary: "set year and month from date", edits: edits))
  }
}
