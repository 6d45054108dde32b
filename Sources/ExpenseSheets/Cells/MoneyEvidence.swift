/// What one money cell says about its column's decimal separator.
enum MoneyEvidence: Hashable {
  /// Only this separator reads the cell as written: `12,50` needs a comma, `1,234.5` a point.
  case needs(DecimalSeparator)
  /// Its only separator has three digits after it (`1,234`, `1.234`): each separator reads it,
  /// as a different amount.
  case either
}
