import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// The stored transactions whose ids are among `ids`, in stored order; an id the store does
  /// not hold has none. Each is read by its key, so that a few of a large ledger cost little.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func transactions(withIds ids: Set<UUID>) throws -> [Transaction] {
    guard !ids.isEmpty else { return [] }
    return try Self.run(path: path) {
      try reader.read { db in
        let live = LedgerTables.live(path: path)
        let statement = try db.cachedStatement(
          sql: "SELECT \((Transaction.columns + ["position", "rowid"]).joined(separator: ", ")) "
            + "FROM \(Transaction.table) WHERE \(Transaction.columns[0]) = ?")
        var found: [(position: Int, row: Transaction)] = []
        for id in ids {
          statement.setUncheckedArguments([id])
          try Transaction.forEachRow(of: statement, in: live) { row, position, _ in
            found.append((position, row))
          }
        }
        return found.sorted { $0.position < $1.position }.map(\.row)
      }
    }
  }
}
