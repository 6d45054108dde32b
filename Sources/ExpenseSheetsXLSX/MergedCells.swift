import ExpenseSheets
import SheetXLSX

/// The rows a sheet's merged cells cover below its header. Merging cells keeps the top left
/// cell's value only (Excel and Google Sheets empty the others), so a covered cell of a data row
/// reads as emptied: a merge would clear the stored value. Such a row is an error instead, which
/// keeps the local row.
enum MergedCells {
  /// A `merged-cells` error for each data row of `tab` (below `headerRow`) that holds a cell and
  /// whose cells `ranges` cover, naming the first range covering it. A range over columns
  /// without a header (side notes beside the tab) covers no value the tab reads, and is passed
  /// over.
  ///
  /// - Parameter columnName: The name of a column its header gives, `nil` for none.
  /// - Complexity: O(*r* log *r* + rows covered), *r* the number of ranges: each row is looked
  ///   at once, however many ranges overlap it.
  static func errors(
    _ ranges: [CellRange], tab: Tab, headerRow: Int, columnName: (Int) -> String?,
    holdsCells: (Int) -> Bool
  ) -> [Diagnostic] {
    // A range's own top row is covered only right of its first cell; a row is covered where a
    // covered cell lies in a column of data.
    let covering = ranges.filter { range in
      range.columns.contains { columnName($0) != nil }
    }.map { range in
      (
        range,
        firstCovered: range.columns.dropFirst().contains { columnName($0) != nil }
          ? range.rows.lowerBound : range.rows.lowerBound + 1
      )
    }
    .filter { $0.firstCovered <= $0.0.rows.upperBound && $0.0.rows.upperBound > headerRow }
    .sorted { $0.firstCovered < $1.firstCovered }
    // Every covered row has its own error: an error that names a row is what rejects it.
    var errors: [Diagnostic] = []
    var next = headerRow + 1
    for (range, firstCovered) in covering {
      let start = max(firstCovered, next)
      next = max(next, range.rows.upperBound + 1)
      guard start <= range.rows.upperBound else { continue }
      for row in start...range.rows.upperBound where holdsCells(row) {
        errors.append(error(tab: tab, row: row, range: range, columnName: columnName))
      }
    }
    return errors
  }

  /// The error of row `row`, covered by `range`.
  private static func error(
    tab: Tab, row: Int, range: CellRange, columnName: (Int) -> String?
  ) -> Diagnostic {
    let first =
      row == range.rows.lowerBound ? range.columns.lowerBound + 1 : range.columns.lowerBound
    let column =
      stride(from: first, through: range.columns.upperBound, by: 1).first {
        columnName($0) != nil
      } ?? first
    let top = A1.reference(tab: tab, column: range.columns.lowerBound, row: range.rows.lowerBound)
    let merged =
      ColumnName.letters(of: range.columns.lowerBound) + "\(range.rows.lowerBound):"
      + ColumnName.letters(of: range.columns.upperBound) + "\(range.rows.upperBound)"
    return Diagnostic(
      severity: .error, code: .mergedCells, tab: tab, row: row, column: columnName(column),
      cell: A1.reference(tab: tab, column: column, row: row),
      message:
        "this cell is merged into \(merged), which shows only the value of \(top): the value it held is gone from the sheet, so row \(row) is not read and \(Diagnostic.unreadRowOutcome); unmerge the cells and type the value again"
    )
  }
}
