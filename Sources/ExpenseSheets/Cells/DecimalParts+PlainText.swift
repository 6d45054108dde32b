import Foundation

/// The plain decimal text the store keeps money in: `Decimal.description`, the shortest plain
/// decimal (`12.5`, `15000`, `0.125`, `-3.1`), never exponent notation. `Decimal` keeps no
/// scale (`12.50` is `12.5`), so the round trip is exact under `Decimal`'s equality.
///
/// Both directions go through the parts, without `Decimal`'s own text conversions, for
/// significands that fit 64 bits; larger ones take `description` and `Decimal(string:)`.
extension DecimalParts {
  /// The plain text of `value`: its `description`, written from its parts.
  package static func plainText(of value: Decimal) -> String {
    guard let parts = DecimalParts(value) else { return value.description }
    return parts.plainText
  }

  /// The parts as plain text: the significand's digits, with the point `-exponent` digits from
  /// the end, or zeros added for a positive exponent.
  var plainText: String {
    guard significand != 0 else { return "0" }
    var digits = String(significand)
    if exponent > 0 {
      digits += String(repeating: "0", count: exponent)
    } else if exponent < 0 {
      let scale = -exponent
      if digits.utf8.count <= scale {
        digits = "0." + String(repeating: "0", count: scale - digits.utf8.count) + digits
      } else {
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
      }
    }
    return isNegative ? "-" + digits : digits
  }

  /// The decimal in plain text (`-`, digits, at most one `.`) given as UTF-8 bytes; `nil` when
  /// the text is anything else.
  package static func decimal(plainText bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
    switch plainParts(bytes) {
    case .some(.some(let parts)): parts.decimal
    case .some(.none): nil
    case .none: Decimal(string: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The parts of plain text: `nil` when they do not fit (more than 19 significant digits or
  /// 100 fraction digits), `.some(nil)` when the text is not a plain decimal.
  private static func plainParts(_ bytes: UnsafeBufferPointer<UInt8>) -> DecimalParts?? {
    var index = 0
    var isNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    var significand: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    var anyDigit = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") && !seenPoint {
        seenPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        guard digits < 19 else { return nil }
        anyDigit = true
        significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        if significand != 0 { digits += 1 }
        if seenPoint { fractionDigits += 1 }
      } else {
        return .some(nil)
      }
      index += 1
    }
    guard anyDigit else { return .some(nil) }
    guard fractionDigits <= 100 else { return nil }
    return DecimalParts(isNegative: isNegative, significand: significand, exponent: -fractionDigits)
  }
}
