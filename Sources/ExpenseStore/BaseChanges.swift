import ExpenseSheets
import GRDB

/// How the base of one export differs from the live ledger (see ``BaseSnapshot``): the rows
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

  /// Reads the changes of export `seq`'s base recorded in the store `db`, at `path`.
  static func read(_ db: Database, path: String, seq: Int64) throws -> BaseChanges {
    let tables = LedgerTables.base(path: path)
    let copied = StoredLedger(
      transactions: try copies(at: seq, db, tables), receipts: try copies(at: seq, db, tables),
      categories: try copies(at: seq, db, tables), recurringRules: try copies(at: seq, db, tables),
      settings: try copies(at: seq, db, tables))
    return BaseChanges(
      copied: copied,
      absentTransactions: try BaseSnapshot.absentKeys(Transaction.self, at: seq, db),
      absentReceipts: try BaseSnapshot.absentKeys(Receipt.self, at: seq, db),
      absentCategories: try BaseSnapshot.absentKeys(ExpenseSheets.Category.self, at: seq, db),
      absentRecurringRules: try BaseSnapshot.absentKeys(RecurringRule.self, at: seq, db),
      absentSettings: try BaseSnapshot.absentKeys(AppSettings.self, at: seq, db))
  }

  /// The rows of `R`'s `base_` table that export `seq`'s base holds: of each key, the copy
  /// with the first `exportSeq` >= `seq`, unless the key was marked absent before it.
  private static func copies<R: StoredRow>(
    at seq: Int64, _ db: Database, _ tables: LedgerTables
  ) throws -> StoredRows<R> {
    let key = R.columns[0]
    let names = (R.columns + ["position", "rowid"]).joined(separator: ", ")
    let statement = try db.cachedStatement(
      sql: """
        SELECT \(names) FROM base_\(R.table) AS c
        WHERE c.exportSeq >= ?1
          AND NOT EXISTS (
            SELECT 1 FROM base_\(R.table) AS e
            WHERE e.\(key) = c.\(key) AND e.exportSeq >= ?1 AND e.exportSeq < c.exportSeq)
          AND NOT EXISTS (
            SELECT 1 FROM baseAbsentKeys AS a
            WHERE a.tableName = '\(R.table)' AND a.key = c.\(key) AND a.exportSeq >= ?1
              AND a.exportSeq < c.exportSeq)
        ORDER BY position
        """)
    statement.arguments = [seq]
    var read = StoredRows<R>()
    try R.forEachRow(of: statement, in: tables) { row, position, rowID in
      read.rows.append(row)
      read.places.positions.append(position)
      read.places.rowIDs.append(rowID)
    }
    return read
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
