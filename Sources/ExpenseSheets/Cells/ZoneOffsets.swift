import CAtomicShim
import Foundation

/// The UTC offsets of one time zone for local wall-clock times, each day's asked of `TimeZone`
/// once.
///
/// Reading a column of local date-times asks for the offset of every cell, from every core. A
/// day with one offset throughout, as every day is but those the clocks change on, is kept in
/// a table of the days of the years a date may have (`OtherCalendarDate.plausibleYears`) that
/// every thread reads and fills without a lock. The hours of a day the clocks change on, and
/// times outside those years, are asked of `TimeZone` each time.
final class ZoneOffsets: Sendable {
  /// The time zone.
  let zone: TimeZone
  /// For each day from ``firstDay``: 0 until worked out, then ``changes``, or ``known`` with
  /// the day's offset in seconds in the low 32 bits.
  /// Read and written whole, with `CAtomicShim`'s atomic loads and stores.
  private nonisolated(unsafe) let days: UnsafeMutablePointer<Int64>

  /// Offsets of `zone`.
  init(zone: TimeZone) {
    self.zone = zone
    days = .allocate(capacity: Self.dayCount)
    days.initialize(repeating: 0, count: Self.dayCount)
  }

  deinit {
    days.deallocate()
  }

  /// The offset in seconds that applies to a local wall-clock time, in milliseconds since 1970.
  func offsetSeconds(localMilliseconds: Int64) -> Int {
    guard let index = Self.dayIndex(localMilliseconds) else { return hourOffset(localMilliseconds) }
    let day = Int64(index) + Self.firstDay
    let entry = expenseSheetsAtomicLoad(days + index)
    if entry & Self.known != 0 { return Int(Int32(truncatingIfNeeded: entry)) }
    if entry == Self.changes { return hourOffset(localMilliseconds) }
    // The first and the last hour of a day with one offset throughout have the same offset.
    let start = hourOffset(day * 86_400_000)
    let end = hourOffset(day * 86_400_000 + 23 * 3_600_000)
    let isSteady = start == end
    expenseSheetsAtomicStore(
      days + index,
      isSteady ? Self.known | Int64(UInt32(bitPattern: Int32(start))) : Self.changes)
    return isSteady ? start : hourOffset(localMilliseconds)
  }

  /// The other offset a local wall-clock time may be read with, when the clocks go back over
  /// it and it comes twice (`01:30` on the night daylight saving time ends), or `nil` when it
  /// comes once. ``offsetSeconds(localMilliseconds:)`` gives one of the two, this the other.
  func repeatedOffsetSeconds(localMilliseconds: Int64) -> Int? {
    let chosen = offsetSeconds(localMilliseconds: localMilliseconds)
    if let index = Self.dayIndex(localMilliseconds),
      expenseSheetsAtomicLoad(days + index) & Self.known != 0
    {
      return nil
    }
    let instant = Date(timeIntervalSince1970: Double(localMilliseconds) / 1000 - Double(chosen))
    for probe in [-3.0 * 3600, 3.0 * 3600] {
      let other = zone.secondsFromGMT(for: instant.addingTimeInterval(probe))
      guard other != chosen else { continue }
      let read = Date(timeIntervalSince1970: Double(localMilliseconds) / 1000 - Double(other))
      if zone.secondsFromGMT(for: read) == other { return other }
    }
    return nil
  }

  /// The offset of the local hour `localMilliseconds` falls in, asked of `TimeZone`: the
  /// offset at the hour read as UTC, then at the instant that offset makes of it.
  private func hourOffset(_ localMilliseconds: Int64) -> Int {
    let hour = Self.floorDivision(localMilliseconds, 3_600_000)
    let wall = Date(timeIntervalSince1970: Double(hour * 3600))
    let guess = zone.secondsFromGMT(for: wall)
    return zone.secondsFromGMT(for: wall.addingTimeInterval(-Double(guess)))
  }

  /// The index in the table of the local day `localMilliseconds` falls in, or `nil` outside it.
  private static func dayIndex(_ localMilliseconds: Int64) -> Int? {
    let index = Int(floorDivision(localMilliseconds, 86_400_000) - firstDay)
    return index >= 0 && index < dayCount ? index : nil
  }

  /// `value` divided by `divisor` (positive), rounded down.
  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
    value >= 0 ? value / divisor : (value - divisor + 1) / divisor
  }

  /// The days since 1970 of the first day the table holds, and how many it holds.
  private static let firstDay = Int64(
    SheetDate(year: OtherCalendarDate.plausibleYears.lowerBound, month: 1, day: 1)!
      .daysSinceEpoch)
  private static let dayCount =
    SheetDate(year: OtherCalendarDate.plausibleYears.upperBound, month: 12, day: 31)!
    .daysSinceEpoch - Int(firstDay) + 1
  /// The bit of an entry that says the day's offset is known.
  private static let known: Int64 = 1 << 32
  /// The entry of a day the clocks change on.
  private static let changes: Int64 = 1 << 33
}
