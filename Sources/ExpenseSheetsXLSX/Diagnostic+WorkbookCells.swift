import ExpenseSheets

extension Diagnostic.Code {
  /// A workbook cell holds a formula: its value last computed is read, not the formula.
  public static let formulaCell: Self = "formula-cell"
  /// A free-text cell holds an error value (`#N/A`, `#REF!`), a formula's failure: its row is
  /// not read (an error).
  public static let errorValue: Self = "error-value"
  /// A data row holds a cell covered by merged cells, which show only their top left cell's
  /// value: the covered value is gone from the sheet, so the row is not read (an error).
  public static let mergedCells: Self = "merged-cells"
}
