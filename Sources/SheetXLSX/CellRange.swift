/// A rectangle of a sheet's cells, such as the merged cells `I2:I3`.
public struct CellRange: Sendable, Hashable {
  /// The rows, from 1.
  public var rows: ClosedRange<Int>
  /// The zero-based columns: 0 is `A`.
  public var columns: ClosedRange<Int>

  /// The cells of `rows` and `columns`.
  public init(rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
    self.rows = rows
    self.columns = columns
  }

  /// The range a reference such as `I2:I3` (or one cell, `I2`) names, `$` signs allowed; `nil`
  /// for anything else, or a cell outside the grid.
  public init?(reference: String) {
    let corners = reference.utf8.split(
      separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard corners.count == 1 || corners.count == 2,
      let first = Self.cell(Array(corners[0])),
      let last = Self.cell(Array(corners[corners.count - 1]))
    else { return nil }
    rows = min(first.row, last.row)...max(first.row, last.row)
    columns = min(first.column, last.column)...max(first.column, last.column)
  }

  /// Whether the range holds more than one cell.
  public var isSeveralCells: Bool { rows.count > 1 || columns.count > 1 }

  /// The row and column of a cell reference such as `$I$2`.
  private static func cell(_ bytes: [UInt8]) -> (row: Int, column: Int)? {
    let bytes = bytes.filter { $0 != UInt8(ascii: "$") }
    return bytes.withUnsafeBufferPointer { buffer -> (row: Int, column: Int)? in
      guard let column = ColumnName.column(ofReference: buffer, 0..<buffer.count) else {
        return nil
      }
      let digits = buffer.drop { $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") }
      guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0 &- 0x30 < 10 }) else {
        return nil
      }
      let row = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      guard row >= 1, row <= XLSXSheetScan.rowCount, column < XLSXSheetScan.columnCount else {
        return nil
      }
      return (row, column)
    }
  }
}
