import ExpenseSheets
import Foundation
import GRDB
import GRDBSQLite

extension StoredRows where R.Key == UUID {
  /// Every row of `R`'s table among `tables`, in position order as ``read(_:from:)`` gives
  /// them, reading in full only the rows that `sheetRows` lacks or holds otherwise: a stored
  /// row whose digest (see ``RowDigest``) equals that of the sheet row with its key holds the
  /// same values, and the sheet row stands in for it, with the stored timestamps where only
  /// they differ (``StoredDigests/matches(in:)``). The others are read by rowid; when more
  /// than a third must be read, the table is read whole instead.
  ///
  /// - Parameter digests: Every stored row's key, position, rowid and digest, read in the same
  ///   transaction.
  static func read(
    _ db: Database, from tables: LedgerTables, digests: StoredDigests<R>, _ sheetRows: [R]
  ) throws -> StoredRows {
    var stored = digests
    stored.sortByPosition()
    let matches = stored.matches(in: sheetRows)
    guard matches.count(where: { $0 == nil }) * 3 <= stored.keys.count else {
      return try read(db, from: tables)
    }
    return try read(db, from: tables, sorted: stored, matches: matches, sheetRows)
  }

  /// The stored rows, `stored` giving each one's key, place, digest and timestamps in position
  /// order: a row of `sheetRows` stands in for each one `matches` pairs with it (same key,
  /// same values), the others are read by rowid.
  static func read(
    _ db: Database, from tables: LedgerTables, sorted stored: StoredDigests<R>,
    matches: [StandIn?], _ sheetRows: [R]
  ) throws -> StoredRows {
    let toRead = matches.indices.filter { matches[$0] == nil }
    let readRows = try readByRowID(toRead.map { stored.rowIDs[$0] }, db, from: tables)
    var read = StoredRows()
    read.rows.reserveCapacity(stored.keys.count)
    var nextRead = 0
    for index in stored.keys.indices {
      if let match = matches[index] {
        var row = sheetRows[match.sheetIndex]
        if match.takesStoredTimestamps {
          row.createdAt = ColumnCoding.date(milliseconds: stored.createdAt[index])
          row.lastModifiedAt = ColumnCoding.date(milliseconds: stored.lastModifiedAt[index])
        }
        read.rows.append(row)
      } else {
        // The row read must be the one scanned: the same read transaction saw both.
        guard readRows[nextRead].key == stored.keys[index] else {
          throw StoreError.storeChanged(tables.path, during: "reading the ledger")
        }
        read.rows.append(readRows[nextRead])
        nextRead += 1
      }
    }
    read.places = RowPlaces(positions: stored.positions, rowIDs: stored.rowIDs)
    return read
  }

  /// The rows of `R`'s table among `tables` whose rowids are `rowIDs`, in that order, each
  /// found by its rowid.
  private static func readByRowID(_ rowIDs: [Int64], _ db: Database, from tables: LedgerTables)
    throws -> [R]
  {
    let statement = try db.cachedStatement(
      sql: "SELECT \(R.columns.joined(separator: ", ")) FROM \(tables.prefix)\(R.table) "
        + "WHERE rowid = ?")
    var rows: [R] = []
    rows.reserveCapacity(rowIDs.count)
    for rowID in rowIDs {
      sqlite3_bind_int64(statement.sqliteStatement, 1, rowID)
      let count = rows.count
      try R.forEachSelection(of: statement, in: tables) { rows.append(try R(columns: $0)) }
      guard rows.count == count + 1 else {
        throw StoreError.storeChanged(tables.path, during: "reading the ledger")
      }
    }
    return rows
  }
}
