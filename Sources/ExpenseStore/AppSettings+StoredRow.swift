import ExpenseSheets
import Foundation
import GRDB

extension AppSettings: StoredRow {
  static let table = "settings"
  static let columns = [
    "datasetId", "schemaVersion", "timezone", "rootFolderId", "dataSpreadsheetId",
    "receiptsFolderId", "createdAt", "lastModifiedAt", "extraCells",
  ]

  var key: UUID { datasetId }

  func arguments(position: Int) -> StatementArguments {
    [
      datasetId, schemaVersion, timezone, rootFolderId, dataSpreadsheetId, receiptsFolderId,
      ColumnCoding.milliseconds(createdAt), ColumnCoding.milliseconds(lastModifiedAt),
      ColumnCoding.json(extraCells), position,
    ]
  }

  init(row: Row, context: DecodingContext) throws {
    self.init(
      datasetId: try row.decode(atIndex: 0),
      schemaVersion: try row.decode(atIndex: 1),
      timezone: try row.decode(atIndex: 2),
      rootFolderId: try row.decode(atIndex: 3),
      dataSpreadsheetId: try row.decode(atIndex: 4),
      receiptsFolderId: try row.decode(atIndex: 5),
      createdAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 6)),
      lastModifiedAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 7)),
      extraCells: try context.extraCells(try row.decode(atIndex: 8))
    )
  }
}
