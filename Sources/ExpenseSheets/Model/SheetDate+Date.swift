import Foundation

extension SheetDate {
  /// The first day a sheet holds, 0001-01-01.
  static let first = SheetDate(year: 1, month: 1, day: 1)!
  /// The last day a sheet holds, 9999-12-31.
  static let last = SheetDate(year: 9999, month: 12, day: 31)!

  /// The civil date `date` falls on in `timeZone`, as an app's date picker shows it, or `nil`
  /// when that day is outside the years 1 to 9999 of the common era, the dates a sheet holds
  /// (such as `Date.distantPast` west of Greenwich), or `date` is not a number.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - timeZone: The zone whose calendar day the instant falls on.
  public init?(exactly date: Date, in timeZone: TimeZone) {
    // Years 1 to 9999 lie within 3 * 10^11 seconds of 2001; further out (or NaN) no day does,
    // and the calendar is not asked.
    let seconds = date.timeIntervalSinceReferenceDate
    guard seconds.isFinite, seconds.magnitude < 1e12 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
    guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
      let sheetDate = SheetDate(year: year, month: month, day: day)
    else { return nil }
    self = sheetDate
  }

  /// The civil date `date` falls on in `timeZone`, as an app's date picker shows it; a day
  /// outside the years 1 to 9999 that a sheet holds is clamped to the nearer of 0001-01-01 and
  /// 9999-12-31 (a `date` that is not a number gives 0001-01-01).
  ///
  /// Use ``init(exactly:in:)`` to tell such a date apart.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - timeZone: The zone whose calendar day the instant falls on.
  public init(_ date: Date, in timeZone: TimeZone) {
    if let day = SheetDate(exactly: date, in: timeZone) {
      self = day
    } else {
      self = date.timeIntervalSinceReferenceDate > 0 ? .last : .first
    }
  }

  /// The start of the day in `timeZone`: the `Date` an app stores for a civil date.
  ///
  /// A date whose parts were set outside their ranges counts as the nearest day of years 1 to
  /// 9999 (month 13 as December, day 32 as the month's last).
  public func date(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let year = min(max(year, 1), 9999)
    let month = min(max(month, 1), 12)
    let day = min(max(day, 1), SheetDate.daysInMonth(year: year, month: month))
    // Every civil date has a first instant, even on a day that starts with a clock change.
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}
