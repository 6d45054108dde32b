import ExpenseSheets
import Foundation
import GRDB

/// The key, position, rowid, digest and timestamps of every row of one table, without its
/// other values.
struct StoredDigests<R: StoredRow> where R.Key == UUID {
  var keys: [UUID] = []
  var positions: [Int] = []
  var rowIDs: [Int64] = []
  var digests: [Int64] = []
  /// Each row's `createdAt`, in milliseconds since 1970.
  var createdAt: [Int64] = []
  /// Each row's `lastModifiedAt`, in milliseconds since 1970.
  var lastModifiedAt: [Int64] = []

  /// Reads them from `R`'s table among `tables`, in the table's own order.
  static func read(_ db: Database, from tables: LedgerTables) throws -> StoredDigests {
    var read = StoredDigests()
    if let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(tables.prefix)\(R.table)") {
      read.keys.reserveCapacity(count)
      read.positions.reserveCapacity(count)
      read.rowIDs.reserveCapacity(count)
      read.digests.reserveCapacity(count)
      read.createdAt.reserveCapacity(count)
      read.lastModifiedAt.reserveCapacity(count)
    }
    let statement = try db.makeStatement(
      sql: "SELECT \(R.columns[0]), position, rowid, digest, createdAt, lastModifiedAt "
        + "FROM \(tables.prefix)\(R.table)")
    try R.forEachSelection(of: statement, in: tables) { columns in
      read.keys.append(try columns.uuid(0, R.columns[0]))
      read.positions.append(columns.int(1))
      read.rowIDs.append(columns.int64(2))
      // A row stored before rows had digests has none: 0, which no digest is.
      read.digests.append(columns.int64(3))
      read.createdAt.append(columns.int64(4))
      read.lastModifiedAt.append(columns.int64(5))
    }
    return read
  }

  /// Puts the rows in position order, when they are not.
  mutating func sortByPosition() {
    guard zip(positions, positions.dropFirst()).contains(where: { $0 > $1 }) else { return }
    let order = positions.indices.sorted { positions[$0] < positions[$1] }
    keys = order.map { keys[$0] }
    positions = order.map { positions[$0] }
    rowIDs = order.map { rowIDs[$0] }
    digests = order.map { digests[$0] }
    createdAt = order.map { createdAt[$0] }
    lastModifiedAt = order.map { lastModifiedAt[$0] }
  }

  /// For each stored row, the row of `sheetRows` with its key that holds its values, or `nil`.
  /// The digests are made on every core.
  ///
  /// A sheet row holds the stored values when its digest is the stored row's, or when it is
  /// once the stored row's timestamps take the place of its own: a spreadsheet shows
  /// date-times at whole seconds (Google Sheets) or minutes, so that in a round trip through
  /// one every row's timestamps differ from the store's by their milliseconds alone.
  func matches(in sheetRows: [R]) -> [StandIn?] {
    let found = sheetIndexes(in: sheetRows)
    return ChunkedWork.mapEach(keys.indices, sideBySideFrom: Self.sideBySideFrom) { index in
      let sheetIndex = found[index]
      guard sheetIndex >= 0 else { return nil }
      var row = sheetRows[sheetIndex]
      if row.digest == digests[index] { return StandIn(sheetIndex: sheetIndex) }
      let (created, modified) = (createdAt[index], lastModifiedAt[index])
      guard
        ColumnCoding.milliseconds(row.createdAt) != created
          || ColumnCoding.milliseconds(row.lastModifiedAt) != modified
      else { return nil }
      row.createdAt = ColumnCoding.date(milliseconds: created)
      row.lastModifiedAt = ColumnCoding.date(milliseconds: modified)
      guard row.digest == digests[index] else { return nil }
      return StandIn(sheetIndex: sheetIndex, takesStoredTimestamps: true)
    }
  }

  /// For each stored row, the index in `sheetRows` of the first row with its key, or -1.
  func sheetIndexes(in sheetRows: [R]) -> [Int] {
    // Sheets mostly keep the stored order, with rows added or left out here and there: each
    // stored row is first looked for among the few sheet rows after the last match, and only
    // the rows that guess misses are found by key, among the sheet rows not matched yet.
    var sheetIndexOf = [Int](repeating: -1, count: keys.count)
    var matched = [Bool](repeating: false, count: sheetRows.count)
    var missed: [Int] = []
    var next = 0
    for index in keys.indices {
      let key = keys[index]
      let window = next..<min(sheetRows.count, next + Self.lookAhead)
      if let found = window.first(where: { sheetRows[$0].key == key }) {
        sheetIndexOf[index] = found
        matched[found] = true
        next = found + 1
      } else {
        missed.append(index)
      }
    }
    if !missed.isEmpty {
      var byKey: [UUID: Int] = [:]
      for position in sheetRows.indices where !matched[position] {
        if byKey[sheetRows[position].key] == nil { byKey[sheetRows[position].key] = position }
      }
      for index in missed { sheetIndexOf[index] = byKey[keys[index]] ?? -1 }
    }
    return sheetIndexOf
  }

  /// How many sheet rows after the last match a stored row is looked for in, before it is
  /// looked for by key: enough for a few rows added in a row.
  private static var lookAhead: Int { 4 }

  /// From how many rows the sheet's rows are digested side by side.
  private static var sideBySideFrom: Int { 20_000 }
}
