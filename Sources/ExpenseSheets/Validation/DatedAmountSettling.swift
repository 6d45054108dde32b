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
    settle(&workbook, against: .local, transactions: transactions, rules: rules)
  }

  /// Settles the rows the local rows left unsettled against the rows as the export each tab
  /// names wrote them (the latest export for a tab that names none), which `exported` gives
  /// for a tab's unsettled ids: a cell that reads back as the exported amount is as exported,
  /// no edit of the amount. `exported` is asked once at most per tab.
  static func settle(_ workbook: inout DecodedWorkbook, exported: ExportedRows) rethrows {
    for (tab, ids, exportId) in unsettled(workbook) {
      let rows = try exported(tab, ids, exportId)
      settle(
        &workbook, against: .exported, transactions: rows.transactions,
        rules: rows.recurringRules)
    }
  }

  /// For the Transactions and RecurringRules tabs of `workbook` with amounts to settle, the
  /// rows' ids and the export the tab names.
  static func unsettled(_ workbook: borrowing DecodedWorkbook) -> [(
    tab: Tab, ids: Set<UUID>, exportId: UUID?
  )] {
    var unsettled: [(tab: Tab, ids: Set<UUID>, exportId: UUID?)] = []
    if let tab = workbook.transactions, !tab.datedAmountRows.isEmpty {
      unsettled.append((.transactions, unsettledIds(of: tab), tab.exportId))
    }
    if let tab = workbook.recurringRules, !tab.datedAmountRows.isEmpty {
      unsettled.append((.recurringRules, unsettledIds(of: tab), tab.exportId))
    }
    return unsettled
  }

  /// The ids of the rows of `tab` whose amounts are unsettled.
  private static func unsettledIds<Row>(of tab: DecodedTab<Row>) -> Set<UUID> {
    Set(
      tab.datedAmountRows.compactMap { dated in
        switch tab.rows[dated.position].key {
        case .transaction(let id)?, .recurringRule(let id)?: id
        default: nil
        }
      })
  }

  /// Which rows an amount is settled against.
  private enum Reference {
    /// The local rows: the cell holds the local amount.
    case local
    /// The rows as exported: the cell holds the amount the export wrote.
    case exported
  }

  /// Settles the Transactions and RecurringRules tabs of `workbook` against `reference`'s
  /// `transactions` and `rules`.
  private static func settle(
    _ workbook: inout DecodedWorkbook, against reference: Reference, transactions: [Transaction],
    rules: [RecurringRule]
  ) {
    if workbook.transactions?.datedAmountRows.isEmpty == false, !transactions.isEmpty {
      let amounts = Dictionary(
        transactions.map { (RowKey.transaction($0.transactionId), $0.amount) },
        uniquingKeysWith: { first, _ in first })
      settle(&workbook.transactions!, amount: \.amount, against: reference, amounts: amounts)
    }
    if workbook.recurringRules?.datedAmountRows.isEmpty == false, !rules.isEmpty {
      let amounts = Dictionary(
        rules.map { (RowKey.recurringRule($0.recurringRuleId), $0.amount) },
        uniquingKeysWith: { first, _ in first })
      settle(&workbook.recurringRules!, amount: \.amount, against: reference, amounts: amounts)
    }
  }

  /// Reads each row of `tab` whose amount cell holds a date, or an amount read two ways, with
  /// its `reference` row's amount, when that is among the cell's readings, and turns the
  /// cell's error into an `amount-as-date` warning or an `ambiguous-amount` note. An amount
  /// read two ways is read as exported only when it is the text the export wrote (`1.125`,
  /// kept as text by a decimal-comma spreadsheet): `2.500` where the export wrote `2.50` was
  /// typed, and may mean 2500.
  private static func settle<Row>(
    _ tab: inout DecodedTab<Row>, amount: WritableKeyPath<Row, Decimal>,
    against reference: Reference, amounts: [RowKey: Decimal]
  ) {
    let ambiguousText: [String: String] =
      reference == .exported
      ? Dictionary(
        tab.diagnostics.lazy.filter { $0.code == .ambiguousAmount && $0.severity == .error }
          .compactMap { error in error.cell.map { ($0, error.value ?? "") } },
        uniquingKeysWith: { first, _ in first }) : [:]
    var settled: [String: Decimal] = [:]
    for dated in tab.datedAmountRows {
      guard let key = tab.rows[dated.position].key, let known = amounts[key],
        dated.amount.candidates.contains(where: { MoneyComparison.equal($0, known) }),
        ambiguousText[dated.amount.cell].map({
          $0.trimmingCharacters(in: .whitespaces) == CellFormatter.money(known)
        })
          ?? true
      else { continue }
      var value = dated.value
      value[keyPath: amount] = known
      tab.rows[dated.position].value = value
      settled[dated.amount.cell] = known
    }
    tab.datedAmountRows.removeAll { settled[$0.amount.cell] != nil }
    guard !settled.isEmpty else { return }
    for index in tab.diagnostics.indices {
      let diagnostic = tab.diagnostics[index]
      guard diagnostic.severity == .error,
        diagnostic.code == .invalidValue || diagnostic.code == .ambiguousAmount,
        let cell = diagnostic.cell, let known = settled[cell]
      else { continue }
      let amount = CellFormatter.money(known)
      tab.diagnostics[index] =
        diagnostic.code == .ambiguousAmount
        ? note(for: diagnostic, reference: reference, amount: amount)
        : warning(for: diagnostic, reference: reference, amount: amount)
    }
  }

  /// The `ambiguous-amount` note that replaces such an error whose readings hold
  /// `reference`'s `amount`.
  private static func note(for error: Diagnostic, reference: Reference, amount: String)
    -> Diagnostic
  {
    let readings = error.suggestions.joined(separator: " or ")
    let outcome =
      switch reference {
      case .local: "the local amount \(amount) is one of them, and is kept (no edit)"
      case .exported:
        "it is the text the export wrote for \(amount), so it is read as exported (no edit of "
          + "the amount)"
      }
    return Diagnostic(
      severity: .info, code: .ambiguousAmount, tab: error.tab, row: error.row,
      column: error.column, cell: error.cell, value: error.value,
      message: "\(quoted(error.value ?? "")) reads as \(readings); \(outcome)")
  }

  /// The `amount-as-date` warning that replaces the cell's `invalid-value` error.
  private static func warning(for error: Diagnostic, reference: Reference, amount: String)
    -> Diagnostic
  {
    let cell = error.cell ?? ""
    let outcome =
      switch reference {
      case .local: "the local amount \(amount), which is kept (no edit)"
      case .exported:
        "the exported amount \(amount), so it is read as exported (no edit of the amount)"
      }
    return Diagnostic(
      severity: .warning, code: .amountAsDate, tab: error.tab, row: error.row,
      column: error.column, cell: cell, value: error.value,
      message:
        "\(quoted(error.value ?? "")) is a date where an amount was: a spreadsheet in some "
        + "locales reads an amount such as \(amount) as a date; its day and month give back "
        + "\(outcome); to change the amount, type it as a number",
      fix: Diagnostic.Fix(
        summary: "write the amount as a number", edits: [.init(cell: cell, value: amount)]))
  }
}
