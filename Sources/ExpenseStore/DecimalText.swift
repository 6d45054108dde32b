import Foundation

/// Exact conversion between `Decimal` and the canonical text the store keeps in money columns.
///
/// The canonical text is `Decimal.description`: the shortest plain decimal (`12.5`, `15000`,
/// `0.125`, `-3.1`), never exponent notation. `Decimal` does not keep a scale (`12.50` is
/// stored as `12.5`), so the round trip is exact under `Decimal`'s equality.
///
/// The fast paths read and write `Decimal`'s 20-byte layout (exponent, length and flags,
/// eight 16-bit mantissa words) for mantissas that fit in 64 bits. They are used only when
/// ``layoutIsKnown`` confirmed that layout at run time; otherwise, and for larger
/// mantissas, the plain `description` / `Decimal(string:)` reference paths run.
enum DecimalText {
  /// Whether this platform's `Decimal` has the layout the fast paths assume.
  static let layoutIsKnown: Bool = {
    guard MemoryLayout<Decimal>.size == 20 else { return false }
    let probes: [(String, [UInt8])] = [
      ("-3.1", [255, 0b0001_1100, 0, 0, 31, 0]),
      ("15000", [3, 0b0001_0100, 0, 0, 15, 0]),
      ("0", [0, 0, 0, 0, 0, 0]),
    ]
    for (text, prefix) in probes {
      guard let value = Decimal(string: text) else { return false }
      let bytes = withUnsafeBytes(of: value) { Array($0) }
      guard Array(bytes.prefix(6)) == prefix, bytes[6...].allSatisfy({ $0 == 0 }) else {
        return false
      }
    }
    return true
  }()

  /// The canonical text of `value`.
  static func text(_ value: Decimal) -> String {
    guard layoutIsKnown else { return referenceText(value) }
    let parts: (exponent: Int, flags: UInt8, mantissa: UInt64, high: UInt64) =
      withUnsafeBytes(of: value) { raw in
        (
          Int(Int8(bitPattern: raw[0])), raw[1],
          raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self),
          raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)
        )
      }
    let length = Int(parts.flags >> 4)
    guard length <= 4, parts.high == 0, value.isFinite else { return referenceText(value) }
    let mantissa = UInt64(littleEndian: parts.mantissa)
    if mantissa == 0 { return "0" }
    let negative = parts.flags & 0b1000 != 0
    return format(mantissa: mantissa, exponent: parts.exponent, negative: negative)
  }

  /// The plain reference implementation of ``text(_:)``.
  static func referenceText(_ value: Decimal) -> String { value.description }

  /// Parses plain decimal text (`-`, digits, at most one `.`) given as UTF-8 bytes; `nil` when
  /// it is anything else.
  static func decimal(bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
    let text = { String(decoding: bytes, as: UTF8.self) }
    guard layoutIsKnown else { return Decimal(string: text()) }
    let fast: Decimal?? = {
      var index = 0
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      var mantissa: UInt64 = 0
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
          mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
          if mantissa != 0 { digits += 1 }
          if seenPoint { fractionDigits += 1 }
        } else {
          return .some(nil)
        }
        index += 1
      }
      guard anyDigit else { return .some(nil) }
      guard fractionDigits <= 100 else { return nil }
      return .some(make(mantissa: mantissa, exponent: -fractionDigits, negative: negative))
    }()
    if let fast { return fast }
    return Decimal(string: text())
  }

  private static func make(mantissa: UInt64, exponent: Int, negative: Bool) -> Decimal {
    var mantissa = mantissa
    var exponent = exponent
    guard mantissa != 0 else { return Decimal() }
    while mantissa % 10 == 0 {
      mantissa /= 10
      exponent += 1
    }
    var length: UInt8 = 4
    while length > 1 && (mantissa >> (16 * UInt64(length - 1))) == 0 { length -= 1 }
    var value = Decimal()
    withUnsafeMutableBytes(of: &value) { raw in
      raw[0] = UInt8(bitPattern: Int8(exponent))
      raw[1] = (length << 4) | (negative ? 0b1000 : 0) | 0b0100
      raw.storeBytes(of: mantissa.littleEndian, toByteOffset: 4, as: UInt64.self)
    }
    return value
  }

  private static func format(mantissa: UInt64, exponent: Int, negative: Bool) -> String {
    var digits = String(mantissa)
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
    return negative ? "-" + digits : digits
  }
}
