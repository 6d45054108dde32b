import ExpenseSheets
import Foundation
import GRDB

/// What the store recorded of one table's rows since its oldest kept export (see
/// ``BaseSnapshot``): for each key whose row some kept export's base holds otherwise than the
/// live table, its copies (the row as an export held it, before it first changed or went) and
/// its absent marks (added since an export), by key and stamp only, in export order.
///
/// It tells, for every kept export at once, whether that export's base holds a key, without
/// reading any base's rows.
struct RecordedChanges<R: StoredRow> {
  /// One record: after export `exportSeq`, the row, stamped `copiedStamp`, was copied; or,
  /// when `copiedStamp` is `nil`, its key was added.
  struct Record {
    var exportSeq: Int64
    var copiedStamp: Date?
  }

  /// Each key's records, in `exportSeq` order, a copy before a mark of the same export.
  var records: [R.Key: [Record]] = [:]

  /// Reads the records of `R`'s table with `exportSeq` >= `oldestSeq` from the store `db`, at
  /// `path`.
  static func read(_ db: Database, path: String, oldestSeq: Int64) throws -> RecordedChanges {
    let key = R.columns[0]
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT \(key), exportSeq, lastModifiedAt, 0 FROM base_\(R.table) WHERE exportSeq >= ?1
        UNION ALL
        SELECT key, exportSeq, NULL, 1 FROM baseAbsentKeys WHERE tableName = ?2 AND exportSeq >= ?1
        ORDER BY 2, 4
        """, arguments: [oldestSeq, R.table])
    var changes = RecordedChanges()
    while let row = try rows.next() {
      let value: DatabaseValue = row[0]
      guard let rowKey = R.Key.fromDatabaseValue(value) else {
        throw StoreError.invalidData(path, table: R.table, column: key, value: "\(value)")
      }
      let stamp = (row[2] as Int64?).map(ColumnCoding.date(milliseconds:))
      changes.records[rowKey, default: []].append(Record(exportSeq: row[1], copiedStamp: stamp))
    }
    return changes
  }

  /// The record that decides `key` in the base of export `seq`: its first with `exportSeq` >=
  /// `seq`; `nil` when the base holds the key as the live table does.
  func record(of key: R.Key, at seq: Int64) -> Record? {
    records[key]?.first { $0.exportSeq >= seq }
  }
}
