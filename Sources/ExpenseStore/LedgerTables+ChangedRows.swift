import ExpenseSheets
import Foundation
import GRDB

extension LedgerTables {
  /// Makes `R`'s live table hold `rows`, whose digests are `digests`, by writing only the rows
  /// that differ or must move, as a merge writes them: when those are at most a third as many
  /// as the rows the table or `rows` hold, as after the same workbook is imported again.
  ///
  /// - Returns: Whether it did; `false`, having written nothing, when the tables are not live,
  ///   the table is empty, or more rows would be written.
  func replaceChangedRows<R: StoredRow>(
    _ rows: [R], digests: [Int64], _ db: Database, _ writes: inout WriteBudget
  ) throws -> Bool where R.Key == UUID {
    guard isLive else { return false }
    var stored = try StoredDigests<R>.read(db, from: self)
    guard !stored.keys.isEmpty else { return false }
    stored.sortByPosition()
    guard let matches = Self.unchangedMatches(of: rows, digests: digests, in: stored) else {
      return false
    }
    let kept = try StoredRows<R>.read(db, from: self, sorted: stored, matches: matches, rows)
    _ = try apply(stored: kept.rows, places: kept.places, merged: rows, db, &writes)
    return true
  }

  /// For each stored row, in position order, the row of `rows` with its key and digest, or
  /// `nil`; or `nil` in place of them all when writing `rows` over the stored rows
  /// (see ``RowPlacement``) writes more than a third as many rows as the table or `rows` hold.
  private static func unchangedMatches<R: StoredRow>(
    of rows: [R], digests: [Int64], in stored: StoredDigests<R>
  ) -> [StandIn?]? where R.Key == UUID {
    let limit = max(stored.keys.count, rows.count) / 3
    let sheetIndexes = stored.sheetIndexes(in: rows)
    var storedIndexes = [Int](repeating: -1, count: rows.count)
    for (old, index) in sheetIndexes.enumerated() where index >= 0 { storedIndexes[index] = old }
    var written = sheetIndexes.count { $0 < 0 }
    var matches = [StandIn?](repeating: nil, count: stored.keys.count)
    var placement = RowPlacement()
    for (index, old) in storedIndexes.enumerated() {
      if old >= 0 {
        let moves = placement.placeStored(at: stored.positions[old])
        let isSame = digests[index] == stored.digests[old]
        if isSame { matches[old] = StandIn(sheetIndex: index) }
        if moves || !isSame { written += 1 }
      } else {
        placement.placeNew()
        written += 1
      }
      if written > limit { return nil }
    }
    return matches
  }
}
