import ExpenseSheets
import GRDB

/// The base of the next merge, the rows of the last export, kept copy-on-write (schema
/// migration `v6-copy-on-write-base`).
///
/// The base is the live ledger except: a row whose key is in its `base_` table is the copy there
/// (every write copies a live row there as exported before it first changes or goes: see
/// ``BaseRowKeeper`` and ``keepAllRows(of:_:)``), and a key in `baseAbsentKeys` was added since
/// the export. Recording an export of the ledger the store holds therefore only empties those
/// tables, however large the ledger.
struct BaseSnapshot {
  /// The store's path, for error messages.
  var path: String

  /// Whether an export was recorded, so that there is a base to keep.
  static func isRecorded(_ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM exportState)") == true
  }

  /// The keys of `R`'s table marked absent from the base: added since the export.
  static func absentKeys<R: StoredRow>(_: R.Type, _ db: Database) throws -> Set<R.Key> {
    try R.Key.fetchSet(
      db, sql: "SELECT key FROM baseAbsentKeys WHERE tableName = ?", arguments: [R.table])
  }

  /// Makes the live ledger, as the store holds it now, the base.
  func resetToLive(_ db: Database) throws {
    for table in LedgerTables.tables { try db.execute(sql: "DELETE FROM base_\(table)") }
    try db.execute(sql: "DELETE FROM baseAbsentKeys")
  }

  /// Makes `ledger` the base whatever the live ledger holds: its rows are stored in full, and
  /// every live key it lacks is marked absent.
  func replace(with ledger: Ledger, _ db: Database, writes: inout WriteBudget) throws {
    try db.execute(sql: "DELETE FROM baseAbsentKeys")
    try LedgerTables.base(path: path).replace(with: ledger, db, writes: &writes)
    try markAddedKeysAbsent(Transaction.self, db)
    try markAddedKeysAbsent(Receipt.self, db)
    try markAddedKeysAbsent(ExpenseSheets.Category.self, db)
    try markAddedKeysAbsent(RecurringRule.self, db)
    try markAddedKeysAbsent(AppSettings.self, db)
  }

  /// Before every row of `R`'s live table is deleted: copies into the base the rows it does not
  /// account for yet.
  func keepAllRows<R: StoredRow>(of _: R.Type, _ db: Database) throws {
    let key = R.columns[0]
    try db.execute(
      sql: """
        INSERT INTO base_\(R.table) SELECT * FROM \(R.table)
        WHERE NOT EXISTS (SELECT 1 FROM base_\(R.table) WHERE \(key) = \(R.table).\(key))
          AND NOT EXISTS (
            SELECT 1 FROM baseAbsentKeys WHERE tableName = '\(R.table)' AND key = \(R.table).\(key))
        """)
  }

  /// After rows were added to `R`'s live table: marks absent from the base every live key that
  /// has no copy in the base.
  func markAddedKeysAbsent<R: StoredRow>(_: R.Type, _ db: Database) throws {
    let key = R.columns[0]
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO baseAbsentKeys (tableName, key)
          SELECT '\(R.table)', \(key) FROM \(R.table)
          WHERE NOT EXISTS (SELECT 1 FROM base_\(R.table) WHERE \(key) = \(R.table).\(key))
        """)
  }
}
