import ExpenseSheets

extension ImportCommand {
  /// Why importing `validated` over a store's ledger would lose rows the store holds, or `nil`
  /// when it would not: `--replace` replaces the whole ledger, so a tab the workbook lacks, a
  /// tab rejected as a whole, or a row with errors (none of them imported) stands for rows the
  /// store would no longer have.
  static func rowsReplacedWithNothing(by validated: ValidatedSheet) -> String? {
    var reasons: [String] = []
    let missing = Tab.allCases.filter { !validated.presentTabs.contains($0) }
    if !missing.isEmpty {
      reasons.append(
        "the workbook has no \(Self.list(missing)) tab\(missing.count == 1 ? "" : "s")")
    }
    let rejected = Tab.allCases.filter(validated.rejectedTabs.contains)
    if !rejected.isEmpty {
      reasons.append(
        "the workbook's \(Self.list(rejected)) tab\(rejected.count == 1 ? " is" : "s are") rejected as a whole"
      )
    }
    let rows = validated.rejectedRows.count { !validated.rejectedTabs.contains($0.tab) }
    if rows > 0 {
      reasons.append(
        "\(rows) row\(rows == 1 ? " of the workbook has" : "s of the workbook have") errors")
    }
    guard !reasons.isEmpty else { return nil }
    return
      "\(reasons.joined(separator: ", and ")) (see above): `--replace` replaces the store's whole ledger, so the store's rows there would be lost; fix the workbook and import it again, or merge it into the store, which keeps them"
  }

  /// The tabs' names, `Transactions and Receipts`, `Transactions, Receipts and Categories`.
  private static func list(_ tabs: [Tab]) -> String {
    let names = tabs.map(\.rawValue)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
