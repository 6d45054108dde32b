extension AppSettings: TabRow {
  /// The Settings columns: every one is required.
  package static let fields: [TabField<AppSettings>] = [
    .value(
      "datasetId", .uuid, .required, { $0.datasetId }, { $0.datasetId = $1 },
      text: CellFormatter.uuid),
    .value(
      "schemaVersion", .integer, .required, { $0.schemaVersion }, { $0.schemaVersion = $1 },
      text: String.init),
    .text("timezone", .required, { $0.timezone }, { $0.timezone = $1 }),
    .text("rootFolderId", .required, { $0.rootFolderId }, { $0.rootFolderId = $1 }),
    .text("dataSpreadsheetId", .required, { $0.dataSpreadsheetId }, { $0.dataSpreadsheetId = $1 }),
    .text("receiptsFolderId", .required, { $0.receiptsFolderId }, { $0.receiptsFolderId = $1 }),
    .timestamp("createdAt", .required, { $0.createdAt }, { $0.createdAt = $1 }),
    .timestamp(
      "lastModifiedAt", .required, merged: false, { $0.lastModifiedAt },
      { $0.lastModifiedAt = $1 }),
  ]
}
