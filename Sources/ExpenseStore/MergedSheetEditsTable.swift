import ExpenseSheets
import Foundation
import GRDB

/// The `mergedSheetEdits` table: the sheet values merges took, kept by the export the sheet
/// came from (its `exportSeq`) and forgotten with that export's base.
enum MergedSheetEditsTable {
  /// The edits recorded for the export numbered `seq`, in the order the merges took them (rows
  /// are appended).
  static func read(seq: Int64, _ db: Database) throws -> MergedSheetEdits {
    var edits = MergedSheetEdits()
    let rows = try GRDB.Row.fetchCursor(
      db,
      sql:
        "SELECT tableName, key, field, value FROM mergedSheetEdits WHERE exportSeq = ? ORDER BY rowid",
      arguments: [seq])
    while let row = try rows.next() {
      // Only this table's writer below fills it: every row names a tab and a key of it.
      guard let tab = Tab(rawValue: row[0]), let key = RowKey(tab: tab, value: row[1]) else {
        continue
      }
      edits.insert(MergedSheetEdits.Edit(key: key, field: row[2], value: row[3]))
    }
    return edits
  }

  /// Records `edits`, by the id of the export their sheet came from; those of an export the
  /// store no longer keeps are left out, as its base is.
  static func record(_ edits: [UUID: [MergedSheetEdits.Edit]], _ db: Database) throws {
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO mergedSheetEdits (exportSeq, tableName, key, field, value)
        VALUES (?, ?, ?, ?, ?)
        """)
    for (exportId, edits) in edits where !edits.isEmpty {
      guard let seq = try BaseSnapshot.seq(of: exportId, db) else { continue }
      for edit in edits {
        try insert.execute(db) { binder in
          binder.bind(seq)
          binder.bind(edit.key.tab.rawValue)
          binder.bind(edit.key.value)
          binder.bind(edit.field)
          binder.bind(edit.value)
        }
      }
    }
  }

  /// Forgets the edits of the exports before the one numbered `oldest`.
  static func remove(before oldest: Int64, _ db: Database) throws {
    try db.execute(sql: "DELETE FROM mergedSheetEdits WHERE exportSeq < ?", arguments: [oldest])
  }
}
