import ExpenseSheets

extension Diagnostic.Code {
  /// A data row holds a cell covered by merged cells, which show only their top left cell's
  /// value: the covered value is gone from the sheet, so the row is not read (an error).
  public static let mergedCells: Self = "merged-cells"
}
