import Foundation

/// The Transactions rules: `duplicate-key`, `unknown-category`, `year-month-mismatch`,
/// `non-positive-amount`, `category-type-mismatch`, `unknown-recurring-rule`, and the timestamp
/// rules.
enum TransactionRules {
  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.transactions else { return }
    context.transactionPositions = context.checkDuplicateKeys(tab, field: "transactionId")
    let layout = tab.layout
    let ruleIds: Set<UUID>? = context.workbook.recurringRules.map { rules in
      Set(rules.rows.compactMap { $0.value?.recurringRuleId })
    }
    for row in tab.rows {
      guard let transaction = row.value else { continue }
      let sheetRow = row.sheetRow
      CommonRules.checkCategory(
        &context, layout: layout, row: sheetRow, category: transaction.category)
      if transaction.year != transaction.date.year || transaction.month != transaction.date.month {
        reportStaleYearMonth(&context, layout: layout, row: sheetRow, transaction: transaction)
      }
      CommonRules.checkAmount(&context, layout: layout, row: sheetRow, amount: transaction.amount)
      if let type = context.categoryTypes[transaction.category],
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
          field: "recurringRuleId", value: ruleId.uuidString,
          message: "recurringRuleId names no recurring rule")
      }
      CommonRules.checkStamps(
        &context, layout: layout, row: row, createdAt: transaction.createdAt,
        lastModifiedAt: transaction.lastModifiedAt)
    }
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
