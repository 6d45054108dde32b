import SheetCSV

/// A tab file that ends inside a row, as a download cut off before its end does: it lacks the
/// rows past the cut, so a merge must not take them as deleted.
///
/// The file ends without a line break, and its last row either lacks the cell of a known column
/// that the row before it has (`…,2025-01-05,12.50,Food,,,pai`), or ends in a cell that cannot
/// be read (`…,2025-01-05T14:0`).
enum CutOffTab {
  /// The error of a tab whose file ends inside its last row, on that row; `nil` when the file
  /// ends after a whole row.
  ///
  /// - Parameters:
  ///   - table: the tab's file.
  ///   - layout: where its columns stand.
  ///   - diagnostics: the problems found in its cells.
  /// - Complexity: O(diagnostics).
  static func diagnostic(table: CSVTable, layout: TabLayout, diagnostics: [Diagnostic])
    -> Diagnostic?
  {
    guard !table.endsWithLineBreak, table.recordCount >= 2 else { return nil }
    let last = table.recordCount - 1
    let cells = table.fieldCount(ofRecord: last)
    let cellsBefore = table.fieldCount(ofRecord: last - 1)
    let row = table.sheetRow(ofRecord: last)
    let lastKnownColumn = layout.fieldColumns.values.max() ?? 0
    let lacksCells = cells < cellsBefore && cells <= lastKnownColumn
    let lastCell = A1.reference(tab: layout.tab, column: max(cells - 1, 0), row: row)
    let endsUnreadable = diagnostics.contains { $0.severity == .error && $0.cell == lastCell }
    guard lacksCells || endsUnreadable else { return nil }
    let evidence =
      lacksCells
      ? "its last row has \(cells) of the \(cellsBefore) cells of the row before it"
      : "its last row ends in a cell that cannot be read"
    return Diagnostic(
      severity: .error, code: .cutOff, tab: layout.tab, row: row, cell: lastCell,
      value: table.string(record: last, field: max(cells - 1, 0)),
      message:
        "the \(layout.tab.rawValue) file ends inside row \(row) (\(evidence), and no line break follows it): it looks cut off, so this row is not read and no row is deleted from the \(layout.tab.rawValue) tab; download the tab again"
    )
  }
}
