import Foundation

/// A `Decimal` taken apart into an integer significand and a power-of-ten exponent, without
/// going through text: `12.50` is `1250 × 10⁻²`.
///
/// `Decimal` keeps its mantissa private. Every platform lays it out as an exponent byte, a byte
/// of length, sign and compactness bits, two reserved bytes and eight 16-bit mantissa words;
/// the bits of the second byte are packed low-first on Apple platforms and high-first by
/// swift-foundation on Linux. The layout in use is found once by taking known values apart and
/// putting them together again; should neither layout fit, the parts come from the decimal's
/// text, and decimals are made through `Decimal`'s public initializer, instead.
package struct DecimalParts: Hashable {
  /// Whether the value is negative.
  package var isNegative: Bool
  /// The magnitude's digits as an integer, when it fits 64 bits.
  package var significand: UInt64
  /// The power of ten to multiply `significand` by.
  package var exponent: Int

  /// The parts of a value, or `nil` when it is not a number or its significand does not fit
  /// 64 bits.
  package init?(_ value: Decimal) {
    self.init(value, layout: Self.layout)
  }

  /// The parts of a value read through `layout`, or through the value's text when `nil`.
  init?(_ value: Decimal, layout: Layout?) {
    guard !value.isNaN else { return nil }
    if let layout {
      guard let parts = DecimalParts(layoutOf: value, layout: layout) else { return nil }
      self = parts
    } else {
      guard let parts = DecimalParts(text: value.description) else { return nil }
      self = parts
    }
  }

  /// Creates parts from their fields.
  package init(isNegative: Bool, significand: UInt64, exponent: Int) {
    self.isNegative = isNegative
    self.significand = significand
    self.exponent = exponent
  }

  /// The same value without trailing zeros in the significand: `1250 × 10⁻²` is `125 × 10⁻¹`.
  var reduced: DecimalParts {
    guard significand != 0 else {
      return DecimalParts(isNegative: false, significand: 0, exponent: 0)
    }
    var parts = self
    while parts.significand % 10 == 0 {
      parts.significand /= 10
      parts.exponent += 1
    }
    return parts
  }

  /// How many digits the significand has (none for 0).
  var digitCount: Int {
    var count = 0
    var rest = significand
    while rest > 0 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Whether the significand has more digits than a spreadsheet holds
  /// (``spreadsheetDigits``).
  var isPastSpreadsheetDigits: Bool { significand >= 1_000_000_000_000_000 }

  /// The value rounded half away from zero to `digits` significant digits, or `nil` when
  /// rounding overflows 64 bits.
  func rounded(toSignificantDigits digits: Int) -> DecimalParts? {
    let count = digitCount
    guard count > digits else { return self }
    var divisor: UInt64 = 1
    for _ in 0..<(count - digits) { divisor *= 10 }
    let (halfUp, overflow) = significand.addingReportingOverflow(divisor / 2)
    guard !overflow else { return nil }
    return DecimalParts(
      isNegative: isNegative, significand: halfUp / divisor, exponent: exponent + count - digits)
  }

  /// The significant digits a spreadsheet computes with: a binary floating-point number holds
  /// 15 decimal digits exactly, and every spreadsheet shows and computes with those.
  static let spreadsheetDigits = 15

  /// The value as a spreadsheet holds it: more than 15 significant digits are a binary
  /// floating-point rendering (`0.0099999999999999999998`), rounded to the 15 digits it stands
  /// for (`0.01`).
  var atSpreadsheetPrecision: DecimalParts {
    guard isPastSpreadsheetDigits else { return self }
    return rounded(toSignificantDigits: Self.spreadsheetDigits)?.reduced ?? self
  }

  /// The value a cell showing these digits stands for: ``atSpreadsheetPrecision``, unless the
  /// digits are the shortest text of the binary number nearest them, as a person or a program
  /// types a number (`12345678901234.56`), not as a rendering of one shows it.
  var asCellValue: DecimalParts {
    guard isPastSpreadsheetDigits, !isShortestTextOfItsDouble else { return self }
    return atSpreadsheetPrecision
  }

  /// Whether these digits are the shortest that give back the binary floating-point number
  /// nearest them.
  private var isShortestTextOfItsDouble: Bool {
    guard let double = Double("\(isNegative ? "-" : "")\(significand)e\(exponent)"),
      double.isFinite, let shortest = Decimal(string: "\(double)").flatMap(DecimalParts.init)
    else { return false }
    return shortest.reduced == reduced
  }

  /// The decimal these parts stand for, made compact (without trailing zeros in its mantissa)
  /// as `Decimal(string:)` makes it.
  package var decimal: Decimal { decimal(layout: Self.layout) }

  /// The decimal these parts stand for, its bytes written in `layout`, or made through
  /// `Decimal`'s public initializer when `nil` or when the exponent is past a byte's range.
  func decimal(layout: Layout?) -> Decimal {
    let compact = reduced
    guard let layout, let exponent = Int8(exactly: compact.exponent) else {
      return Decimal(
        sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }
    guard compact.significand != 0 else { return Decimal() }
    var length: UInt8 = 4
    while length > 1 && compact.significand >> (16 * UInt64(length - 1)) == 0 { length -= 1 }
    var value = Decimal()
    withUnsafeMutableBytes(of: &value) { raw in
      raw[0] = UInt8(bitPattern: exponent)
      raw[1] = layout.flags(length: length, isNegative: isNegative)
      raw.storeBytes(of: compact.significand.littleEndian, toByteOffset: 4, as: UInt64.self)
    }
    return value
  }

  /// Where the length, sign and compactness bits sit in the second byte.
  enum Layout: CaseIterable {
    /// Length in bits 0-3, sign in bit 4, compactness in bit 5 (Apple platforms).
    case lowFirst
    /// Length in bits 4-7, sign in bit 3, compactness in bit 2 (swift-foundation on Linux).
    case highFirst

    /// The second byte of a compact decimal.
    func flags(length: UInt8, isNegative: Bool) -> UInt8 {
      switch self {
      case .lowFirst: length | (isNegative ? 0x10 : 0) | 0x20
      case .highFirst: length << 4 | (isNegative ? 0x08 : 0) | 0x04
      }
    }
  }

  private init?(layoutOf value: Decimal, layout: Layout) {
    let parsed: DecimalParts? = withUnsafeBytes(of: value) { raw in
      let exponent = Int(Int8(bitPattern: raw[0]))
      let length = Int(layout == .lowFirst ? raw[1] & 0x0F : raw[1] >> 4)
      let isNegative = raw[1] & (layout == .lowFirst ? 0x10 : 0x08) != 0
      guard length <= 4 else { return nil }
      // The first four little-endian 16-bit words are one little-endian 64-bit integer; the
      // words past `length` are masked off.
      let words = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self))
      let significand = length == 4 ? words : words & ((1 << (16 * UInt64(length))) - 1)
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

  /// The layout that takes known values of this platform apart into the right parts, and puts
  /// the parts together again into the same values, if any.
  static let layout: Layout? = {
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
    let written = ["-3.1", "15000", "0.125", "18446744073709551615", "-0.0001", "0"]
      .compactMap { Decimal(string: $0) }
    return Layout.allCases.first { layout in
      probes.allSatisfy { value, expected in
        DecimalParts(layoutOf: value, layout: layout).map { $0 == expected } ?? false
      }
        && written.count == 6
        && written.allSatisfy { value in
          guard let parts = DecimalParts(layoutOf: value, layout: layout) else { return false }
          let made = parts.decimal(layout: layout)
          return made == value && made.description == value.description
            && made.hashValue == value.hashValue
        }
    }
  }()
}
