import ExpenseSheets
import Foundation
import GRDB

extension ExpenseSheets.Category: StoredRow {
  static let table = "categories"
  static let columns = [
    "name", "type", "emoji", "colorHex", "isActive", "sortOrder", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  var key: String { name }

  func arguments(position: Int) -> StatementArguments {
    [
      name, type.rawValue, emoji, colorHex, isActive, sortOrder,
      ColumnCoding.milliseconds(createdAt), ColumnCoding.milliseconds(lastModifiedAt),
      ColumnCoding.json(extraCells), position,
    ]
  }

  init(row: Row, context: DecodingContext) throws {
    self.init(
      name: try row.decode(atIndex: 0),
      type: try context.value(try row.decode(atIndex: 1), "type"),
      emoji: try row.decode(atIndex: 2),
      colorHex: try row.decode(atIndex: 3),
      isActive: try row.decode(atIndex: 4),
      sortOrder: try row.decode(atIndex: 5),
      createdAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 6)),
      lastModifiedAt: ColumnCoding.date(milliseconds: try row.decode(atIndex: 7)),
      extraCells: try context.extraCells(try row.decode(atIndex: 8))
    )
  }
}
