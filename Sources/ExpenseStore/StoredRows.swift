import GRDB

/// Rows of one table in position order, each with its stored `position`.
struct StoredRows<R: StoredRow>: Sendable {
  /// The rows.
  var rows: [R] = []
  /// Each row's stored position, parallel to ``rows``.
  var positions: [Int] = []

  /// Every row of `R`'s table among `tables`.
  static func read(_ db: Database, from tables: LedgerTables) throws -> StoredRows {
    let table = tables.prefix + R.table
    let statement = try db.cachedStatement(sql: R.selectSQL(prefix: tables.prefix))
    let positionIndex = Int32(R.columns.count)
    let context = DecodingContext(path: tables.path, table: table)
    var read = StoredRows()
    if let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") {
      read.rows.reserveCapacity(count)
      read.positions.reserveCapacity(count)
    }
    // The cursor steps the statement; its columns are read straight from the SQLite handle.
    let columns = ColumnReader(statement.sqliteStatement, context: context)
    let cursor = try Row.fetchCursor(statement)
    while try cursor.next() != nil {
      read.rows.append(try R(columns: columns))
      read.positions.append(columns.int(positionIndex))
    }
    return read
  }
}
