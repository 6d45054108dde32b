import Foundation
import Testing

@testable import ExpenseSheets

@Suite("SheetDate and Date")
struct SheetDateDateTests {
  @Test(
    "A civil date is the day its start falls on, in any zone",
    arguments: ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "America/Sao_Paulo"])
  func roundTrip(zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    for days in stride(from: -800, to: 20_000, by: 97) {
      let day = try #require(SheetDate(daysSinceEpoch: days))
      #expect(SheetDate(day.date(in: timeZone), in: timeZone) == day)
    }
  }

  @Test("An instant late in the day in UTC is the next day further east")
  func zoneDecidesTheDay() throws {
    let instant = Date(timeIntervalSince1970: 1_735_689_000)  // 2024-12-31T23:50:00Z
    #expect(SheetDate(instant, in: TimeZone(identifier: "UTC")!).description == "2024-12-31")
    #expect(
      SheetDate(instant, in: TimeZone(identifier: "Europe/Berlin")!).description == "2025-01-01")
  }

  /// Instants whose day in a zone lies outside the years 1 to 9999 a sheet holds.
  static let outOfRange: [(name: String, seconds: Double, zone: String, clamped: String)] = [
    (
      "distantPast in New York (year 0)", Date.distantPast.timeIntervalSince1970,
      "America/New_York", "0001-01-01"
    ),
    (
      "year 10000 in Tokyo", 253_402_300_800, "Asia/Tokyo",
      "9999-12-31"
    ),
    ("a million years ahead", 3e13, "UTC", "9999-12-31"),
    ("a million years back", -3e13, "UTC", "0001-01-01"),
    (
      "the farthest Date", .greatestFiniteMagnitude, "UTC",
      "9999-12-31"
    ),
    ("minus infinity", -.infinity, "UTC", "0001-01-01"),
    ("not a number", .nan, "UTC", "0001-01-01"),
  ]

  @Test(
    "A day outside years 1 to 9999 is nil exactly, and clamped otherwise", arguments: outOfRange)
  func outOfRangeDay(name: String, seconds: Double, zone: String, clamped: String) throws {
    // `Date.description` traps for some such dates: the test's arguments are seconds.
    let date = Date(timeIntervalSince1970: seconds)
    let timeZone = try #require(TimeZone(identifier: zone))
    #expect(SheetDate(exactly: date, in: timeZone) == nil)
    #expect(SheetDate(date, in: timeZone).description == clamped)
  }

  @Test("The first and last days a sheet holds are exact in their zone")
  func edgesAreExact() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(
      SheetDate(exactly: .distantPast, in: TimeZone(identifier: "UTC")!)?.description
        == "0001-01-01")
    let last = try #require(SheetDate(year: 9999, month: 12, day: 31))
    #expect(SheetDate(exactly: last.date(in: newYork), in: newYork) == last)
  }

  @Test(
    "Days since 1970 outside years 1 to 9999 are nil, never an overflow",
    arguments: [Int.min, Int.min + 1, -719_163, 2_932_897, Int.max - 1, Int.max])
  func daysOutOfRange(days: Int) {
    #expect(SheetDate(daysSinceEpoch: days) == nil)
  }

  @Test("Days since 1970 of the first and last days a sheet holds")
  func daysAtTheEdges() {
    #expect(SheetDate(daysSinceEpoch: -719_162)?.description == "0001-01-01")
    #expect(SheetDate(daysSinceEpoch: 2_932_896)?.description == "9999-12-31")
  }

  @Test("A date whose parts were set out of range starts on the nearest day")
  func partsOutOfRange() throws {
    var day = try #require(SheetDate(year: 2025, month: 1, day: 1))
    day.year = .max
    day.month = 13
    day.day = .max
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(SheetDate(day.date(in: utc), in: utc).description == "9999-12-31")
  }
}
