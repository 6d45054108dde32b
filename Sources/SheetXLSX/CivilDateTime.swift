/// A calendar date and wall-clock time without a time zone, as a spreadsheet stores one.
public struct CivilDateTime: Sendable, Hashable {
  /// The year, such as 2025.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int
  /// Milliseconds since midnight, 0 to 86,399,999.
  public var millisecondOfDay: Int

  /// Creates a date-time.
  public init(year: Int, month: Int, day: Int, millisecondOfDay: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.millisecondOfDay = millisecondOfDay
  }

  /// The spreadsheet date system a serial number counts days in.
  public enum DateSystem: Sendable, Hashable {
    /// Day 1 is 1900-01-01, and day 60 the 1900-02-29 that never was (Lotus's bug, kept by
    /// every spreadsheet): the default.
    case from1900
    /// Day 0 is 1904-01-01 (old Mac Excel files).
    case from1904
    /// Day 0 is 1899-12-30, with no day skipped: OpenDocument's default null date.
    case from1899
    /// Day 0 is the given day, with no day skipped: an OpenDocument file's own null date
    /// (`table:null-date`) other than 1899-12-30 and 1904-01-01, such as LibreOffice's
    /// 1900-01-01.
    case nullDate(year: Int, month: Int, day: Int)
  }

  /// The most days a serial number is read as, either way.
  static let farthestSerial = 1e9

  /// The date-time of a serial number: whole days in `system`, the fraction the time of day
  /// (rounded to the millisecond). A serial past a billion days either way (or not a number)
  /// counts as a billion days before or after, a date millions of years away, which no
  /// reader takes.
  public init(serial: Double, system: DateSystem = .from1900) {
    let serial =
      serial.isNaN
      ? -Self.farthestSerial : min(max(serial, -Self.farthestSerial), Self.farthestSerial)
    var days = serial.rounded(.down)
    var milliseconds = ((serial - days) * 86_400_000).rounded()
    if milliseconds >= 86_400_000 {
      days += 1
      milliseconds -= 86_400_000
    }
    let whole = Int(days)
    // Day 60 of 1900's system is the 1900-02-29 that never was: kept as that day, so that its
    // serial comes back.
    if system == .from1900, whole == 60 {
      self.init(year: 1900, month: 2, day: 29, millisecondOfDay: Int(milliseconds))
      return
    }
    let daysFromUnixEpoch: Int
    switch system {
    case .from1904:
      daysFromUnixEpoch = whole - 24_107
    case .from1899:
      daysFromUnixEpoch = whole - 25_569
    case .nullDate(let year, let month, let day):
      daysFromUnixEpoch = whole + Self.daysSinceUnixEpoch(year: year, month: month, day: day)
    case .from1900:
      // 1899-12-30 is day 0 from day 61 on; before the phantom 1900-02-29, day 0 is 1899-12-31.
      daysFromUnixEpoch = (whole < 61 ? whole + 1 : whole) - 25_569
    }
    let (year, month, day) = Self.civil(fromDaysSinceUnixEpoch: daysFromUnixEpoch)
    self.init(year: year, month: month, day: day, millisecondOfDay: Int(milliseconds))
  }

  /// The serial number of this date-time in the 1900 date system.
  public var serial1900: Double { serial(in: .from1900) }

  /// The serial number of this date-time in `system`: the number a spreadsheet stores for it.
  ///
  /// A year, month or day beyond a billion either way (here or in `system`'s null date) counts
  /// as a billion, a date millions of years away.
  public func serial(in system: DateSystem) -> Double {
    let days = Self.daysSinceUnixEpoch(year: year, month: month, day: day) + 25_569
    let serialDays: Int
    if system == .from1900, year == 1900, month == 2, day == 29 {
      return 60 + Double(millisecondOfDay) / 86_400_000
    }
    switch system {
    case .from1900: serialDays = days < 61 ? days - 1 : days
    case .from1904: serialDays = days - 1_462
    case .from1899: serialDays = days
    case .nullDate(let year, let month, let day):
      serialDays = days - 25_569 - Self.daysSinceUnixEpoch(year: year, month: month, day: day)
    }
    return Double(serialDays) + Double(millisecondOfDay) / 86_400_000
  }

  /// The date as `YYYY-MM-DD`.
  public var dateText: String {
    pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// The date and time as `YYYY-MM-DD HH:MM:SS.sss`, the way spreadsheets show one (no zone).
  public var dateTimeText: String {
    let seconds = millisecondOfDay / 1000
    return dateText + " " + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":"
      + pad(seconds % 60, 2) + "." + pad(millisecondOfDay % 1000, 3)
  }

  private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  /// The most a year, month or day counts as, either way, in ``serial(in:)`` and a
  /// ``DateSystem/nullDate(year:month:day:)``: far enough that no reader takes the date, near
  /// enough that counting its days cannot overflow.
  static let farthestPart = 1_000_000_000

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm); a part
  /// beyond ``farthestPart`` either way counts as that.
  static func daysSinceUnixEpoch(year: Int, month: Int, day: Int) -> Int {
    let year = min(max(year, -farthestPart), farthestPart)
    let month = min(max(month, -farthestPart), farthestPart)
    let day = min(max(day, -farthestPart), farthestPart)
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01.
  static func civil(fromDaysSinceUnixEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
