import ExpenseSheets
import Foundation
import GRDB

extension RecurringRule: StoredRow {
  static let table = "recurringRules"
  static let columns = [
    "recurringRuleId", "isEnabled", "type", "amount", "category", "tags", "note", "startDate",
    "cadence", "interval", "endDate", "createdAt", "lastModifiedAt", "extraCells",
  ]

  var key: UUID { recurringRuleId }

  func arguments(position: Int) -> StatementArguments {
    [
      recurringRuleId, isEnabled, type.rawValue, DecimalText.text(amount), category, tags, note,
      ColumnCoding.text(startDate), cadence.rawValue, interval, endDate.map(ColumnCoding.text),
      ColumnCoding.milliseconds(createdAt), ColumnCoding.milliseconds(lastModifiedAt),
      ColumnCoding.json(extraCells), position,
    ]
  }

  init(row: Row, context: DecodingContext) throws {
    let end: String? = try row.decode(atIndex: 10)
    self.init(
      recurringRuleId: try row.decode(atIndex: 0),
      isEnabled: try row.decode(atIndex: 1),
      type: try context.value(try row.decode(atIndex: 2), "type"),
      amount: try context.decimal(try row.decode(atIndex: 3), "amount"),
      category: try row.decode(atIndex: 4),
      tags: try row.decode(atIndex: 5),
      note: try row.decode(atIndex: 6),
      startDate: try context.sheetDate(try row.decode(atIndex: 7), "startDate"),
      cadence: try context.value(try row.decode(atIndex: 8), "cadence"),
      interval: try row.decode(atIndex: 9),
      endDate: try end.map { try context.sheetDate($0, "endDate") },
      createdAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 11)),
      lastModifiedAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 12)),
      extraCells: try context.extraCells(try row.decode(atIndex: 13))
    )
  }
}
