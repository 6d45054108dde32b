import Foundation

extension SheetDate {
  /// The civil date `date` falls on in `timeZone`, as an app's date picker shows it.
  ///
  /// - Precondition: `date` falls in the years 1 to 9999 of the common era, the dates a sheet
  ///   holds.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
    // The Gregorian calendar gives a valid day of a valid month, in the era before or after 1.
    guard parts.era == 1,
      let day = SheetDate(year: parts.year!, month: parts.month!, day: parts.day!)
    else { preconditionFailure("\(date) falls outside the years 1 to 9999 of a sheet's dates") }
    self = day
  }

  /// The start of the day in `timeZone`: the `Date` an app stores for a civil date.
  public func date(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    // Every civil date has a first instant, even on a day that starts with a clock change.
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}
