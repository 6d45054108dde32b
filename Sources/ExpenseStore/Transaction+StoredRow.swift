import ExpenseSheets
import Foundation
import GRDB

extension Transaction: StoredRow {
  static let table = "transactions"
  typealias Codec = TransactionsCodec
  static let columns = fieldColumns
  static let columnEquality = fieldEquality

  var key: UUID { transactionId }

  func bindColumns(to binder: inout some ColumnSink) {
    binder.bind(transactionId)
    binder.bind(type.rawValue)
    binder.bind(date: date)
    binder.bind(year)
    binder.bind(month)
    binder.bind(amount: amount)
    binder.bind(category)
    binder.bind(tags)
    binder.bind(note)
    binder.bind(paidFlag?.rawValue)
    binder.bind(reimbursedFlag?.rawValue)
    binder.bind(recurringRuleId)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(extraCells: extraCells)
  }

  init(columns: ColumnReader) throws {
    self.init(
      transactionId: try columns.uuid(0, "transactionId"),
      type: try columns.value(1, "type"),
      date: try columns.sheetDate(2, "date"),
      year: columns.int(3),
      month: columns.int(4),
      amount: try columns.decimal(5, "amount"),
      category: columns.string(6),
      tags: columns.string(7),
      note: columns.string(8),
      paidFlag: try columns.optionalValue(9, "paidFlag"),
      reimbursedFlag: try columns.optionalValue(10, "reimbursedFlag"),
      recurringRuleId: try columns.optionalUUID(11, "recurringRuleId"),
      createdAt: columns.date(12),
      lastModifiedAt: columns.date(13),
      extraCells: try columns.extraCells(14)
    )
  }
}
