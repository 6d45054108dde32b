import Foundation
import PropertyBased
import SheetCSV
import Testing

@testable import ExpenseSheets

/// `CellWriter.timestamp(milliseconds:)` writes a store's integer straight, reusing the last
/// day's date: its bytes must be those of the `Date` path for every millisecond count, in any
/// order of days.
@Suite("Timestamps written from milliseconds")
struct TimestampMillisecondsTests {
  /// The cells the `Date` path writes for `values`, and those the milliseconds path writes,
  /// each through one writer.
  static func bothPaths(_ values: [Int64]) -> (dates: String, milliseconds: String) {
    var dates = CellWriter(csv: CSVWriter())
    var milliseconds = CellWriter(csv: CSVWriter())
    for value in values {
      dates.timestamp(Timestamp.date(milliseconds: value))
      milliseconds.timestamp(milliseconds: value)
    }
    return (
      String(decoding: dates.csv.bytes, as: UTF8.self),
      String(decoding: milliseconds.csv.bytes, as: UTF8.self)
    )
  }

  /// The edges of days, of the years the sheet holds, and of the `Double`'s exact range.
  static let edgeMilliseconds: [Int64] = [
    0, -1, 86_399_999, 86_400_000, -86_400_000, -86_400_001, 951_782_400_000,
    -62_135_596_800_000, -62_135_596_800_001, 253_402_300_799_999, 253_402_300_800_000,
    1 << 50, -(1 << 50), (1 << 50) + 1, -(1 << 50) - 1, 1 << 62, -(1 << 62),
  ]

  @Test("Any run of timestamps, on the same day or not, is written as the Date path writes it")
  func anyTimestamps() async {
    let day: Int64 = 86_400_000
    let value = Gen.oneOf(
      Gen.int64(in: -62_135_596_800_000...253_402_300_799_999),
      Gen.int64(in: 1_700_000_000_000...1_700_000_000_000 + 3 * day),
      Gen.int64(in: -3 * day...3 * day),
      Gen.int64(in: -(1 << 62)...(1 << 62)),
      Gen.int64(in: -(1 << 51)...(1 << 51)))
    await propertyCheck(count: 2_000, input: value.array(of: 1...8)) { values in
      let written = Self.bothPaths(values)
      #expect(written.milliseconds == written.dates, "\(values)")
    }
  }

  @Test(
    "Edges of days, of the years the sheet holds, and of the Double's exact range",
    arguments: edgeMilliseconds)
  func edges(milliseconds: Int64) {
    let written = Self.bothPaths([milliseconds, milliseconds + 1, milliseconds &- 1])
    #expect(written.milliseconds == written.dates)
  }
}
