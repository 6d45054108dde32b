import ExpenseSheets
import Foundation
import GRDB

extension AppSettings: StoredRow {
  static let table = "settings"
  typealias Codec = SettingsCodec
  static let columns = fieldColumns
  static let columnEquality = fieldEquality

  var key: UUID { datasetId }

  func bindColumns(to binder: inout some ColumnSink) {
    binder.bind(datasetId)
    binder.bind(schemaVersion)
    binder.bind(timezone)
    binder.bind(rootFolderId)
    binder.bind(dataSpreadsheetId)
    binder.bind(receiptsFolderId)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(extraCells: extraCells)
  }

  init(columns: ColumnReader) throws {
    self.init(
      datasetId: try columns.uuid(0, "datasetId"),
      schemaVersion: columns.int(1),
      timezone: columns.string(2),
      rootFolderId: columns.string(3),
      dataSpreadsheetId: columns.string(4),
      receiptsFolderId: columns.string(5),
      createdAt: columns.date(6),
      lastModifiedAt: columns.date(7),
      extraCells: try columns.extraCells(8)
    )
  }
}
