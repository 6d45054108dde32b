import Foundation

/// The dataset's identity and Drive ids: the single row of the Settings tab.
public struct AppSettings: Sendable, Hashable, Codable {
  /// The stable identity of the dataset; two sheets with different ids are different ledgers.
  public var datasetId: UUID
  /// The sheet format version, starting at 1.
  public var schemaVersion: Int
  /// The newest sheet format version this build reads: a sheet of a newer one may hold what it
  /// would misread.
  public static let newestSchemaVersion = 1
  /// A time zone identifier such as `America/New_York`, used to read local date-times.
  public var timezone: String
  /// The Drive folder id of `ExpenseTracker/`.
  public var rootFolderId: String
  /// The spreadsheet's file id.
  public var dataSpreadsheetId: String
  /// The Drive folder id of `Receipts/`.
  public var receiptsFolderId: String
  /// When the row was created.
  public var createdAt: Date
  /// When the row was last changed.
  public var lastModifiedAt: Date
  /// Cells of columns the model does not know, in sheet order.
  public var extraCells: [ExtraCell]

  /// Creates the settings row.
  public init(
    datasetId: UUID, schemaVersion: Int = 1, timezone: String, rootFolderId: String,
    dataSpreadsheetId: String, receiptsFolderId: String, createdAt: Date, lastModifiedAt: Date,
    extraCells: [ExtraCell] = []
  ) {
    self.datasetId = datasetId
    self.schemaVersion = schemaVersion
    self.timezone = timezone
    self.rootFolderId = rootFolderId
    self.dataSpreadsheetId = dataSpreadsheetId
    self.receiptsFolderId = receiptsFolderId
    self.createdAt = createdAt
    self.lastModifiedAt = lastModifiedAt
    self.extraCells = extraCells
  }
}
