import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

/// A date-time of a numeric date, one space and a 24-hour time (`7/3/2025 4:45:02`) is read
/// without the general scan; it must read as the general scan reads it. Two spaces before the
/// time are spaces the general scan skips and the short path does not take, so they read the
/// same text through the general scan.
@Suite struct NumericTimestampShapeTests {
  /// A date of three numbers of one to five digits with marks of `/`, `-` or `.`, then a time of
  /// one or two hour digits and one to three digits of minutes and perhaps of seconds.
  static let texts = Gen.int(in: 0...99_999).array(of: 14...14).map(text(from:))

  /// The text fourteen numbers describe: the date's three values, their widths and two marks,
  /// then the time's three values, their widths, and whether it has seconds.
  static func text(from numbers: [Int]) -> String {
    func padded(_ value: Int, width: Int) -> String {
      let digits = String(value).suffix(width)
      return String(repeating: "0", count: width - digits.count) + digits
    }
    let marks = Array("/-.")
    var text = ""
    for index in 0..<3 {
      text += padded(numbers[index], width: numbers[3 + index] % 5 + 1)
      if index < 2 { text.append(marks[numbers[6 + index] % 3]) }
    }
    text += " " + padded(numbers[8] % 100, width: numbers[11] % 2 + 1)
    text += ":" + padded(numbers[9] % 1000, width: numbers[12] % 3 + 1)
    if numbers[13] % 2 == 0 {
      text += ":" + padded(numbers[10] % 1000, width: numbers[13] / 2 % 3 + 1)
    }
    return text
  }

  @Test func readsAsTheGeneralScanReads() async {
    await propertyCheck(count: 1_000, input: Self.texts) { text in
      #expect(Self.shape(text) == Self.shape(Self.throughGeneralScan(text)), "\(text)")
    }
  }

  @Test(
    arguments: [
      ("7/3/2025 4:45:02", 17_102_000), ("03.07.2025 04:45", 17_100_000),
      ("2025-7-3 23:59:60", 86_399_000), ("7/3/2025 24:00", nil), ("7/3/2025 4:60", nil),
      ("7/3/2025 4:45:61", nil), ("13/13/2025 4:45", nil),
    ])
  func readsTheFormsSpreadsheetsWrite(text: String, millisecondsOfDay: Int?) {
    #expect(Self.shape(text)?.millisecondsOfDay == millisecondsOfDay)
    #expect(Self.shape(text) == Self.shape(Self.throughGeneralScan(text)))
  }

  /// The same date-time with two spaces before its time.
  private static func throughGeneralScan(_ text: String) -> String {
    text.replacingOccurrences(of: " ", with: "  ")
  }

  private static func shape(_ text: String) -> TimestampCell.Shape? {
    var text = text
    return text.withUTF8 { TimestampCell.shape(UnsafeRawBufferPointer($0)) }
  }
}
