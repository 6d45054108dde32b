import ExpenseSheets
import GRDB

/// Every tab's rows in position order, with where each is stored, read from one table set:
/// all tabs, or some, so that two connections can read a large ledger at once.
struct StoredLedger: Sendable {
  /// Which tabs a read covers.
  enum Tabs: Hashable, Sendable {
    /// Every tab.
    case all
    /// The Transactions tab only.
    case transactions
    /// Every tab but Transactions.
    case allButTransactions
  }

  var transactions = StoredRows<Transaction>()
  var receipts = StoredRows<Receipt>()
  var categories = StoredRows<ExpenseSheets.Category>()
  var recurringRules = StoredRows<RecurringRule>()
  var settings = StoredRows<AppSettings>()

  /// Reads `tabs` of `tables`; the others stay empty.
  static func read(_ tabs: Tabs, _ db: Database, from tables: LedgerTables) throws -> StoredLedger {
    var read = StoredLedger()
    if tabs != .allButTransactions { read.transactions = try .read(db, from: tables) }
    guard tabs != .transactions else { return read }
    read.receipts = try .read(db, from: tables)
    read.categories = try .read(db, from: tables)
    read.recurringRules = try .read(db, from: tables)
    read.settings = try .read(db, from: tables)
    return read
  }

  /// The ledger.
  var ledger: Ledger {
    Ledger(
      transactions: transactions.rows, receipts: receipts.rows, categories: categories.rows,
      recurringRules: recurringRules.rows, settings: settings.rows.first)
  }

  /// Where each row is stored, parallel to ``ledger``.
  var places: StoredPlaces {
    StoredPlaces(
      transactions: transactions.places, receipts: receipts.places,
      categories: categories.places, recurringRules: recurringRules.places,
      settings: settings.places)
  }
}
