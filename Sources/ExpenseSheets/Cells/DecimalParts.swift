import Foundation

/// A `Decimal` taken apart into an integer significand and a power-of-ten exponent, without
/// going through text: `12.50` is `1250 × 10⁻²`.
///
/// `Decimal` keeps its mantissa private. Every platform lays it out the same way (exponent byte,
/// a length/sign byte, two reserved bytes, eight 16-bit mantissa words), and that layout is
/// checked against known values once; should it ever differ, the parts come from the decimal's
/// text instead.
struct DecimalParts: Hashable {
  /// Whether the value is negative.
  var isNegative: Bool
  /// The magnitude's digits as an integer, when it fits 64 bits.
  var significand: UInt64
  /// The power of ten to multiply `significand` by.
  var exponent: Int

  /// The parts of a value, or `nil` when its significand does not fit 64 bits.
  init?(_ value: Decimal) {
    if DecimalParts.layoutIsKnown {
      guard let parts = DecimalParts(layoutOf: value) else { return nil }
      self = parts
    } else {
      guard let parts = DecimalParts(text: value.description) else { return nil }
      self = parts
    }
  }

  /// Creates parts from their fields.
  init(isNegative: Bool, significand: UInt64, exponent: Int) {
    self.isNegative = isNegative
    self.significand = significand
    self.exponent = exponent
  }

  /// The decimal these parts stand for.
  var decimal: Decimal {
    Decimal(
      sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
  }

  private init?(layoutOf value: Decimal) {
    let parsed: DecimalParts? = withUnsafeBytes(of: value) { raw in
      let exponent = Int(Int8(bitPattern: raw[0]))
      let length = Int(raw[1] & 0x0F)
      let isNegative = raw[1] & 0x10 != 0
      guard length <= 4 else { return nil }
      var significand: UInt64 = 0
      for word in stride(from: length - 1, through: 0, by: -1) {
        let low = UInt64(raw[4 + 2 * word])
        let high = UInt64(raw[5 + 2 * word])
        significand = significand << 16 | high << 8 | low
      }
      return DecimalParts(isNegative: isNegative, significand: significand, exponent: exponent)
    }
    guard let parsed else { return nil }
    self = parsed
  }

  private init?(text: String) {
    var digits: UInt64 = 0
    var exponent = 0
    var seenPoint = false
    var isNegative = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "-"): isNegative = true
      case UInt8(ascii: "."): seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times10, overflow1) = digits.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - 48))
        if overflow1 || overflow2 { return nil }
        digits = sum
        if seenPoint { exponent -= 1 }
      default: return nil
      }
    }
    self.init(isNegative: isNegative, significand: digits, exponent: exponent)
  }

  /// Whether reading the layout gives the right parts for known values on this platform.
  private static let layoutIsKnown: Bool = {
    let probes: [(Decimal, DecimalParts)] = [
      (
        Decimal(sign: .plus, exponent: -2, significand: 1234),
        .init(isNegative: false, significand: 1234, exponent: -2)
      ),
      (
        Decimal(sign: .minus, exponent: -3, significand: 70_000_123),
        .init(isNegative: true, significand: 70_000_123, exponent: -3)
      ),
      (
        Decimal(UInt64(18_000_000_000_000_000_001)),
        .init(isNegative: false, significand: 18_000_000_000_000_000_001, exponent: 0)
      ),
      (Decimal(0), .init(isNegative: false, significand: 0, exponent: 0)),
    ]
    return probes.allSatisfy { value, expected in
      DecimalParts(layoutOf: value).map { $0.decimal == expected.decimal && $0 == expected }
        ?? false
    }
  }()
}
