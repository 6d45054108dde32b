import ExpenseSheets
import Foundation
import GRDB

extension Transaction: StoredRow {
  static let table = "transactions"
  static let columns = [
    "transactionId", "type", "date", "year", "month", "amount", "category", "tags", "note",
    "paidFlag", "reimbursedFlag", "recurringRuleId", "createdAt", "lastModifiedAt", "extraCells",
  ]

  var key: UUID { transactionId }

  func arguments(position: Int) -> StatementArguments {
    [
      transactionId, type.rawValue, ColumnCoding.text(date), year, month,
      DecimalText.text(amount), category, tags, note, paidFlag?.rawValue,
      reimbursedFlag?.rawValue, recurringRuleId, ColumnCoding.milliseconds(createdAt),
      ColumnCoding.milliseconds(lastModifiedAt), ColumnCoding.json(extraCells), position,
    ]
  }

  init(row: Row, context: DecodingContext) throws {
    let paid: String? = try row.decode(atIndex: 9)
    let reimbursed: String? = try row.decode(atIndex: 10)
    self.init(
      transactionId: try row.decode(atIndex: 0),
      type: try context.value(try row.decode(atIndex: 1), "type"),
      date: try context.sheetDate(try row.decode(atIndex: 2), "date"),
      year: try row.decode(atIndex: 3),
      month: try row.decode(atIndex: 4),
      amount: try context.decimal(try row.decode(atIndex: 5), "amount"),
      category: try row.decode(atIndex: 6),
      tags: try row.decode(atIndex: 7),
      note: try row.decode(atIndex: 8),
      paidFlag: try paid.map { try context.value($0, "paidFlag") },
      reimbursedFlag: try reimbursed.map { try context.value($0, "reimbursedFlag") },
      recurringRuleId: try row.decode(atIndex: 11),
      createdAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 12)),
      lastModifiedAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 13)),
      extraCells: try context.extraCells(try row.decode(atIndex: 14))
    )
  }
}
