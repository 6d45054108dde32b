import ExpenseSheets
import Foundation
import GRDB

extension Receipt: StoredRow {
  static let table = "receipts"
  static let columns = [
    "receiptId", "transactionId", "driveFileId", "fileName", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  var key: UUID { receiptId }

  func arguments(position: Int) -> StatementArguments {
    [
      receiptId, transactionId, driveFileId, fileName, ColumnCoding.milliseconds(createdAt),
      ColumnCoding.milliseconds(lastModifiedAt), ColumnCoding.json(extraCells), position,
    ]
  }

  init(row: Row, context: DecodingContext) throws {
    self.init(
      receiptId: try row.decode(atIndex: 0),
      transactionId: try row.decode(atIndex: 1),
      driveFileId: try row.decode(atIndex: 2),
      fileName: try row.decode(atIndex: 3),
      createdAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 4)),
      lastModifiedAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 5)),
      extraCells: try context.extraCells(try row.decode(atIndex: 6))
    )
  }
}
