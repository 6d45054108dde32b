/// The five tabs of the ledger's Google Sheet, each exported as one CSV file.
public enum Tab: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Transactions.
  case transactions = "Transactions"
  /// Receipts.
  case receipts = "Receipts"
  /// Categories.
  case categories = "Categories"
  /// RecurringRules.
  case recurringRules = "RecurringRules"
  /// Settings.
  case settings = "Settings"

  /// The file name the exporter writes, such as `Transactions.csv`.
  public var fileName: String { rawValue + ".csv" }

  /// The order in which the tabs are shown and processed (Categories before the tabs naming them).
  public static func < (lhs: Tab, rhs: Tab) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
