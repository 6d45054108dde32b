import Foundation

/// Reads the amounts a spreadsheet turned into dates (see ``DatedAmount``), and the amounts that
/// read two ways in a column that does not say which (`ambiguous-amount`), as the local rows'
/// amounts, where a date or a reading gives back one (SHEET_FORMAT.md, "What a spreadsheet
/// destroys": a value that differs from the local one only the way a spreadsheet would have
/// changed it is no edit). Without a local row, or when the local amount is none of the
/// readings, the cell stays an error and its row is not read.
enum DatedAmountSettling {
  /// The ids of the transactions whose amount cells hold dates.
  static func transactionIds(_ workbook: borrowing DecodedWorkbook) -> Set<UUID> {
    guard let tab = workbook.transactions else { return [] }
    return Set(
      tab.datedAmountRows.compactMap { dated in
        guard case .transaction(let id)? = tab.rows[dated.position].key else { return nil }
        return id
      })
  }

  /// Whether the RecurringRules tab has amount cells that hold dates: settling them needs the
  /// local ledger's rules.
  static func needsLocalRules(_ workbook: borrowing DecodedWorkbook) -> Bool {
    workbook.recurringRules.map { !$0.datedAmountRows.isEmpty } ?? false
  }

  /// Settles the Transactions and RecurringRules tabs of `workbook` against the local rows;
  /// nothing to do, and no look-up made, for a tab without such amounts.
  static func settle(
    _ workbook: inout DecodedWorkbook, transactions: [Transaction], rules: [RecurringRule]
  ) {
    if workbook.transactions?.datedAmountRows.isEmpty == false {
      let amounts = Dictionary(
        transactions.map { (RowKey.transaction($0.transactionId), $0.amount) },
        uniquingKeysWith: { first, _ in first })
      settle(&workbook.transactions!, amount: \.amount, localAmounts: amounts)
    }
    if workbook.recurringRules?.datedAmountRows.isEmpty == false {
      let amounts = Dictionary(
        rules.map { (RowKey.recurringRule($0.recurringRuleId), $0.amount) },
        uniquingKeysWith: { first, _ in first })
      settle(&workbook.recurringRules!, amount: \.amount, localAmounts: amounts)
    }
  }

  /// Reads each row of `tab` whose amount cell holds a date with its local row's amount, when
  /// that is among the date's readings, and turns the cell's error into an `amount-as-date`
  /// warning.
  private static func settle<Row>(
    _ tab: inout DecodedTab<Row>, amount: WritableKeyPath<Row, Decimal>,
    localAmounts: [RowKey: Decimal]
  ) {
    var settled: [String: Decimal] = [:]
    for dated in tab.datedAmountRows {
      guard let key = tab.rows[dated.position].key, let local = localAmounts[key],
        dated.amount.candidates.contains(where: { MoneyComparison.equal($0, local) })
      else { continue }
      var value = dated.value
      value[keyPath: amount] = local
      tab.rows[dated.position].value = value
      settled[dated.amount.cell] = local
    }
    tab.datedAmountRows.removeAll { settled[$0.amount.cell] != nil }
    guard !settled.isEmpty else { return }
    for index in tab.diagnostics.indices {
      let diagnostic = tab.diagnostics[index]
      guard diagnostic.severity == .error,
        diagnostic.code == .invalidValue || diagnostic.code == .ambiguousAmount,
        let cell = diagnostic.cell, let local = settled[cell]
      else { continue }
      let amount = CellFormatter.money(local)
      tab.diagnostics[index] =
        diagnostic.code == .ambiguousAmount
        ? note(for: diagnostic, local: amount) : warning(for: diagnostic, local: amount)
    }
  }

  /// The `ambiguous-amount` note that replaces such an error whose readings hold the local
  /// amount.
  private static func note(for error: Diagnostic, local: String) -> Diagnostic {
    Diagnostic(
      severity: .info, code: .ambiguousAmount, tab: error.tab, row: error.row,
      column: error.column, cell: error.cell, value: error.value,
      message:
        "\(quoted(error.value ?? "")) reads as \(error.suggestions.joined(separator: " or ")); "
        + "the local amount \(local) is one of them, and is kept (no edit)")
  }

  /// The `amount-as-date` warning that replaces the cell's `invalid-value` error.
  private static func warning(for error: Diagnostic, local: String) -> Diagnostic {
    let cell = error.cell ?? ""
    return Diagnostic(
      severity: .warning, code: .amountAsDate, tab: error.tab, row: error.row,
      column: error.column, cell: cell, value: error.value,
      message:
        "\(quoted(error.value ?? "")) is a date where an amount was: a spreadsheet in some "
        + "locales reads an amount such as \(local) as a date; its day and month give back the "
        + "local amount \(local), which is kept (no edit); to change the amount, type it as a number",
      fix: Diagnostic.Fix(
        summary: "write the amount as a number", edits: [.init(cell: cell, value: local)]))
  }
}
