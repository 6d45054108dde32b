import Foundation

/// Money compares by value. Decimals decoded from the same text have the same bytes, which is
/// checked first: `Decimal`'s own `==` is far slower.
enum MoneyComparison {
  /// Whether two amounts are equal (`45.8` equals `45.80`; an amount past 15 significant digits
  /// equals its 15-digit rounding).
  static func equal(_ a: Decimal, _ b: Decimal) -> Bool {
    let sameBytes = withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in left.elementsEqual(right) }
    }
    return sameBytes || a == b || equalAtSpreadsheetPrecision(a, b)
  }

  /// Whether two amounts, one of them past 15 significant digits, are the same value as a
  /// spreadsheet holds it: a spreadsheet gives back such a local amount rounded, which is no
  /// edit.
  private static func equalAtSpreadsheetPrecision(_ a: Decimal, _ b: Decimal) -> Bool {
    guard let left = DecimalParts(a), let right = DecimalParts(b),
      left.isPastSpreadsheetDigits || right.isPastSpreadsheetDigits
    else { return false }
    return left.atSpreadsheetPrecision.reduced == right.atSpreadsheetPrecision.reduced
  }
}
