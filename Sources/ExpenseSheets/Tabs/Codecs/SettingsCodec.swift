import Foundation

/// The Settings tab: its columns in export order, and how its row is read and written.
package enum SettingsCodec: TabCodec {
  /// The Settings columns, named as the header.
  package enum Column: TabColumn {
    case datasetId, schemaVersion, timezone, rootFolderId, dataSpreadsheetId, receiptsFolderId
    case createdAt, lastModifiedAt
    /// The row type, whose field table describes the columns.
    package typealias Row = AppSettings
  }

  /// The tab.
  package static let tab = Tab.settings

  /// The key column, `datasetId`.
  package static let keyColumn = Column.datasetId

  /// Reads the settings row.
  package static func decode(_ cells: inout RowReader<Column>) -> AppSettings? {
    let id = cells.uuid(.datasetId)
    let schemaVersion = cells.integer(.schemaVersion)
    let timezone = cells.text(.timezone)
    let rootFolderId = cells.text(.rootFolderId)
    let dataSpreadsheetId = cells.text(.dataSpreadsheetId)
    let receiptsFolderId = cells.text(.receiptsFolderId)
    let createdAt = cells.timestamp(.createdAt)
    let lastModifiedAt = cells.timestamp(.lastModifiedAt)
    guard let id, let schemaVersion, let createdAt, let lastModifiedAt else { return nil }
    return AppSettings(
      datasetId: id, schemaVersion: schemaVersion,
      timezone: timezone.trimmingCharacters(in: .whitespaces), rootFolderId: rootFolderId,
      dataSpreadsheetId: dataSpreadsheetId, receiptsFolderId: receiptsFolderId,
      createdAt: createdAt, lastModifiedAt: lastModifiedAt)
  }

  /// The settings row's key: its dataset id.
  package static func key(of row: AppSettings) -> RowKey { .settings(row.datasetId) }

  /// The key in a `datasetId` cell.
  package static func key(fromCell text: String) -> RowKey? {
    UUID(uuidString: text.trimmingCharacters(in: .whitespaces)).map { .settings($0) }
  }

  /// Settings are never typed without their id: the row is returned unchanged.
  package static func withDerivedId(_ id: UUID, row: AppSettings) -> AppSettings { row }
}
