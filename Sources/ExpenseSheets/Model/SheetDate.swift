/// A business date as the sheet shows it: a civil year, month and day with no time zone.
///
/// Encoded in the sheet and in JSON as `YYYY-MM-DD`.
public struct SheetDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year, for example `2025`.
  public var year: Int
  /// The month, `1...12`.
  public var month: Int
  /// The day of the month, `1...31`.
  public var day: Int

  /// Creates a date from its parts, or `nil` when they do not name a real day
  /// of the proleptic Gregorian calendar within years 1...9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...SheetDate.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads the canonical `YYYY-MM-DD` from UTF-8 bytes, exactly ten of them; `nil` for any
  /// other text or a day that does not exist. The one reader of the form the exporter and the
  /// store write.
  package init?(canonical bytes: UnsafeRawBufferPointer) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = bytes.digits(at: 0, length: 4), let month = bytes.digits(at: 5, length: 2),
      let day = bytes.digits(at: 8, length: 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The same month and day in `year`, when `year` lies a whole number of centuries away and
  /// has that day (1900 has no February 29); `nil` otherwise.
  package func inCentury(of year: Int) -> SheetDate? {
    guard year != self.year, (year - self.year) % 100 == 0 else { return nil }
    return SheetDate(year: year, month: month, day: day)
  }

  /// The number of days in a month of a year.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year` is a Gregorian leap year.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// Days since 1970-01-01 (negative before it).
  public var daysSinceEpoch: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Creates the date that lies `days` days after 1970-01-01, or `nil` outside years 1...9999.
  public init?(daysSinceEpoch days: Int) {
    // 0001-01-01 and 9999-12-31; further out the arithmetic below could overflow.
    guard (-719_162...2_932_896).contains(days) else { return nil }
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(year: year, month: month, day: day)
  }

  /// The canonical form, `YYYY-MM-DD`.
  public var description: String {
    String(unsafeUninitializedCapacity: 10) { write(into: $0) }
  }

  /// Writes the 10 bytes of ``description`` at the start of `out`; returns 10.
  func write(into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    precondition(out.count >= 10)
    let bytes = out.baseAddress!
    // Two digits at a time: `year`, `month` and `day` are within 1...9999, 1...12 and 1...31.
    func put2(_ value: Int, at index: Int) {
      bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
      bytes[index + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    }
    put2(year / 100, at: 0)
    put2(year % 100, at: 2)
    bytes[4] = UInt8(ascii: "-")
    put2(month, at: 5)
    bytes[7] = UInt8(ascii: "-")
    put2(day, at: 8)
    return 10
  }

  /// Orders dates chronologically.
  public static func < (lhs: SheetDate, rhs: SheetDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Decodes the canonical `YYYY-MM-DD` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, let date = SheetDate(year: parts[0], month: parts[1], day: parts[2])
    else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a YYYY-MM-DD date")
    }
    self = date
  }

  /// Encodes the canonical `YYYY-MM-DD` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
