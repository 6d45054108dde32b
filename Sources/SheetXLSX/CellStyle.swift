/// The cell styles a written workbook offers (its `styles.xml` holds exactly these).
public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
  /// No formatting.
  case plain = 0
  /// Bold text, for a header row.
  case header = 1
  /// A number shown with at least two decimals, and any more it has up to twelve
  /// (`0.00##########`): money, as the exporter writes it (`12.50`, `0.125`).
  case money = 2
  /// A date shown as `yyyy-mm-dd`.
  case isoDate = 3
}
