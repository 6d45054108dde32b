import Foundation

/// The timestamp cells of one tab that carried no zone (`2025/01/05 14:03:22`, a bare date, a
/// serial number): wall-clock times whose offset from UTC the sheet does not say.
///
/// Such a cell is read first in the dataset's time zone. Before a merge, the rows that equal
/// the last export show which offset the spreadsheet really applied (see
/// `FloatingTimestampReading`), and these cells are read again with it.
package struct FloatingTimestamps: Sendable, Hashable {
  /// One cell: where it stands, and the wall-clock time it shows.
  struct Cell: Sendable, Hashable {
    /// The sheet row (header is row 1).
    var sheetRow: Int32
    /// The wall-clock time, in milliseconds since 1970-01-01 00:00 of the same clock.
    var wallMilliseconds: Int64

    /// A day, in milliseconds.
    static let day: Int64 = 86_400_000

    /// Whether the cell shows midnight, as a date-time whose time a date format cut off does.
    var showsDayAlone: Bool { wallMilliseconds % Self.day == 0 }
  }

  /// One column's floating cells, in sheet order.
  struct Column: Sendable, Hashable {
    /// The column's index among its tab's known columns.
    var index: Int
    /// The canonical column name (`createdAt`, `lastModifiedAt`).
    var name: String
    /// The column's position in the sheet (0 is `A`).
    var sheetColumn: Int
    /// The cells, in sheet order.
    var cells: [Cell] = []
  }

  /// The zone the cells were first read in.
  var zone: TimeZone
  /// The columns that hold floating cells, in column order.
  var columns: [Column] = []

  /// Whether no cell is floating.
  var isEmpty: Bool { columns.allSatisfy { $0.cells.isEmpty } }

  /// Records a floating cell of the known column `index`, named `name`, which stands at
  /// `sheetColumn`; cells come in sheet order.
  mutating func add(
    column index: Int, name: @autoclosure () -> String, sheetColumn: Int, sheetRow: Int,
    wallMilliseconds: Int64
  ) {
    let cell = Cell(sheetRow: Int32(clamping: sheetRow), wallMilliseconds: wallMilliseconds)
    if let position = columns.firstIndex(where: { $0.index == index }) {
      columns[position].cells.append(cell)
    } else {
      columns.append(Column(index: index, name: name(), sheetColumn: sheetColumn, cells: [cell]))
    }
  }

  /// Appends the cells another part of the tab recorded, which come after these in sheet order.
  mutating func append(_ other: FloatingTimestamps) {
    for column in other.columns {
      if let position = columns.firstIndex(where: { $0.index == column.index }) {
        columns[position].cells += column.cells
      } else {
        columns.append(column)
      }
    }
  }
}
