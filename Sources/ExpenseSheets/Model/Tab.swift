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

  /// The tab's place in `allCases`, the order in which the tabs are shown and processed: read
  /// without building `allCases`, since sorting a million report rows compares their tabs.
  public var position: Int {
    switch self {
    case .transactions: 0
    case .receipts: 1
    case .categories: 2
    case .recurringRules: 3
    case .settings: 4
    }
  }

  /// The order in which the tabs are shown and processed: that of `allCases`.
  public static func < (lhs: Tab, rhs: Tab) -> Bool {
    lhs.position < rhs.position
  }
}
