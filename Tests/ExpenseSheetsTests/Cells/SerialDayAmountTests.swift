import Foundation
import Testing

@testable import ExpenseSheets

/// `SerialDayAmount`: a whole amount that is the serial number of a day near a row's date, as a
/// spreadsheet shows an amount it read as a date.
@Suite struct SerialDayAmountTests {
  @Test(
    "A whole amount whose day lies near the date is that day, with its readings both ways round",
    arguments: [
      ("46298", "2026-09-20", "2026-10-03", ["3.10", "10.03"]),
      ("46298.00", "2026-10-03", "2026-10-03", ["3.10", "10.03"]),
      ("45202", "2023-10-03", "2023-10-03", ["3.10", "10.03"]),
      ("46300", "2027-11-09", "2026-10-05", ["5.10", "10.05"]),
      ("45292", "2023-12-31", "2024-01-01", ["1.01"]),
    ])
  func serialDay(amount: String, near: String, day: String, readings: [String]) throws {
    let date = try #require(Self.date(near))
    let serial = try #require(SerialDayAmount(Decimal(string: amount)!, near: date))
    #expect(serial.day.description == day)
    #expect(serial.readings.map { CellFormatter.money($0.decimal(layout: nil)) } == readings)
  }

  @Test(
    "An amount with a fraction, far from the date, or past every serial is none",
    arguments: [
      ("46298", "2020-01-01"), ("46298.5", "2026-10-03"), ("12.50", "2026-10-03"),
      ("0", "1899-12-30"), ("-46298", "2026-10-03"), ("46298", "2027-11-08"),
      ("99999999999999999999", "2026-10-03"), ("1E+30", "2026-10-03"), ("4629800000", "2026-10-03"),
    ])
  func none(amount: String, near: String) throws {
    let date = try #require(Self.date(near))
    #expect(SerialDayAmount(Decimal(string: amount)!, near: date) == nil)
  }

  /// The day `text` (`2026-10-03`) names.
  static func date(_ text: String) -> SheetDate? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return parts.count == 3 ? SheetDate(year: parts[0], month: parts[1], day: parts[2]) : nil
  }
}
