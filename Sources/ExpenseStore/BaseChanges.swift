import ExpenseSheets
import GRDB

/// How the base of the next merge differs from the live ledger (see ``BaseSnapshot``): the rows
/// copied before they first changed or went, and the keys added since the export.
struct BaseChanges: Sendable {
  /// The copied rows, at the positions they had when exported.
  var copied: StoredLedger
  /// The Transactions keys added since the export.
  var absentTransactions: Set<Transaction.Key>
  /// The Receipts keys added since the export.
  var absentReceipts: Set<Receipt.Key>
  /// The Categories keys added since the export.
  var absentCategories: Set<ExpenseSheets.Category.Key>
  /// The RecurringRules keys added since the export.
  var absentRecurringRules: Set<RecurringRule.Key>
  /// The Settings keys added since the export.
  var absentSettings: Set<AppSettings.Key>

  /// Reads the changes recorded in the store `db`, at `path`.
  static func read(_ db: Database, path: String) throws -> BaseChanges {
    let copied = try StoredLedger.read(.all, db, from: .base(path: path))
    return BaseChanges(
      copied: copied, absentTransactions: try BaseSnapshot.absentKeys(Transaction.self, db),
      absentReceipts: try BaseSnapshot.absentKeys(Receipt.self, db),
      absentCategories: try BaseSnapshot.absentKeys(ExpenseSheets.Category.self, db),
      absentRecurringRules: try BaseSnapshot.absentKeys(RecurringRule.self, db),
      absentSettings: try BaseSnapshot.absentKeys(AppSettings.self, db))
  }

  /// The base: `live`, read in the same state of the store, with these changes.
  func base(of live: StoredLedger) -> Ledger {
    Ledger(
      transactions: rows(live: live.transactions, copied: copied.transactions, absentTransactions),
      receipts: rows(live: live.receipts, copied: copied.receipts, absentReceipts),
      categories: rows(live: live.categories, copied: copied.categories, absentCategories),
      recurringRules: rows(
        live: live.recurringRules, copied: copied.recurringRules, absentRecurringRules),
      settings: rows(live: live.settings, copied: copied.settings, absentSettings).first)
  }

  /// One tab of the base: the live rows neither copied nor added since the export, and the
  /// copies, in the order of their positions (the positions they had when exported).
  private func rows<R: StoredRow>(
    live: StoredRows<R>, copied: StoredRows<R>, _ absent: Set<R.Key>
  ) -> [R] {
    // Unchanged since the export: the base is the live tab itself, sharing its storage.
    if copied.rows.isEmpty && absent.isEmpty { return live.rows }
    let replaced = Set(copied.rows.map(\.key))
    var rows: [R] = []
    rows.reserveCapacity(live.rows.count + copied.rows.count)
    var nextCopied = 0
    for index in live.rows.indices {
      let key = live.rows[index].key
      if replaced.contains(key) || absent.contains(key) { continue }
      while nextCopied < copied.rows.count,
        copied.places.positions[nextCopied] < live.places.positions[index]
      {
        rows.append(copied.rows[nextCopied])
        nextCopied += 1
      }
      rows.append(live.rows[index])
    }
    rows.append(contentsOf: copied.rows[nextCopied...])
    return rows
  }
}
