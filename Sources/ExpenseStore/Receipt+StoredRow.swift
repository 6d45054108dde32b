import ExpenseSheets
import Foundation
import GRDB

extension Receipt: StoredRow {
  static let table = "receipts"
  typealias Codec = ReceiptsCodec
  static let columns = [
    "receiptId", "transactionId", "driveFileId", "fileName", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  static let columnEquality: [@Sendable (Receipt, Receipt) -> Bool] = [
    { $0.receiptId == $1.receiptId },
    { $0.transactionId == $1.transactionId },
    { $0.driveFileId == $1.driveFileId },
    { $0.fileName == $1.fileName },
    { $0.createdAt == $1.createdAt },
    { $0.lastModifiedAt == $1.lastModifiedAt },
    { $0.extraCells == $1.extraCells },
  ]

  var key: UUID { receiptId }

  func bind(to binder: inout ColumnBinder, position: Int) {
    binder.bind(receiptId)
    binder.bind(transactionId)
    binder.bind(driveFileId)
    binder.bind(fileName)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(ColumnCoding.json(extraCells))
    binder.bind(position)
  }

  init(columns: ColumnReader) throws {
    self.init(
      receiptId: try columns.uuid(0, "receiptId"),
      transactionId: try columns.uuid(1, "transactionId"),
      driveFileId: columns.string(2),
      fileName: columns.string(3),
      createdAt: columns.date(4),
      lastModifiedAt: columns.date(5),
      extraCells: try columns.extraCells(6)
    )
  }
}
