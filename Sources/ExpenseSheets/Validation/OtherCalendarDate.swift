import Foundation

/// The Gregorian date a date of another calendar stands for, when a spreadsheet or a person
/// wrote it in that calendar's numbers and it was read as a Gregorian date: a Thai sheet's
/// Buddhist year (`2566-02-09` for 2023-02-09), a Persian sheet's Solar Hijri date
/// (`1401-11-20` for 2023-02-09).
///
/// Only dates outside ``plausibleYears`` are read so: no ledger date falls there otherwise.
struct OtherCalendarDate {
  /// The years of dates a ledger holds: outside them, a date is of another calendar or its
  /// year is mistyped.
  static let plausibleYears = 1900...2199

  /// The timestamps of ``plausibleYears``, in milliseconds since 1970 (UTC).
  static let plausibleMilliseconds: Range<Int64> = {
    let first = startMilliseconds(ofYear: plausibleYears.lowerBound)
    return first..<startMilliseconds(ofYear: plausibleYears.upperBound + 1)
  }()

  /// Milliseconds since 1970 at the start of the first of January of `year`, UTC.
  private static func startMilliseconds(ofYear year: Int) -> Int64 {
    Int64(SheetDate(year: year, month: 1, day: 1)!.daysSinceEpoch) * 86_400_000
  }

  /// The calendar the date was read in, as a message names it.
  var calendarName: String
  /// The same day in the Gregorian calendar.
  var gregorian: SheetDate
  /// Whether ``gregorian`` is that day for certain: the Islamic calendar's variants (Umm
  /// al-Qura's, the tabular one LibreOffice computes) put a day a day or two apart.
  var isExact = true

  /// The Gregorian reading of `date`, a date outside ``plausibleYears``, when its year is one
  /// another calendar gives the plausible years: Buddhist years 2443 to 2742, Solar Hijri
  /// years 1278 to 1419 (to 2041), Islamic (Hijri) years 1420 to 1578 (from April 1999: the
  /// Islamic calendar's years of ledgers kept today, which as Solar Hijri years lie decades
  /// ahead; LibreOffice's Arabic locales show dates so). `nil` for other years, and for a day
  /// that calendar lacks.
  ///
  /// A day the Gregorian calendar lacks (the Buddhist 2567-02-29, the Solar Hijri 1401-06-31)
  /// is no date to begin with: the reader rejects it as an invalid value.
  init?(_ date: SheetDate) {
    let buddhistOffset = 543
    let persian = 1278...1419
    let islamic = 1420...1578
    if Self.plausibleYears.contains(date.year - buddhistOffset) {
      guard
        let gregorian = SheetDate(
          year: date.year - buddhistOffset, month: date.month, day: date.day)
      else { return nil }
      self.init(calendarName: "Thai Buddhist", gregorian: gregorian)
    } else if persian.contains(date.year), let gregorian = Self.gregorian(of: date, in: .persian),
      Self.plausibleYears.contains(gregorian.year)
    {
      self.init(calendarName: "Persian (Solar Hijri)", gregorian: gregorian)
    } else if islamic.contains(date.year),
      let gregorian = Self.gregorian(of: date, in: .islamicUmmAlQura),
      Self.plausibleYears.contains(gregorian.year)
    {
      self.init(calendarName: "Islamic (Hijri)", gregorian: gregorian)
      isExact = false
    } else {
      return nil
    }
  }

  private init(calendarName: String, gregorian: SheetDate) {
    self.calendarName = calendarName
    self.gregorian = gregorian
  }

  /// The Gregorian day of `date`, a date of the calendar `identifier`, or `nil` when that
  /// calendar has no such day.
  private static func gregorian(of date: SheetDate, in identifier: Calendar.Identifier)
    -> SheetDate?
  {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = .gmt
    guard
      let instant = calendar.date(
        from: DateComponents(year: date.year, month: date.month, day: date.day))
    else { return nil }
    // A day the month lacks rolls over into the next month: no such day.
    let read = calendar.dateComponents([.year, .month, .day], from: instant)
    guard read.year == date.year, read.month == date.month, read.day == date.day else {
      return nil
    }
    let days = Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))
    return SheetDate(daysSinceEpoch: days)
  }
}
