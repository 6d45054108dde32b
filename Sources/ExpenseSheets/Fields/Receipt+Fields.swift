extension Receipt: TabRow {
  /// The Receipts columns.
  package static let fields: [TabField<Receipt>] = [
    .value(
      "receiptId", .uuid, .key, { $0.receiptId }, { $0.receiptId = $1 }, text: CellFormatter.uuid),
    .value(
      "transactionId", .uuid, .required, { $0.transactionId }, { $0.transactionId = $1 },
      text: CellFormatter.uuid),
    .text("driveFileId", .required, { $0.driveFileId }, { $0.driveFileId = $1 }),
    .text("fileName", .required, { $0.fileName }, { $0.fileName = $1 }),
    .timestamp("createdAt", .stamp, { $0.createdAt }, { $0.createdAt = $1 }),
    .timestamp(
      "lastModifiedAt", .stamp, merged: false, { $0.lastModifiedAt }, { $0.lastModifiedAt = $1 }),
  ]
}
