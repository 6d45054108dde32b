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
}
