import ExpenseSheets
import Foundation
import GRDB

extension ExpenseSheets.Category: StoredRow {
  static let table = "categories"
  typealias Codec = CategoriesCodec
  static let columns = fieldColumns
  static let columnEquality = fieldEquality

  var key: String { name }

  func bindColumns(to binder: inout some ColumnSink) {
    binder.bind(name)
    binder.bind(type.rawValue)
    binder.bind(emoji)
    binder.bind(colorHex)
    binder.bind(isActive)
    binder.bind(sortOrder)
    binder.bind(ColumnCoding.milliseconds(createdAt))
    binder.bind(ColumnCoding.milliseconds(lastModifiedAt))
    binder.bind(extraCells: extraCells)
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
