import Foundation

/// The codec of one tab: its columns, how a row is read from cells, and how it is written.
///
/// The shared driver (`TabDecoder`, `TabEncoder`) does header mapping, blank rows, extra
/// columns and positions; a codec only says what its columns are and how a row is built.
package protocol TabCodec: Sendable {
  /// The row type, with its field table.
  associatedtype Row: TabRow
  /// The column list, in export order: the field table's columns.
  associatedtype Column: TabColumn where Column.Row == Row

  /// The tab.
  static var tab: Tab { get }

  /// Reads a row from its cells; reports unreadable cells through the reader and returns
  /// `nil` when the row cannot be built.
  static func decode(_ cells: inout RowReader<Column>) -> Row?

  /// The canonical text of each known column, in `Column.allCases` order (text not yet guarded).
  static func encode(_ row: Row) -> [String]

  /// Writes a row's known cells, in `Column.allCases` order: those of ``encode(_:)``, text
  /// guarded. Codecs of large tabs write them without making a `String` of every cell.
  static func write(_ row: Row, to cells: inout CellWriter)

  /// The row's key.
  static func key(of row: Row) -> RowKey

  /// The column that holds the row's key, read even from a row whose other cells cannot be.
  static var keyColumn: Column { get }

  /// The key written in a key cell, or `nil` when the cell does not hold one.
  static func key(fromCell text: String) -> RowKey?

  /// The row with a content-derived id in place of the id a person left empty.
  ///
  /// Tabs keyed by a name rather than an id return the row unchanged.
  static func withDerivedId(_ id: UUID, row: Row) -> Row
}

extension TabCodec {
  /// The canonical text of each field in the row type's field table.
  package static func encode(_ row: Row) -> [String] { Row.canonicalCells(of: row) }

  /// Writes the cells ``encode(_:)`` gives, text columns guarded.
  package static func write(_ row: Row, to cells: inout CellWriter) {
    cells.cells(encode(row), isText: Column.allCases.map { $0.kind == .text })
  }
}
