import ExpenseSheets
import GRDB

extension LedgerStore {
  /// The ledger's categories, in position order: what a validation against the store reads to
  /// tell a category renamed in the sheet, without the rest of the ledger.
  public func categories() throws -> [ExpenseSheets.Category] {
    try Self.run(path: path) {
      try reader.read { db in
        let rows: StoredRows<ExpenseSheets.Category> = try .read(
          db, from: LedgerTables.live(path: path))
        return rows.rows
      }
    }
  }
}
