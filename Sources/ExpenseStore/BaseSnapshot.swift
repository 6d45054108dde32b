import ExpenseSheets
import Foundation
import GRDB

/// The bases of recent exports, the rows each export wrote, kept copy-on-write (schema
/// migrations `v6-copy-on-write-base` and `v8-export-bases`).
///
/// Exports are numbered in order in the `exports` table (`seq`). Every write copies a live row,
/// as the last export holds it, into its `base_` table before the row first changes or goes
/// (see ``BaseRowKeeper`` and ``keepAllRows(of:_:)``), and marks in `baseAbsentKeys` a key added
/// since; each such record carries the `exportSeq` of the last export. The base of export *s*
/// is then the live ledger except, for each key, its first record with `exportSeq` >= *s*.
/// Recording an export of the ledger the store holds therefore writes one row, however large
/// the ledger; the records that only exports no longer kept need are removed.
struct BaseSnapshot {
  /// The store's path, for error messages.
  var path: String

  /// How many exports have their base kept: the last ten.
  static let keptExports = 10

  /// Whether an export was recorded, so that there is a base to keep.
  static func isRecorded(_ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM exports)") == true
  }

  /// The number of the last export recorded, or `nil` when there is none.
  static func latestSeq(_ db: Database) throws -> Int64? {
    try Int64.fetchOne(db, sql: "SELECT MAX(seq) FROM exports")
  }

  /// The number of the kept export whose id is `exportId`, or `nil` when none is kept.
  static func seq(of exportId: UUID, _ db: Database) throws -> Int64? {
    try Int64.fetchOne(db, sql: "SELECT seq FROM exports WHERE exportId = ?", arguments: [exportId])
  }

  /// The keys of `R`'s table absent from the base of export `seq`: added after it.
  static func absentKeys<R: StoredRow>(_: R.Type, at seq: Int64, _ db: Database) throws -> Set<
    R.Key
  > {
    let key = R.columns[0]
    return try R.Key.fetchSet(
      db,
      sql: """
        SELECT a.key FROM baseAbsentKeys AS a
        WHERE a.tableName = ?2 AND a.exportSeq >= ?1
          AND NOT EXISTS (
            SELECT 1 FROM base_\(R.table) AS e
            WHERE e.\(key) = a.key AND e.exportSeq >= ?1 AND e.exportSeq < a.exportSeq)
          AND NOT EXISTS (
            SELECT 1 FROM baseAbsentKeys AS b
            WHERE b.tableName = ?2 AND b.key = a.key AND b.exportSeq >= ?1
              AND b.exportSeq < a.exportSeq)
        """, arguments: [seq, R.table])
  }

  /// The keys of `R`'s table marked absent by a write after export `seq` and before the next.
  static func keysMarkedAbsent<R: StoredRow>(_: R.Type, at seq: Int64, _ db: Database) throws
    -> Set<R.Key>
  {
    try R.Key.fetchSet(
      db, sql: "SELECT key FROM baseAbsentKeys WHERE tableName = ? AND exportSeq = ?",
      arguments: [R.table, seq])
  }

  /// An INSERT of a row into `R`'s `base_` table as held by export `seq`, its parameters those
  /// of `StoredRow.insertSQL(prefix:)`.
  static func copySQL<R: StoredRow>(_: R.Type, seq: Int64) -> String {
    let names = (R.writtenColumns + ["exportSeq"]).joined(separator: ", ")
    let values = (1...R.writtenColumns.count).map { "?\($0)" }.joined(separator: ", ")
    return "INSERT INTO base_\(R.table) (\(names)) VALUES (\(values), \(seq))"
  }

  /// Records an export of the live ledger, as the store holds it now: its base is the live
  /// ledger.
  func recordLive(exportId: UUID?, time: Date, folder: String, _ db: Database) throws {
    try insertExport(exportId: exportId, time: time, folder: folder, db)
    try removeUnkept(db)
  }

  /// Records an export whose rows are `ledger`, whatever the live ledger holds: every row it
  /// has is stored in full, and every live key it lacks is marked absent. The bases of the
  /// exports before keep their rows: the live rows they account for are copied first.
  func record(
    _ ledger: Ledger, exportId: UUID?, time: Date, folder: String, _ db: Database,
    writes: inout WriteBudget
  ) throws {
    let previous = try Self.latestSeq(db)
    if previous != nil { try forEachTable { try keepAllRows(of: $0, db) } }
    let seq = try insertExport(exportId: exportId, time: time, folder: folder, db)
    try insert(ledger.transactions, seq: seq, db, writes: &writes)
    try insert(ledger.receipts, seq: seq, db, writes: &writes)
    try insert(ledger.categories, seq: seq, db, writes: &writes)
    try insert(ledger.recurringRules, seq: seq, db, writes: &writes)
    try insert(ledger.settings.map { [$0] } ?? [], seq: seq, db, writes: &writes)
    try forEachTable { try markAddedKeysAbsent(of: $0, at: seq, db) }
    if let previous {
      try forEachTable { try markNewKeysAbsent(of: $0, at: previous, newSeq: seq, db) }
    }
    try removeUnkept(db)
  }

  /// Before every row of `R`'s live table is deleted: copies into the last export's base the
  /// rows it does not account for yet.
  func keepAllRows<R: StoredRow>(of _: R.Type, _ db: Database) throws {
    guard let seq = try Self.latestSeq(db) else { return }
    let key = R.columns[0]
    let columns = R.writtenColumns.joined(separator: ", ")
    try db.execute(
      sql: """
        INSERT INTO base_\(R.table) (\(columns), exportSeq) SELECT \(columns), ?1 FROM \(R.table)
        WHERE NOT EXISTS (
            SELECT 1 FROM base_\(R.table) AS b
            WHERE b.\(key) = \(R.table).\(key) AND b.exportSeq = ?1)
          AND NOT EXISTS (
            SELECT 1 FROM baseAbsentKeys
            WHERE tableName = '\(R.table)' AND key = \(R.table).\(key) AND exportSeq = ?1)
        """, arguments: [seq])
  }

  /// After rows were added to `R`'s live table: marks absent from the last export's base every
  /// live key it does not account for.
  func markAddedKeysAbsent<R: StoredRow>(_: R.Type, _ db: Database) throws {
    guard let seq = try Self.latestSeq(db) else { return }
    try markAddedKeysAbsent(of: R.self, at: seq, db)
  }

  /// Marks absent from export `seq`'s base every live key of `R` without a copy there.
  private func markAddedKeysAbsent<R: StoredRow>(of _: R.Type, at seq: Int64, _ db: Database)
    throws
  {
    let key = R.columns[0]
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO baseAbsentKeys (tableName, key, exportSeq)
          SELECT '\(R.table)', \(key), ?1 FROM \(R.table)
          WHERE NOT EXISTS (
            SELECT 1 FROM base_\(R.table) AS b
            WHERE b.\(key) = \(R.table).\(key) AND b.exportSeq = ?1)
        """, arguments: [seq])
  }

  /// Marks absent from export `seq`'s base the keys of `R` that export `newSeq` stores, that
  /// the live ledger lacks and that `seq`'s base does not account for: the live ledger, and so
  /// that base, lacks them.
  private func markNewKeysAbsent<R: StoredRow>(
    of _: R.Type, at seq: Int64, newSeq: Int64, _ db: Database
  ) throws {
    let key = R.columns[0]
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO baseAbsentKeys (tableName, key, exportSeq)
          SELECT '\(R.table)', n.\(key), ?1 FROM base_\(R.table) AS n
          WHERE n.exportSeq = ?2
            AND NOT EXISTS (SELECT 1 FROM \(R.table) AS l WHERE l.\(key) = n.\(key))
            AND NOT EXISTS (
              SELECT 1 FROM base_\(R.table) AS b WHERE b.\(key) = n.\(key) AND b.exportSeq = ?1)
        """, arguments: [seq, newSeq])
  }

  /// Stores `rows` as export `seq` holds them.
  private func insert<R: StoredRow>(
    _ rows: [R], seq: Int64, _ db: Database, writes: inout WriteBudget
  ) throws {
    let insert = try db.cachedStatement(sql: Self.copySQL(R.self, seq: seq))
    for (position, row) in rows.enumerated() {
      try writes.spend()
      try insert.execute(db) { row.bind(to: &$0, position: position) }
    }
  }

  /// Adds an export after the others, and returns its number.
  @discardableResult
  private func insertExport(exportId: UUID?, time: Date, folder: String, _ db: Database) throws
    -> Int64
  {
    try db.execute(
      sql: "INSERT INTO exports (exportId, exportedAt, folder) VALUES (?, ?, ?)",
      arguments: [exportId, ColumnCoding.milliseconds(time), folder])
    return db.lastInsertedRowID
  }

  /// Forgets the exports before the last ``keptExports``, and the records only they needed.
  private func removeUnkept(_ db: Database) throws {
    try db.execute(
      sql: "DELETE FROM exports WHERE seq <= (SELECT MAX(seq) FROM exports) - ?",
      arguments: [Self.keptExports])
    guard let oldest = try Int64.fetchOne(db, sql: "SELECT MIN(seq) FROM exports") else { return }
    for table in LedgerTables.tables {
      try db.execute(sql: "DELETE FROM base_\(table) WHERE exportSeq < ?", arguments: [oldest])
    }
    try db.execute(sql: "DELETE FROM baseAbsentKeys WHERE exportSeq < ?", arguments: [oldest])
    try MergedSheetEditsTable.remove(before: oldest, db)
  }

  /// Calls `body` with the row type of every table.
  private func forEachTable(_ body: (any StoredRow.Type) throws -> Void) throws {
    try body(Transaction.self)
    try body(Receipt.self)
    try body(ExpenseSheets.Category.self)
    try body(RecurringRule.self)
    try body(AppSettings.self)
  }
}
