import ExpenseSheets
import Foundation
import GRDB

extension Receipt: StoredRow {
  static let table = "receipts"
  typealias Codec = ReceiptsCodec
  static let columns = fieldColumns
  static let columnEquality = fieldEquality

  var key: UUID { receiptId }

  func bindColumns(to binder: inout some ColumnSink) {
    binder.bind(receiptId)
    binder.bind(transactionId)
    binder.bind(driveFileId)
    binder.bind(fileName)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(extraCells: extraCells)
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
