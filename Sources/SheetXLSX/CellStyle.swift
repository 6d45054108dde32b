/// The cell styles a written workbook offers (its `styles.xml` holds exactly these).
public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
  /// No formatting.
  case plain = 0
  /// Bold text, for a header row.
  case header = 1
  /// A number shown with two decimals (`0.00`).
  case twoDecimals = 2
  /// A date shown as `yyyy-mm-dd`.
  case isoDate = 3
}
