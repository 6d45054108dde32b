import Foundation

/// The Categories tab: its columns in export order, and how a row is read and written.
package enum CategoriesCodec: TabCodec {
  /// The Categories columns, named as the header.
  package enum Column: TabColumn {
    case name, type, emoji, colorHex, isActive, sortOrder, createdAt, lastModifiedAt

    /// How the column's cells are written and read.
    package var kind: CellKind {
      switch self {
      case .name, .emoji, .colorHex: .text
      case .type: .enumeration(CategoryType.allCases.map(\.rawValue))
      case .isActive: .boolean
      case .sortOrder: .integer
      case .createdAt, .lastModifiedAt: .timestamp
      }
    }

    /// Whether the column and its cells must be present.
    package var rule: ColumnRule {
      switch self {
      case .name, .type, .isActive: .required
      case .createdAt, .lastModifiedAt: .stamp
      default: .optional
      }
    }
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

  /// The canonical cells of a category.
  package static func encode(_ row: Category) -> [String] {
    [
      row.name, row.type.rawValue, row.emoji, row.colorHex, CellFormatter.bool(row.isActive),
      row.sortOrder.map(String.init) ?? "", CellFormatter.timestamp(row.createdAt),
      CellFormatter.timestamp(row.lastModifiedAt),
    ]
  }

  /// The category's key: its case-sensitive name.
  package static func key(of row: Category) -> RowKey { .category(row.name) }

  /// The key in a `name` cell.
  package static func key(fromCell text: String) -> RowKey? {
    text.isEmpty ? nil : .category(TextGuard.unguarded(text))
  }

  /// The category's unknown-column cells.
  package static func extraCells(of row: Category) -> [ExtraCell] { row.extraCells }

  /// The category with other unknown-column cells.
  package static func withExtraCells(_ cells: [ExtraCell], row: Category) -> Category {
    var row = row
    row.extraCells = cells
    return row
  }

  /// Categories are keyed by name: the row is returned unchanged.
  package static func withDerivedId(_ id: UUID, row: Category) -> Category { row }
}
