import Foundation
import Testing

@testable import ExpenseSheets

/// The offsets kept per day give, for every local hour, what `TimeZone` gives for it: on the
/// days the clocks change on, across years of other rules, and outside the table's years.
@Suite struct ZoneOffsetsTests {
  /// Zones with an hour's, half an hour's and no daylight saving, a day skipped (Apia,
  /// 2011-12-30), offsets of quarter hours, and rules that changed over the years.
  static let zones = [
    "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kathmandu",
    "Pacific/Chatham", "America/Sao_Paulo", "Europe/Moscow", "Asia/Tokyo", "UTC",
  ]

  @Test(arguments: zones)
  func everyHourOfYearsWithChangesGivesWhatTheZoneGives(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let offsets = ZoneOffsets(zone: zone)
    for year in [1916, 1969, 2011, 2025] {
      let first = Int64(SheetDate(year: year, month: 1, day: 1)!.daysSinceEpoch) * 24
      for hour in first..<(first + 366 * 24) {
        // A minute into the hour: every time of an hour has the hour's offset.
        let local = hour * 3_600_000 + 60_000
        let expected = Self.offset(of: hour, in: zone)
        guard offsets.offsetSeconds(localMilliseconds: local) == expected else {
          Issue.record("\(identifier), hour \(hour) since 1970: \(expected) expected")
          return
        }
      }
    }
  }

  @Test(arguments: zones)
  func hoursAcrossAndBeyondTheTableGiveWhatTheZoneGives(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let offsets = ZoneOffsets(zone: zone)
    var random = SplitMix64(seed: 7)
    // From 1800 to 2400: before, through and after the table's years.
    let hours = (0..<4_000).map { _ in Int64.random(in: -1_490_000...3_770_000, using: &random) }
    for hour in hours {
      #expect(
        offsets.offsetSeconds(localMilliseconds: hour * 3_600_000)
          == Self.offset(of: hour, in: zone),
        "\(identifier), hour \(hour) since 1970")
    }
  }

  @Test func offsetsAskedFromTwoThreadsAtOnceAgree() async throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let offsets = ZoneOffsets(zone: zone)
    let hours = Array(Int64(390_000)..<Int64(400_000))
    let results = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<2 {
        group.addTask { hours.map { offsets.offsetSeconds(localMilliseconds: $0 * 3_600_000) } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let expected = hours.map { Self.offset(of: $0, in: zone) }
    #expect(results == [expected, expected])
  }

  /// The offset of a local hour as `TimeZone` gives it: at the hour read as UTC, then at the
  /// instant that offset makes of it.
  static func offset(of hour: Int64, in zone: TimeZone) -> Int {
    let wall = Date(timeIntervalSince1970: Double(hour * 3600))
    return zone.secondsFromGMT(
      for: wall.addingTimeInterval(-Double(zone.secondsFromGMT(for: wall))))
  }
}
