/// What a cell's number format shows a number as: the one thing that tells a date from a number
/// in an .xlsx file.
public enum NumberFormatKind: Sendable, Hashable {
  /// A plain number.
  case number
  /// A date without a time of day.
  case date
  /// A date with a time of day.
  case dateTime
  /// A time of day without a date (`h:mm`), or a duration (`[h]:mm`, elapsed hours): what a
  /// typed `12:30` is formatted as. The cell reads as the text it shows (``timeText(serial:)``),
  /// never as the fraction of a day it holds.
  case time(showsSeconds: Bool, isTwelveHour: Bool, isElapsed: Bool)
  /// A percentage: the number shown a hundred times larger, with `%` (0.5 shows as 50%).
  case percent

  /// The kind of a built-in format: 9-10 are percentages, 14-17 dates, 22 a date with a time,
  /// 18-21 and 45-47 times; in East Asian locales 27-31, 36 and 50-58 are dates
  /// (`yyyy"年"m"月"d"日"`) and 32-35 times.
  public init(builtIn id: Int) {
    switch id {
    case 9...10: self = .percent
    case 14...17, 27...31, 36, 50...58: self = .date
    case 22: self = .dateTime
    case 18, 34: self = .time(showsSeconds: false, isTwelveHour: true, isElapsed: false)
    case 19, 35: self = .time(showsSeconds: true, isTwelveHour: true, isElapsed: false)
    case 20, 32: self = .time(showsSeconds: false, isTwelveHour: false, isElapsed: false)
    case 21, 33, 45, 47: self = .time(showsSeconds: true, isTwelveHour: false, isElapsed: false)
    case 46: self = .time(showsSeconds: true, isTwelveHour: false, isElapsed: true)
    default: self = .number
    }
  }

  /// The kind of a custom format code such as `yyyy-mm-dd` or `0.00`: a date when it has a
  /// year, month or day field, with a time when it has an hour or second field too, a time
  /// alone when it has only those (and minutes), a percentage when it has `%` and none, outside
  /// quoted text, escaped characters and `[...]` sections (colours, locales; `[h]` elapsed hours
  /// count).
  public init(code: String) {
    var (hasDate, hasTime, hasMonthOrMinute, hasPercent) = (false, false, false, false)
    var (hasSeconds, isElapsed) = (false, false)
    var inQuote = false
    var inBracket = false
    var escaped = false
    var bracket: [UInt8] = []
    for byte in code.utf8 {
      if escaped {
        escaped = false
        continue
      }
      if inQuote {
        if byte == UInt8(ascii: "\"") { inQuote = false }
        continue
      }
      if inBracket {
        if byte == UInt8(ascii: "]") {
          inBracket = false
          let lower = bracket.map { $0 | 0x20 }
          if !lower.isEmpty, lower.allSatisfy({ "hms".utf8.contains($0) }) {
            (hasTime, isElapsed) = (true, true)
            if lower.contains(UInt8(ascii: "s")) { hasSeconds = true }
          }
          bracket = []
        } else {
          bracket.append(byte)
        }
        continue
      }
      switch byte | 0x20 {
      case _ where byte == UInt8(ascii: "\""): inQuote = true
      case _
      where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "*"):
        escaped = true
      case _ where byte == UInt8(ascii: "["): inBracket = true
      case UInt8(ascii: "y"), UInt8(ascii: "d"): hasDate = true
      case UInt8(ascii: "h"): hasTime = true
      case UInt8(ascii: "s"): (hasTime, hasSeconds) = (true, true)
      case UInt8(ascii: "m"): hasMonthOrMinute = true
      case _ where byte == UInt8(ascii: "%"): hasPercent = true
      default: break
      }
    }
    if hasTime && !hasDate {
      let upper = code.uppercased()
      self = .time(
        showsSeconds: hasSeconds, isTwelveHour: upper.contains("AM/PM") || upper.contains("A/P"),
        isElapsed: isElapsed)
    } else if hasTime {
      self = .dateTime
    } else if hasDate || hasMonthOrMinute {
      self = .date
    } else if hasPercent {
      self = .percent
    } else {
      self = .number
    }
  }
}
