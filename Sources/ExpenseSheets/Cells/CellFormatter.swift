import Foundation

/// The exporter's canonical text for each kind of cell (SHEET_FORMAT.md, "Value encodings").
public enum CellFormatter {
  /// Money: plain decimal, `.` separator, no grouping or symbol, at least two fraction digits.
  ///
  /// `12.5` is `12.50`, `0.125` stays `0.125`, `15000` is `15000.00`. Exact: never through `Double`.
  public static func money(_ value: Decimal) -> String {
    guard let parts = DecimalParts(value) else { return value.description }
    var digits = Array(String(parts.significand).utf8)
    var fractionDigits = -parts.exponent
    if fractionDigits < 0 {
      digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -fractionDigits))
      fractionDigits = 0
    }
    // Trim zeros beyond the second fraction digit so 12.500 and 12.5 both read 12.50.
    while fractionDigits > 2, digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      fractionDigits -= 1
    }
    if fractionDigits < 2 {
      digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 2 - fractionDigits))
      fractionDigits = 2
    }
    if digits.count <= fractionDigits {
      digits.insert(
        contentsOf: repeatElement(UInt8(ascii: "0"), count: fractionDigits - digits.count + 1),
        at: 0)
    }
    digits.insert(UInt8(ascii: "."), at: digits.count - fractionDigits)
    if parts.isNegative && parts.significand != 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
    return String(decoding: digits, as: UTF8.self)
  }

  /// A business date as `YYYY-MM-DD`.
  public static func date(_ value: SheetDate) -> String { value.description }

  /// A timestamp as ISO 8601 in UTC with milliseconds and `Z`: `2025-01-05T14:03:22.123Z`.
  public static func timestamp(_ value: Date) -> String {
    String(unsafeUninitializedCapacity: 24) { writeTimestamp(value, into: $0) }
  }

  /// Writes the 24 bytes of `timestamp(_:)` at the start of `out`; returns 24.
  static func writeTimestamp(_ value: Date, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let milliseconds = Timestamp.milliseconds(of: value)
    let days =
      milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
    let msOfDay = Int(milliseconds - days * 86_400_000)
    let date = SheetDate(daysSinceEpoch: Int(days)) ?? SheetDate(year: 1, month: 1, day: 1)!
    var index = 0
    func put(_ value: Int, _ width: Int) {
      var divisor = 1
      for _ in 1..<width { divisor *= 10 }
      while divisor > 0 {
        out[index] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
        index += 1
        divisor /= 10
      }
    }
    func put(_ byte: Unicode.Scalar) {
      out[index] = UInt8(ascii: byte)
      index += 1
    }
    put(date.year, 4)
    put("-")
    put(date.month, 2)
    put("-")
    put(date.day, 2)
    put("T")
    put(msOfDay / 3_600_000, 2)
    put(":")
    put(msOfDay / 60_000 % 60, 2)
    put(":")
    put(msOfDay / 1000 % 60, 2)
    put(".")
    put(msOfDay % 1000, 3)
    put("Z")
    return index
  }

  /// A boolean as `TRUE` or `FALSE`, as Google Sheets writes it.
  public static func bool(_ value: Bool) -> String { value ? "TRUE" : "FALSE" }

  /// A UUID in its canonical upper-case form, as `uuidString` writes it.
  public static func uuid(_ value: UUID) -> String {
    String(unsafeUninitializedCapacity: 36) { writeUUID(value, into: $0) }
  }

  /// Writes the 36 bytes of `uuid(_:)` at the start of `out`; returns 36.
  static func writeUUID(_ value: UUID, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let hex: StaticString = "0123456789ABCDEF"
    return withUnsafeBytes(of: value.uuid) { raw in
      var index = 0
      for position in 0..<16 {
        if position == 4 || position == 6 || position == 8 || position == 10 {
          out[index] = UInt8(ascii: "-")
          index += 1
        }
        out[index] = hex.utf8Start[Int(raw[position] >> 4)]
        out[index + 1] = hex.utf8Start[Int(raw[position] & 0x0F)]
        index += 2
      }
      return 36
    }
  }

  /// An integer as plain digits.
  public static func integer(_ value: Int) -> String { String(value) }

}
