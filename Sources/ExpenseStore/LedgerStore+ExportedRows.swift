import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// The rows of `tab` whose ids are among `ids` as the export `exportId` wrote them, or the
  /// latest export when `exportId` is `nil` or its base is not kept: what
  /// ``ExpenseSheets/ExportedRows`` gives a validator. Only Transactions and RecurringRules
  /// rows are given. Each row is read by its key, so that a few of a large ledger cost little.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func exportedRows(of tab: Tab, withIds ids: Set<UUID>, exportId: UUID?) throws
    -> Ledger
  {
    guard !ids.isEmpty, tab == .transactions || tab == .recurringRules else { return Ledger() }
    return try Self.run(path: path) {
      try reader.read { db in
        let kept = try exportId.flatMap { try BaseSnapshot.seq(of: $0, db) }
        guard let seq = try kept ?? BaseSnapshot.latestSeq(db) else { return Ledger() }
        return tab == .transactions
          ? Ledger(transactions: try exported(Transaction.self, ids, at: seq, db))
          : Ledger(recurringRules: try exported(RecurringRule.self, ids, at: seq, db))
      }
    }
  }

  /// The rows of `R` with `keys` in export `seq`'s base: the copy a later write kept of each,
  /// unless the key was added after the export; the live row when the row is unchanged since.
  private func exported<R: StoredRow>(
    _: R.Type, _ keys: Set<UUID>, at seq: Int64, _ db: Database
  ) throws -> [R] where R.Key == UUID {
    let names = (R.columns + ["position", "rowid"]).joined(separator: ", ")
    let copy = try db.cachedStatement(
      sql: "SELECT \(names), exportSeq FROM base_\(R.table) "
        + "WHERE \(R.columns[0]) = ?1 AND exportSeq >= ?2 ORDER BY exportSeq LIMIT 1")
    let live = try db.cachedStatement(
      sql: "SELECT \(names) FROM \(R.table) WHERE \(R.columns[0]) = ?")
    var rows: [R] = []
    for key in keys {
      let added = try Int64.fetchOne(
        db,
        sql: "SELECT MIN(exportSeq) FROM baseAbsentKeys "
          + "WHERE tableName = ? AND key = ? AND exportSeq >= ?",
        arguments: [R.table, key, seq])
      var copied: (row: R, seq: Int64)?
      copy.setUncheckedArguments([key, seq])
      try R.forEachSelection(of: copy, in: .base(path: path)) { columns in
        copied = (try R(columns: columns), columns.int64(Int32(R.columns.count + 2)))
      }
      if let copied, added.map({ copied.seq <= $0 }) ?? true {
        rows.append(copied.row)
      } else if added == nil {
        live.setUncheckedArguments([key])
        try R.forEachRow(of: live, in: .live(path: path)) { row, _, _ in rows.append(row) }
      }
    }
    return rows
  }
}
