import Foundation

/// One receipt image in Drive, linked to a transaction (Receipts tab).
public struct Receipt: Sendable, Hashable, Codable {
  /// The primary key.
  public var receiptId: UUID
  /// The transaction this receipt belongs to.
  public var transactionId: UUID
  /// The Google Drive file id: the stable handle of the image.
  public var driveFileId: String
  /// The display name, normally `<YYYYMMDD>_<Category>_<TransactionId>_<n>.jpg`.
  public var fileName: String
  /// When the row was created.
  public var createdAt: Date
  /// When the row was last changed.
  public var lastModifiedAt: Date
  /// Cells of columns the model does not know, in sheet order.
  public var extraCells: [ExtraCell]

  /// Creates a receipt.
  public init(
    receiptId: UUID, transactionId: UUID, driveFileId: String, fileName: String,
    createdAt: Date, lastModifiedAt: Date, extraCells: [ExtraCell] = []
  ) {
    self.receiptId = receiptId
    self.transactionId = transactionId
    self.driveFileId = driveFileId
    self.fileName = fileName
    self.createdAt = createdAt
    self.lastModifiedAt = lastModifiedAt
    self.extraCells = extraCells
  }
}
