import ExpenseSheets

extension Diagnostic.Code {
  /// A workbook cell holds a formula: its value last computed is read, not the formula.
  public static let formulaCell: Self = "formula-cell"
}
