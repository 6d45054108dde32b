import GRDB

/// Rows of one table in position order, with where each is stored.
struct StoredRows<R: StoredRow>: Sendable {
  /// The rows.
  var rows: [R] = []
  /// Each row's stored position and rowid, parallel to ``rows``.
  var places = RowPlaces()

  /// Every row of `R`'s table among `tables`.
  static func read(_ db: Database, from tables: LedgerTables) throws -> StoredRows {
    var read = StoredRows()
    if let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(tables.prefix)\(R.table)") {
      read.rows.reserveCapacity(count)
      read.places.positions.reserveCapacity(count)
      read.places.rowIDs.reserveCapacity(count)
    }
    let statement = try db.cachedStatement(sql: R.selectSQL(prefix: tables.prefix))
    try R.forEachRow(of: statement, in: tables) { row, position, rowID in
      read.rows.append(row)
      read.places.positions.append(position)
      read.places.rowIDs.append(rowID)
    }
    return read
  }
}
