import Foundation
import Testing

@testable import ExpenseSheets

@Suite struct TimezoneImprecisionTests {
  /// Fixed offsets are named with their offset, in the sign a clock shows: the Etc zones'
  /// signs are inverted.
  @Test(
    "A fixed offset is named with the offset it reads at",
    arguments: [
      ("UTC+1", "+01:00"), ("GMT+1", "+01:00"), ("UTC+01:00", "+01:00"), ("GMT-05:00", "-05:00"),
      ("UTC+5:30", "+05:30"), ("Etc/GMT-1", "+01:00"), ("Etc/GMT+5", "-05:00"),
    ])
  func fixedOffset(identifier: String, offset: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let message = try #require(TimezoneImprecision.message(for: identifier, zone: zone))
    #expect(message.hasPrefix("\"\(identifier)\" is a fixed offset (\(offset))"), "\(message)")
  }

  @Test("An abbreviation is named as one", arguments: ["EST", "PST", "CET", "IST", "BST"])
  func abbreviation(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let message = try #require(TimezoneImprecision.message(for: identifier, zone: zone))
    #expect(message.hasPrefix("\"\(identifier)\" is an abbreviation"), "\(message)")
  }

  /// Places' zones, their older names, and Coordinated Universal Time say nothing.
  @Test(
    "A place's zone or UTC is precise",
    arguments: [
      "Europe/Berlin", "America/New_York", "Asia/Kolkata", "US/Eastern", "Japan", "UTC", "GMT",
      "Etc/UTC", "Etc/GMT", "Zulu",
    ])
  func precise(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    #expect(TimezoneImprecision.message(for: identifier, zone: zone) == nil)
  }
}
