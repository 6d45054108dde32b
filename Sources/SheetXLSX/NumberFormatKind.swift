/// What a cell's number format shows a number as: the one thing that tells a date from a number
/// in an .xlsx file.
public enum NumberFormatKind: Sendable, Hashable {
  /// A plain number.
  case number
  /// A date without a time of day.
  case date
  /// A time of day, with or without a date.
  case dateTime
  /// A percentage: the number shown a hundred times larger, with `%` (0.5 shows as 50%).
  case percent

  /// The kind of a built-in format: 9-10 are percentages, 14-17 dates, 18-22 and 45-47 times;
  /// in East Asian locales 27-31, 36 and 50-58 are dates (`yyyy"年"m"月"d"日"`) and 32-35 times.
  public init(builtIn id: Int) {
    switch id {
    case 9...10: self = .percent
    case 14...17, 27...31, 36, 50...58: self = .date
    case 18...22, 32...35, 45...47: self = .dateTime
    default: self = .number
    }
  }

  /// The kind of a custom format code such as `yyyy-mm-dd` or `0.00`: a date when it has a
  /// year, month or day field, a time when it has an hour or second field, a percentage when it
  /// has `%` and neither, outside quoted text, escaped characters and `[...]` sections (colours,
  /// locales; `[h]` elapsed hours count).
  public init(code: String) {
    var (hasDate, hasTime, hasMonthOrMinute, hasPercent) = (false, false, false, false)
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
          if !lower.isEmpty, lower.allSatisfy({ "hms".utf8.contains($0) }) { hasTime = true }
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
      case UInt8(ascii: "h"), UInt8(ascii: "s"): hasTime = true
      case UInt8(ascii: "m"): hasMonthOrMinute = true
      case _ where byte == UInt8(ascii: "%"): hasPercent = true
      default: break
      }
    }
    if hasTime {
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
