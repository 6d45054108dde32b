import GRDB

/// Keeps the bases of one live table as exported while a write changes the table row by row
/// (see ``BaseSnapshot``): a row is copied, as the last export holds it, into its `base_` table
/// before it first changes or goes, and a key added since the last export is marked absent.
/// Does nothing before the first export.
struct BaseRowKeeper<R: StoredRow> {
  private let isActive: Bool
  /// The keys with a copy in the `base_` table for the last export.
  private var copied: Set<R.Key>
  /// The keys added since the last export.
  private var absent: Set<R.Key>
  private let copy: Statement
  private let markAbsent: Statement

  /// A keeper for `R`'s table, within the write transaction `db`.
  init(_ db: Database) throws {
    let seq = try BaseSnapshot.latestSeq(db)
    isActive = seq != nil
    copied =
      try seq.map {
        try R.Key.fetchSet(
          db, sql: "SELECT \(R.columns[0]) FROM base_\(R.table) WHERE exportSeq = ?",
          arguments: [$0])
      } ?? []
    absent = try seq.map { try BaseSnapshot.keysMarkedAbsent(R.self, at: $0, db) } ?? []
    copy = try db.cachedStatement(sql: BaseSnapshot.copySQL(R.self, seq: seq ?? 0))
    markAbsent = try db.cachedStatement(
      sql: "INSERT INTO baseAbsentKeys (tableName, key, exportSeq) VALUES (?, ?, \(seq ?? 0))")
  }

  /// To be called before the stored `row`, at `position`, is rewritten or deleted.
  mutating func willChange(_ row: R, at position: Int, _ db: Database) throws {
    let key = row.key
    guard isActive, !copied.contains(key), !absent.contains(key) else { return }
    try copy.execute(db) { row.bind(to: &$0, position: position) }
    copied.insert(key)
  }

  /// To be called when a row with `key` is added.
  mutating func didAdd(_ key: R.Key) throws {
    guard isActive, !copied.contains(key), absent.insert(key).inserted else { return }
    try markAbsent.execute(arguments: [R.table, key])
  }
}
