/// The whole ledger: the five tabs' rows together.
///
/// This is what the local store holds and what a sheet export decodes to.
public struct Ledger: Sendable, Hashable, Codable {
  /// The Transactions tab.
  public var transactions: [Transaction]
  /// The Receipts tab.
  public var receipts: [Receipt]
  /// The Categories tab.
  public var categories: [Category]
  /// The RecurringRules tab.
  public var recurringRules: [RecurringRule]
  /// The single Settings row, if the ledger has one.
  public var settings: AppSettings?

  /// Creates a ledger; every tab defaults to empty.
  public init(
    transactions: [Transaction] = [], receipts: [Receipt] = [], categories: [Category] = [],
    recurringRules: [RecurringRule] = [], settings: AppSettings? = nil
  ) {
    self.transactions = transactions
    self.receipts = receipts
    self.categories = categories
    self.recurringRules = recurringRules
    self.settings = settings
  }

  /// Whether the ledger holds no row at all.
  public var isEmpty: Bool {
    transactions.isEmpty && receipts.isEmpty && categories.isEmpty && recurringRules.isEmpty
      && settings == nil
  }
}
