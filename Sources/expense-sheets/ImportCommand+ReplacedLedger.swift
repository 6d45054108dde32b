import ExpenseSheets

extension ImportCommand {
  /// Why importing `validated` over `storeLedger`, the store's ledger, would lose rows the store
  /// holds, or `nil` when it would not: `--replace` replaces the whole ledger, so a tab the
  /// workbook lacks, rejects as a whole or holds no row of stands for the store's rows of that
  /// tab, and a row with errors (not imported) for the store's row of its key.
  static func rowsReplacedWithNothing(by validated: ValidatedSheet, storeLedger: Ledger)
    -> String?
  {
    let heldTabs = Set(Tab.allCases.filter { Self.holdsRows(of: $0, in: storeLedger) })
    var reasons: [String] = []
    let missing = Tab.allCases.filter {
      !validated.presentTabs.contains($0) && heldTabs.contains($0)
    }
    if !missing.isEmpty {
      reasons.append(
        "the workbook has no \(Self.list(missing)) tab\(missing.count == 1 ? "" : "s")")
    }
    let rejected = Tab.allCases.filter {
      validated.rejectedTabs.contains($0) && heldTabs.contains($0)
    }
    if !rejected.isEmpty {
      reasons.append(
        "the workbook's \(Self.list(rejected)) tab\(rejected.count == 1 ? " is" : "s are") rejected as a whole"
      )
    }
    // A tab holding its header alone (cleared, or a file cut after its first line) would
    // delete every row the store holds there, as a missing one would.
    let emptied = Tab.allCases.filter { tab in
      validated.presentTabs.contains(tab) && !validated.rejectedTabs.contains(tab)
        && heldTabs.contains(tab) && !Self.holdsRows(of: tab, in: validated.ledger)
        && !validated.rejectedRows.contains { $0.tab == tab }
    }
    if !emptied.isEmpty {
      reasons.append(
        "the workbook's \(Self.list(emptied)) tab\(emptied.count == 1 ? " holds" : "s hold") no rows"
      )
    }
    var heldKeys: [Tab: Set<RowKey>] = [:]
    let rows = validated.rejectedRows.count { row in
      guard let key = row.key, !validated.rejectedTabs.contains(row.tab) else { return false }
      if heldKeys[row.tab] == nil { heldKeys[row.tab] = Self.keys(in: row.tab, of: storeLedger) }
      return heldKeys[row.tab]!.contains(key)
    }
    if rows > 0 {
      reasons.append(
        "\(rows) row\(rows == 1 ? " of the workbook has" : "s of the workbook have") errors")
    }
    guard !reasons.isEmpty else { return nil }
    return
      "\(reasons.joined(separator: ", and ")) (see above): `--replace` replaces the store's whole ledger, so the store's rows there would be lost; fix the workbook and import it again, or merge it into the store, which keeps them"
  }

  /// Whether `ledger` holds rows of `tab`.
  private static func holdsRows(of tab: Tab, in ledger: Ledger) -> Bool {
    switch tab {
    case .transactions: !ledger.transactions.isEmpty
    case .receipts: !ledger.receipts.isEmpty
    case .categories: !ledger.categories.isEmpty
    case .recurringRules: !ledger.recurringRules.isEmpty
    case .settings: ledger.settings != nil
    }
  }

  /// The keys of `ledger`'s rows of `tab`.
  private static func keys(in tab: Tab, of ledger: Ledger) -> Set<RowKey> {
    switch tab {
    case .transactions: Set(ledger.transactions.map { .transaction($0.transactionId) })
    case .receipts: Set(ledger.receipts.map { .receipt($0.receiptId) })
    case .categories: Set(ledger.categories.map { .category($0.name) })
    case .recurringRules: Set(ledger.recurringRules.map { .recurringRule($0.recurringRuleId) })
    case .settings: Set(ledger.settings.map { [.settings($0.datasetId)] } ?? [])
    }
  }

  /// The tabs' names, `Transactions and Receipts`, `Transactions, Receipts and Categories`.
  private static func list(_ tabs: [Tab]) -> String {
    let names = tabs.map(\.rawValue)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
