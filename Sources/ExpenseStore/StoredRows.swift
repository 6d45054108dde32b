import GRDB

/// Rows of one table in position order, each with its stored `position`.
struct StoredRows<R: StoredRow>: Sendable {
  /// The rows.
  var rows: [R] = []
  /// Each row's stored position, parallel to ``rows``.
  var positions: [Int] = []

  /// Every row of `R`'s table among `tables`.
  static func read(_ db: Database, from tables: LedgerTables) throws -> StoredRows {
    var read = StoredRows()
    if let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(tables.prefix)\(R.table)") {
      read.rows.reserveCapacity(count)
      read.positions.reserveCapacity(count)
    }
    let statement = try db.cachedStatement(sql: R.selectSQL(prefix: tables.prefix))
    try R.forEachRow(of: statement, in: tables) { row, position in
      read.rows.append(row)
      read.positions.append(position)
    }
    return read
  }
}
