import Foundation

/// The Receipts tab: its columns in export order, and how a row is read and written.
package enum ReceiptsCodec: TabCodec {
  /// The Receipts columns, named as the header.
  package enum Column: TabColumn {
    case receiptId, transactionId, driveFileId, fileName, createdAt, lastModifiedAt
    /// The row type, whose field table describes the columns.
    package typealias Row = Receipt
  }

  /// The tab.
  package static let tab = Tab.receipts

  /// The key column, `receiptId`.
  package static let keyColumn = Column.receiptId

  /// Reads a receipt.
  package static func decode(_ cells: inout RowReader<Column>) -> Receipt? {
    let id = cells.uuid(.receiptId)
    let transactionId = cells.uuid(.transactionId)
    let driveFileId = cells.text(.driveFileId)
    let fileName = cells.text(.fileName)
    let createdAt = cells.timestamp(.createdAt)
    let lastModifiedAt = cells.timestamp(.lastModifiedAt)
    guard let transactionId else { return nil }
    return Receipt(
      receiptId: id ?? RowPlaceholder.id, transactionId: transactionId, driveFileId: driveFileId,
      fileName: fileName, createdAt: createdAt ?? lastModifiedAt ?? RowPlaceholder.time,
      lastModifiedAt: lastModifiedAt ?? createdAt ?? RowPlaceholder.time)
  }

  /// The receipt's key.
  package static func key(of row: Receipt) -> RowKey { .receipt(row.receiptId) }

  /// The key in a `receiptId` cell.
  package static func key(fromCell text: String) -> RowKey? {
    UUID(uuidString: text.trimmingCharacters(in: .whitespaces)).map { .receipt($0) }
  }

  /// The receipt with a content-derived id.
  package static func withDerivedId(_ id: UUID, row: Receipt) -> Receipt {
    var row = row
    row.receiptId = id
    return row
  }
}

extension ReceiptsCodec {
  /// Writes a receipt's cells: those of `encode(_:)`, text guarded.
  package static func write(_ row: Receipt, to cells: inout CellWriter) {
    cells.uuid(row.receiptId)
    cells.uuid(row.transactionId)
    cells.text(row.driveFileId)
    cells.text(row.fileName)
    cells.timestamp(row.createdAt)
    cells.timestamp(row.lastModifiedAt)
  }
}
