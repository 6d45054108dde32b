import Foundation

/// The Transactions rules: `duplicate-key`, `unknown-category`, `year-month-mismatch`,
/// `date-out-of-range`, `non-positive-amount`, `category-type-mismatch`, `serial-day-amount` and
/// `typed-twice` on a new row, `unknown-recurring-rule` (or `depends-on-rejected-row` when its rule, or the whole
/// RecurringRules tab, was rejected), and the timestamp rules.
enum TransactionRules {
  /// What a transaction's `recurringRuleId` is checked against.
  private struct RuleRows {
    /// The sheet row of each rule id in RecurringRules (the first, for a repeated id), read
    /// even from rows whose other cells could not be.
    var rows: [UUID: Int] = [:]
    /// The sheet rows of RecurringRules with an error.
    var rejected: Set<Int> = []
    /// Whether the tab was rejected as a whole, so none of its rows was read.
    var isTabRejected = false
    /// The local ledger's rule ids, which stand in for a RecurringRules tab that is missing or
    /// rejected as a whole (the merge keeps the local rules then); `nil` when the tab loads or no
    /// local ledger was given.
    var localIds: Set<UUID>?
  }

  static func check(_ context: inout ValidationContext) {
    guard let tab = context.workbook.transactions else { return }
    var rules: RuleRows? = context.workbook.recurringRules.map { rules in
      var ruleRows = RuleRows(
        rejected: context.rejected[.recurringRules] ?? [],
        isTabRejected: context.rejectedTabs.contains(.recurringRules))
      for row in rules.rows {
        if case .recurringRule(let id)? = row.key, ruleRows.rows[id] == nil {
          ruleRows.rows[id] = row.sheetRow
        }
      }
      return ruleRows
    }
    if let local = context.local, rules?.isTabRejected ?? true {
      rules = rules ?? RuleRows()
      rules?.localIds = Set(local.recurringRules.map(\.recurringRuleId))
    }
    let ruleRows = rules
    // The duplicate-key check and the rows' own checks run side by side.
    // Only the duplicate-key check gives back an index: the positions receipts look up.
    var tasks: [@Sendable (inout ValidationContext) -> RowKeyIndex?] = [
      { $0.checkDuplicateKeys(tab, field: "transactionId") }
    ]
    for rows in ValidationContext.chunks(of: tab.rows.indices) {
      tasks.append { context in
        // Taken once: the layout's header and columns are shared by both cores.
        let layout = tab.layout
        for position in rows {
          checkRow(&context, tab, layout, at: position, ruleRows: ruleRows)
        }
        return nil
      }
    }
    context.transactionPositions = context.sideBySide(tasks)[0]!
    if let ruleRows { suggestRuleIds(&context, ruleRows: ruleRows) }
    checkTypedTwice(&context, tab)
  }

  /// `typed-twice` on each row typed without an id whose cells are an earlier such row's (its
  /// timestamps aside): a row pasted twice adds two transactions, which may be one entry. Two
  /// equal purchases are possible, so both load.
  private static func checkTypedTwice(
    _ context: inout ValidationContext, _ tab: DecodedTab<Transaction>
  ) {
    var first: [Transaction: Int] = [:]
    for position in tab.rows.indices where tab.rows[position].isMissingKey {
      let sheetRow = tab.rows[position].sheetRow
      guard var content = tab.rows[position].value,
        !context.isRejected(.transactions, row: sheetRow)
      else { continue }
      content.transactionId = Self.noId
      content.createdAt = .distantPast
      content.lastModifiedAt = .distantPast
      guard let earlier = first[content] else {
        first[content] = sheetRow
        continue
      }
      context.report(
        .typedTwice, .warning, layout: tab.layout, row: sheetRow, field: nil, value: nil,
        message:
          "this row, typed in the sheet, holds the same cells as row \(earlier): a row pasted "
          + "twice adds two transactions; if they are one entry, delete this row")
    }
  }

  /// The id typed rows are compared under: theirs are derived from their cells and places.
  private static let noId = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// Gives the first ``NearIdSuggestions/searchLimit`` `unknown-recurring-rule` warnings the id
  /// of the recurring rule a digit or two away, when there is one, as their fix: among the
  /// RecurringRules tab's rows, or without that tab the local rules.
  private static func suggestRuleIds(_ context: inout ValidationContext, ruleRows: RuleRows) {
    NearIdSuggestions.suggest(.unknownRecurringRule, in: &context) {
      ruleRows.localIds.map { $0.map { ($0, nil) } } ?? ruleRows.rows.map { ($0.key, $0.value) }
    } summary: { row, apart in
      row.map { "use the id of the recurring rule on RecurringRules row \($0), \(apart) away" }
        ?? "use the id of the store's recurring rule \(apart) away"
    }
  }

  /// The rules of the row at `position` that need no other row of the tab. The row is read in
  /// place: only its transaction is copied.
  private static func checkRow(
    _ context: inout ValidationContext, _ tab: DecodedTab<Transaction>, _ layout: TabLayout,
    at position: Int, ruleRows: RuleRows?
  ) {
    guard let transaction = tab.rows[position].value else { return }
    let sheetRow = tab.rows[position].sheetRow
    // A known category's type is found with the same look-up that shows it is known.
    let categoryType = context.categoryTypes.type(of: transaction.category)
    if categoryType == nil {
      CommonRules.checkCategory(
        &context, layout: layout, row: sheetRow, category: transaction.category,
        type: transaction.type)
    }
    let isDateInRange = CommonRules.checkRange(
      &context, layout: layout, row: sheetRow, field: "date", date: transaction.date,
      yearMonth: (transaction.year, transaction.month))
    // A date of another calendar disagrees with year and month; its fix is the date's.
    if isDateInRange,
      transaction.year != transaction.date.year || transaction.month != transaction.date.month
    {
      reportStaleYearMonth(&context, layout: layout, row: sheetRow, transaction: transaction)
    }
    CommonRules.checkAmount(&context, layout: layout, row: sheetRow, amount: transaction.amount)
    if tab.rows[position].isMissingKey {
      CommonRules.checkSerialDayAmount(
        &context, layout: layout, row: sheetRow, amount: transaction.amount,
        near: transaction.date, dateField: "date")
    }
    if let categoryType {
      CommonRules.checkCategoryType(
        &context, layout: layout, row: sheetRow, category: transaction.category,
        categoryType: categoryType, type: transaction.type)
    }
    if let ruleId = transaction.recurringRuleId, let ruleRows {
      checkRecurringRule(
        &context, layout: layout, row: sheetRow, ruleId: ruleId, ruleRows: ruleRows)
    }
    CommonRules.checkStamps(
      &context, layout: layout, row: sheetRow, isMissingKey: tab.rows[position].isMissingKey,
      isMissingStamp: tab.rows[position].isMissingStamp,
      createdAt: transaction.createdAt,
      lastModifiedAt: transaction.lastModifiedAt)
  }

  /// `unknown-recurring-rule`, or `depends-on-rejected-row` when the rule's row or tab was
  /// rejected: a warning either way, since a transaction loads without its rule. When the
  /// sheet has no RecurringRules tab to load, a rule the local ledger holds is known.
  private static func checkRecurringRule(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, ruleId: UUID,
    ruleRows: RuleRows
  ) {
    if let localIds = ruleRows.localIds, localIds.contains(ruleId) { return }
    let inStore = ruleRows.localIds == nil ? "" : ", and the store has no such rule"
    let message: String
    let code: Diagnostic.Code
    if ruleRows.isTabRejected {
      code = .dependsOnRejectedRow
      message =
        "no recurring rule is loaded: the RecurringRules tab is rejected as a whole (see the error on its header row)\(inStore); fix that tab first"
    } else if ruleRows.localIds != nil {
      code = .unknownRecurringRule
      message =
        "recurringRuleId names no recurring rule: the sheet has no RecurringRules tab\(inStore); include RecurringRules.csv with it, or empty the cell"
    } else if let ruleRow = ruleRows.rows[ruleId] {
      guard ruleRows.rejected.contains(ruleRow) else { return }
      code = .dependsOnRejectedRow
      message =
        "its recurring rule (RecurringRules row \(ruleRow)) has errors and is not loaded; fix that row first"
    } else {
      code = .unknownRecurringRule
      message = "recurringRuleId names no recurring rule"
    }
    context.report(
      code, .warning, layout: layout, row: row, field: "recurringRuleId",
      value: CellFormatter.uuid(ruleId), message: message)
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
      value: String(field == "year" ? transaction.year : transaction.month),
      message:
        "year \(transaction.year) and month \(transaction.month) disagree with date \(date)",
      fix: Diagnostic.Fix(summary: "set year and month from date", edits: edits))
  }
}
