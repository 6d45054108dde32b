import Foundation

/// The Categories tab: its columns in export order, and how a row is read and written.
package enum CategoriesCodec: TabCodec {
  /// The Categories columns, named as the header.
  package enum Column: TabColumn {
    case name, type, emoji, colorHex, isActive, sortOrder, createdAt, lastModifiedAt
    /// The row type, whose field table describes the columns.
    package typealias Row = Category
  }

  /// The tab.
  package static let tab = Tab.categories

  /// The key column, `name`.
  package static let keyColumn = Column.name

  /// Reads a category.
  package static func decode(_ cells: inout RowReader<Column>) -> Category? {
    let name = cells.text(.name)
    let type = cells.enumeration(.type, as: CategoryType.self)
    let emoji = cells.text(.emoji)
    let colorHex = cells.text(.colorHex)
    let isActive = cells.bool(.isActive)
    let sortOrder = cells.integer(.sortOrder)
    let createdAt = cells.timestamp(.createdAt)
    let lastModifiedAt = cells.timestamp(.lastModifiedAt)
    guard let type, let isActive else { return nil }
    return Category(
      name: name, type: type, emoji: emoji, colorHex: colorHex, isActive: isActive,
      sortOrder: sortOrder, createdAt: createdAt ?? lastModifiedAt ?? RowPlaceholder.time,
      lastModifiedAt: lastModifiedAt ?? createdAt ?? RowPlaceholder.time)
  }

  /// The category's key: its case-sensitive name.
  package static func key(of row: Category) -> RowKey { .category(row.name) }

  /// The key in a `name` cell.
  package static func key(fromCell text: String) -> RowKey? {
    text.isEmpty ? nil : .category(TextGuard.unguarded(text))
  }

  /// Categories are keyed by name: the row is returned unchanged.
  package static func withDerivedId(_ id: UUID, row: Category) -> Category { row }
}
