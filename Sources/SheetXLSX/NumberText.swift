import Foundation

/// The decimal a spreadsheet shows for a binary floating-point number.
public enum NumberText {
  /// The shortest plain decimal (no exponent) that reads back as `value`, rounded to at most 15
  /// significant digits, the precision every spreadsheet works with: `45.799999999999997` gives
  /// `45.8`, `0.1 + 0.2` gives `0.3`, `1e-7` gives `0.0000001`.
  public static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-INF" : "INF") }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var parts = DecimalDigits(scientific: "\(value)")
    if parts.digits.count > 15 {
      parts = DecimalDigits(scientific: String(format: "%.14e", value))
    }
    return parts.plain
  }

  /// What a cell formatted as a percentage shows for `value`, without the format's rounding:
  /// ``shortest(_:)``'s digits with the point moved two places right, and `%` (`0.125` gives
  /// `12.5%`, never `12.499999999999998%`).
  public static func percent(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return shortest(value) + "%" }
    var parts = DecimalDigits(scientific: shortest(value))
    parts.exponent += 2
    return parts.plain + "%"
  }

  /// A number's sign, significant digits and decimal exponent.
  struct DecimalDigits {
    var negative = false
    /// The significant digits, without leading or trailing zeros.
    var digits: [UInt8] = []
    /// The power of ten of the first digit: `12.5` has 1, `0.05` has -2.
    var exponent = 0

    /// Parses `-12.5`, `1.25e+01`, `1e-07`.
    init(scientific text: String) {
      var mantissa: [UInt8] = []
      var pointAt: Int?
      var exponentPart = 0
      var bytes = Array(text.utf8)[...]
      if bytes.first == UInt8(ascii: "-") {
        negative = true
        bytes = bytes.dropFirst()
      }
      while let byte = bytes.first {
        bytes = bytes.dropFirst()
        if byte == UInt8(ascii: ".") {
          pointAt = mantissa.count
        } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
          exponentPart = Int(String(decoding: bytes, as: UTF8.self)) ?? 0
          break
        } else {
          mantissa.append(byte)
        }
      }
      let integerDigits = pointAt ?? mantissa.count
      let leadingZeros = mantissa.prefix { $0 == UInt8(ascii: "0") }.count
      digits = Array(mantissa.dropFirst(leadingZeros))
      while digits.last == UInt8(ascii: "0") { digits.removeLast() }
      exponent = integerDigits - leadingZeros - 1 + exponentPart
    }

    /// The number written out without an exponent.
    var plain: String {
      guard !digits.isEmpty else { return "0" }
      var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
      if exponent < 0 {
        out += [UInt8(ascii: "0"), UInt8(ascii: ".")]
        out += Array(repeating: UInt8(ascii: "0"), count: -exponent - 1)
        out += digits
      } else if digits.count > exponent + 1 {
        out += digits[..<(exponent + 1)]
        out.append(UInt8(ascii: "."))
        out += digits[(exponent + 1)...]
      } else {
        out += digits
        out += Array(repeating: UInt8(ascii: "0"), count: exponent + 1 - digits.count)
      }
      return String(decoding: out, as: UTF8.self)
    }
  }
}
