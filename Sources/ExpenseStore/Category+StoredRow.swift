import ExpenseSheets
import Foundation
import GRDB

extension ExpenseSheets.Category: StoredRow {
  static let table = "categories"
  typealias Codec = CategoriesCodec
  static let columns = [
    "name", "type", "emoji", "colorHex", "isActive", "sortOrder", "createdAt", "lastModifiedAt",
    "extraCells",
  ]

  static let columnEquality: [@Sendable (ExpenseSheets.Category, ExpenseSheets.Category) -> Bool] =
    [
      { $0.name == $1.name },
      { $0.type == $1.type },
      { $0.emoji == $1.emoji },
      { $0.colorHex == $1.colorHex },
      { $0.isActive == $1.isActive },
      { $0.sortOrder == $1.sortOrder },
      { $0.createdAt == $1.createdAt },
      { $0.lastModifiedAt == $1.lastModifiedAt },
      { $0.extraCells == $1.extraCells },
    ]

  var key: String { name }

  func bind(to binder: inout ColumnBinder, position: Int) {
    binder.bind(name)
    binder.bind(type.rawValue)
    binder.bind(emoji)
    binder.bind(colorHex)
    binder.bind(isActive)
    binder.bind(sortOrder)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(ColumnCoding.json(extraCells))
    binder.bind(position)
  }

  init(columns: ColumnReader) throws {
    self.init(
      name: columns.string(0),
      type: try columns.value(1, "type"),
      emoji: columns.string(2),
      colorHex: columns.string(3),
      isActive: columns.bool(4),
      sortOrder: columns.optionalInt(5),
      createdAt: columns.date(6),
      lastModifiedAt: columns.date(7),
      extraCells: try columns.extraCells(8)
    )
  }
}
