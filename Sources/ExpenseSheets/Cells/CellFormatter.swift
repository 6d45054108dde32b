import Foundation

/// The exporter's canonical text for each kind of cell (SHEET_FORMAT.md, "Value encodings").
package enum CellFormatter {
  /// Money: plain decimal, `.` separator, no grouping or symbol, at least two fraction digits.
  ///
  /// `12.5` is `12.50`, `0.125` stays `0.125`, `15000` is `15000.00`. Exact: never through `Double`.
  package static func money(_ value: Decimal) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: moneyCapacity) { buffer in
      guard let count = writeMoney(value, into: buffer) else { return value.description }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// The most bytes ``writeMoney(_:into:)`` writes: a sign, 20 significand digits, up to 128
  /// zeros that the exponent adds, the point and two fraction digits.
  static let moneyCapacity = 160

  /// Writes the bytes of ``money(_:)`` at the start of `out`, which holds at least
  /// ``moneyCapacity`` bytes; returns how many, or `nil` when the significand does not fit 64
  /// bits (``money(_:)`` then writes the decimal's own text).
  static func writeMoney(_ value: Decimal, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    guard let parts = DecimalParts(value) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      // The significand's digits, in digits[first..<end].
      let first = writeDigits(of: parts.significand, before: digits.count, in: digits)
      var end = digits.count
      var fraction = -parts.exponent
      // A positive exponent adds zeros after the digits.
      let addedZeros = max(0, -fraction)
      fraction = max(0, fraction)
      // Trim zeros beyond the second fraction digit so 12.500 and 12.5 both read 12.50.
      while fraction > 2, end > first, digits[end - 1] == UInt8(ascii: "0") {
        end -= 1
        fraction -= 1
      }
      // The number's digits are the significand's, the added zeros, then `padding` zeros up to
      // two fraction digits, after enough leading zeros to have one before the point.
      let padding = max(0, 2 - fraction)
      let fractionDigits = fraction + padding
      let length = end - first + addedZeros + padding
      let leading = max(0, fractionDigits - length + 1)
      let beforePoint = leading + length - fractionDigits
      var index = 0
      if parts.isNegative && parts.significand != 0 {
        out[index] = UInt8(ascii: "-")
        index += 1
      }
      for position in 0..<leading + length {
        if position == beforePoint {
          out[index] = UInt8(ascii: ".")
          index += 1
        }
        let digit = position - leading
        out[index] = digit >= 0 && digit < end - first ? digits[first + digit] : UInt8(ascii: "0")
        index += 1
      }
      return index
    }
  }

  /// Writes the decimal text of `value` at the start of `out`, which holds at least 20 bytes;
  /// returns how many bytes.
  static func writeInteger(_ value: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var start = writeDigits(of: UInt64(value.magnitude), before: out.count, in: out)
    if value < 0 {
      start -= 1
      out[start] = UInt8(ascii: "-")
    }
    let count = out.count - start
    // Moved to the start, where the caller reads the text.
    for index in 0..<count { out[index] = out[start + index] }
    return count
  }

  /// Writes the decimal digits of `value` so that they end just before `end` in `out`; returns
  /// where they start.
  private static func writeDigits(
    of value: UInt64, before end: Int, in out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var start = end
    var rest = value
    repeat {
      start -= 1
      out[start] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    } while rest > 0
    return start
  }

  /// A business date as `YYYY-MM-DD`.
  package static func date(_ value: SheetDate) -> String { value.description }

  /// A timestamp as ISO 8601 in UTC with milliseconds and `Z`: `2025-01-05T14:03:22.123Z`.
  package static func timestamp(_ value: Date) -> String {
    String(unsafeUninitializedCapacity: 24) { writeTimestamp(value, into: $0) }
  }

  /// Writes the 24 bytes of `timestamp(_:)` at the start of `out`; returns 24.
  static func writeTimestamp(_ value: Date, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let milliseconds = Timestamp.milliseconds(of: value)
    let date = timestampDate(days: timestampDays(milliseconds))
    return writeTimestamp(milliseconds: milliseconds, date: date, into: out)
  }

  /// The day since 1970 of a timestamp's whole milliseconds since 1970, rounded down.
  static func timestampDays(_ milliseconds: Int64) -> Int64 {
    milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
  }

  /// The date a timestamp of day `days` since 1970 shows: 0001-01-01 for a day outside the
  /// years 1 to 9999.
  static func timestampDate(days: Int64) -> SheetDate {
    SheetDate(daysSinceEpoch: Int(days)) ?? SheetDate(year: 1, month: 1, day: 1)!
  }

  /// Writes the 24 bytes of `timestamp(_:)` for `milliseconds` since 1970 at the start of `out`,
  /// `date` being ``timestampDate(days:)`` of its day; returns 24.
  static func writeTimestamp(
    milliseconds: Int64, date: SheetDate, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    precondition(out.count >= 24)
    let msOfDay = Int(milliseconds - timestampDays(milliseconds) * 86_400_000)
    let bytes = out.baseAddress!
    _ = date.write(into: out)
    bytes[10] = UInt8(ascii: "T")
    func put2(_ value: Int, at index: Int) {
      bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
      bytes[index + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    }
    put2(msOfDay / 3_600_000, at: 11)
    bytes[13] = UInt8(ascii: ":")
    put2(msOfDay / 60_000 % 60, at: 14)
    bytes[16] = UInt8(ascii: ":")
    put2(msOfDay / 1000 % 60, at: 17)
    bytes[19] = UInt8(ascii: ".")
    let fraction = msOfDay % 1000
    bytes[20] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100)
    put2(fraction % 100, at: 21)
    bytes[23] = UInt8(ascii: "Z")
    return 24
  }

  /// A boolean as `TRUE` or `FALSE`, as Google Sheets writes it.
  package static func bool(_ value: Bool) -> String { value ? "TRUE" : "FALSE" }

  /// A UUID in its canonical upper-case form, as `uuidString` writes it.
  package static func uuid(_ value: UUID) -> String {
    String(unsafeUninitializedCapacity: 36) { writeUUID(value, into: $0) }
  }

  /// Writes the 36 bytes of `uuid(_:)` at the start of `out`; returns 36.
  static func writeUUID(_ value: UUID, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    precondition(out.count >= 36)
    let hex: StaticString = "0123456789ABCDEF"
    let digits = hex.utf8Start
    let bytes = out.baseAddress!
    return withUnsafeBytes(of: value.uuid) { raw in
      // The 16 bytes as hex pairs, with a hyphen before bytes 4, 6, 8 and 10.
      var index = 0
      for position in 0..<16 {
        if position & 1 == 0, position >= 4, position <= 10 {
          bytes[index] = UInt8(ascii: "-")
          index += 1
        }
        let byte = raw.load(fromByteOffset: position, as: UInt8.self)
        bytes[index] = digits[Int(byte >> 4)]
        bytes[index + 1] = digits[Int(byte & 0x0F)]
        index += 2
      }
      return 36
    }
  }

  /// An integer as plain digits.
  package static func integer(_ value: Int) -> String { String(value) }

}
