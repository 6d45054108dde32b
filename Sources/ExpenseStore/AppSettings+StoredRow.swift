import ExpenseSheets
import Foundation
import GRDB

extension AppSettings: StoredRow {
  static let table = "settings"
  typealias Codec = SettingsCodec
  static let columns = [
    "datasetId", "schemaVersion", "timezone", "rootFolderId", "dataSpreadsheetId",
    "receiptsFolderId", "createdAt", "lastModifiedAt", "extraCells",
  ]

  static let columnEquality: [@Sendable (AppSettings, AppSettings) -> Bool] = [
    { $0.datasetId == $1.datasetId },
    { $0.schemaVersion == $1.schemaVersion },
    { $0.timezone == $1.timezone },
    { $0.rootFolderId == $1.rootFolderId },
    { $0.dataSpreadsheetId == $1.dataSpreadsheetId },
    { $0.receiptsFolderId == $1.receiptsFolderId },
    { $0.createdAt == $1.createdAt },
    { $0.lastModifiedAt == $1.lastModifiedAt },
    { $0.extraCells == $1.extraCells },
  ]

  var key: UUID { datasetId }

  func bind(to binder: inout ColumnBinder, position: Int) {
    binder.bind(datasetId)
    binder.bind(schemaVersion)
    binder.bind(timezone)
    binder.bind(rootFolderId)
    binder.bind(dataSpreadsheetId)
    binder.bind(receiptsFolderId)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(ColumnCoding.json(extraCells))
    binder.bind(position)
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
