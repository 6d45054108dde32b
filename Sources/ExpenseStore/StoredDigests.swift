import ExpenseSheets
import Foundation
import GRDB

/// The key, position, rowid and digest of every row of one table, without its values.
struct StoredDigests<R: StoredRow> where R.Key == UUID {
  var keys: [UUID] = []
  var positions: [Int] = []
  var rowIDs: [Int64] = []
  var digests: [Int64] = []

  /// Reads them from `R`'s table among `tables`, in the table's own order.
  static func read(_ db: Database, from tables: LedgerTables) throws -> StoredDigests {
    var read = StoredDigests()
    if let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(tables.prefix)\(R.table)") {
      read.keys.reserveCapacity(count)
      read.positions.reserveCapacity(count)
      read.rowIDs.reserveCapacity(count)
      read.digests.reserveCapacity(count)
    }
    let statement = try db.makeStatement(
      sql: "SELECT \(R.columns[0]), position, rowid, digest FROM \(tables.prefix)\(R.table)")
    try R.forEachSelection(of: statement, in: tables) { columns in
      read.keys.append(try columns.uuid(0, R.columns[0]))
      read.positions.append(columns.int(1))
      read.rowIDs.append(columns.int64(2))
      // A row stored before rows had digests has none: 0, which no digest is.
      read.digests.append(columns.int64(3))
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
  }

  /// For each stored row, the index in `sheetRows` of the row with its key and its digest, or
  /// `nil`. The digests are made on every core.
  func matches(in sheetRows: [R]) -> [Int?] {
    let (digests, found) = (digests, sheetIndexes(in: sheetRows))
    return ChunkedWork.mapEach(keys.indices, sideBySideFrom: Self.sideBySideFrom) { index in
      let sheetIndex = found[index]
      guard sheetIndex >= 0, sheetRows[sheetIndex].digest == digests[index] else { return nil }
      return sheetIndex
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
