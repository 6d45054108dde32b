/// The five tabs of a sheet export, decoded; a tab that was not found is `nil`.
public struct DecodedWorkbook: Sendable, Hashable {
  /// The Transactions tab.
  package var transactions: DecodedTab<Transaction>?
  /// The Receipts tab.
  package var receipts: DecodedTab<Receipt>?
  /// The Categories tab.
  package var categories: DecodedTab<Category>?
  /// The RecurringRules tab.
  package var recurringRules: DecodedTab<RecurringRule>?
  /// The Settings tab.
  package var settings: DecodedTab<AppSettings>?
  /// Problems that belong to no single tab (for example a tab missing from the folder).
  public var diagnostics: [Diagnostic]

  /// Creates a decoded workbook.
  package init(
    transactions: DecodedTab<Transaction>? = nil, receipts: DecodedTab<Receipt>? = nil,
    categories: DecodedTab<Category>? = nil, recurringRules: DecodedTab<RecurringRule>? = nil,
    settings: DecodedTab<AppSettings>? = nil, diagnostics: [Diagnostic] = []
  ) {
    self.transactions = transactions
    self.receipts = receipts
    self.categories = categories
    self.recurringRules = recurringRules
    self.settings = settings
    self.diagnostics = diagnostics
  }
}
