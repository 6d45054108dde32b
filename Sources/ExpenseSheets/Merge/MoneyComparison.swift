import Foundation

/// Money compares by value. Decimals decoded from the same text have the same bytes, which is
/// checked first: `Decimal`'s own `==` is far slower.
enum MoneyComparison {
  /// Whether two amounts are equal (`45.8` equals `45.80`).
  static func equal(_ a: Decimal, _ b: Decimal) -> Bool {
    let sameBytes = withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in left.elementsEqual(right) }
    }
    return sameBytes || a == b
  }
}
