/// The cell styles a written workbook offers (its `styles.xml` holds exactly these).
public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
  /// No formatting.
  case plain = 0
  /// Bold text, for a header row.
  case header = 1
  /// A number shown with at least two decimals, and any more it has up to thirty
  /// (``moneyFormat``): money, as the exporter writes it (`12.50`, `0.125`).
  case money = 2
  /// A date shown as `yyyy-mm-dd`.
  case isoDate = 3

  /// The number format of ``money``: two decimals always, and up to thirty in all, the most a
  /// number format of Excel shows. A spreadsheet shows 15 significant digits at most, so every
  /// amount a store holds shows whole (twelve decimals cut `0.1234567890123`, saved as CSV as
  /// shown, to `0.123456789012`).
  public static let moneyFormat = "0.00" + String(repeating: "#", count: 28)
}
