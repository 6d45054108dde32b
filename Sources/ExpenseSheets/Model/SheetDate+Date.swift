import Foundation

extension SheetDate {
  /// The civil date `date` falls on in `timeZone`, as an app's date picker shows it.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    // The Gregorian calendar gives a valid day of a valid month.
    self.init(year: parts.year!, month: parts.month!, day: parts.day!)!
  }

  /// The start of the day in `timeZone`: the `Date` an app stores for a civil date.
  public func date(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    // Every civil date has a first instant, even on a day that starts with a clock change.
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}
