import Foundation

/// Reads timestamps: ISO 8601 with or without milliseconds, `Z` or an offset, or as a
/// spreadsheet shows a date-time (`2025-01-05 14:03:22`, `1/5/2025 2:03:22 PM`,
/// `05/01/2025 14.03.22`, `5.1.2025 klo 14.03.22`, `2025. 1. 5 오후 2:03:22`,
/// `2025/01/05 午後2:03:22`, `45662.585`).
///
/// A timestamp without a zone is read as local time in the dataset's time zone; a merge may read
/// it again with the offset the rows that equal the last export show (`FloatingTimestamps`).
enum TimestampCell {
  /// A timestamp taken apart, before the column's day/month order and the time zone apply.
  struct Shape: Hashable {
    /// The date part.
    var date: DateShape
    /// Milliseconds since local midnight.
    var millisecondsOfDay: Int
    /// The offset from UTC in seconds when the text gives one (`Z` is 0).
    var offsetSeconds: Int?
  }

  /// The shape of the timestamp in `bytes` (spaces around are ignored), or `nil`;
  /// `readingLongForms` as for ``DateCell/shape(_:readingLongForms:)``.
  static func shape(_ bytes: UnsafeRawBufferPointer, readingLongForms: Bool = true) -> Shape? {
    let bytes = bytes.trimmingSpaces
    guard !bytes.isEmpty else { return nil }
    if let canonical = canonicalShape(bytes) { return canonical }
    if let serial = serialShape(bytes) { return serial }
    if let numeric = numericShape(bytes, readingLongForms: readingLongForms) { return numeric }
    // The date part ends at `T` between the digits of a year-first date and a time, or at the
    // first space before a time (a `t` in a month's name, `6 juillet`, is no split).
    var split = -1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t"), index >= 8,
        isDigit(bytes[index - 1]), index + 1 < bytes.count, isDigit(bytes[index + 1])
      {
        split = index
        break
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") {
        if startsTime(bytes, after: index) {
          split = index
          break
        }
        // The spaces after it start no time either: each would look past the same run.
        index = bytes.indexAfterSpaces(from: index + 1)
        continue
      }
      index += 1
    }
    let datePart = UnsafeRawBufferPointer(rebasing: bytes[0..<(split < 0 ? bytes.count : split)])
    guard let date = DateCell.shape(datePart, readingLongForms: readingLongForms) else {
      return timeFirstShape(bytes, readingLongForms: readingLongForms)
    }
    guard split >= 0 else { return Shape(date: date, millisecondsOfDay: 0, offsetSeconds: nil) }
    let timePart = UnsafeRawBufferPointer(rebasing: bytes[(split + 1)...])
    guard let (milliseconds, offset) = time(timePart.trimmingSpaces) else { return nil }
    return Shape(date: date, millisecondsOfDay: milliseconds, offsetSeconds: offset)
  }

  /// The shape of a date-time of numbers alone, a date of digits and marks, one space and a
  /// 24-hour time of hours, two-digit minutes and perhaps two-digit seconds (`7/3/2025 4:45:02`,
  /// `03.07.2025 04:45`, as most spreadsheets show date-times), read without the general scan,
  /// as it reads them; `nil` for any other text, which the general scan then reads.
  private static func numericShape(_ bytes: UnsafeRawBufferPointer, readingLongForms: Bool)
    -> Shape?
  {
    // The date part holds no space, comma or `T`, so the general scan ends it at this space.
    var space = 0
    while space < bytes.count, isDigit(bytes[space]) || isDateMark(bytes[space]) {
      space += 1
    }
    guard space > 0, space < bytes.count, bytes[space] == UInt8(ascii: " "),
      let millisecondsOfDay = clockTime(UnsafeRawBufferPointer(rebasing: bytes[(space + 1)...])),
      let date = DateCell.shape(
        UnsafeRawBufferPointer(rebasing: bytes[..<space]), readingLongForms: readingLongForms)
    else { return nil }
    return Shape(date: date, millisecondsOfDay: millisecondsOfDay, offsetSeconds: nil)
  }

  /// Whether `byte` is one of the marks between a numeric date's parts.
  private static func isDateMark(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// The milliseconds since midnight of `H:MM` or `H:MM:SS` (one or two hour digits) and nothing
  /// else, as ``time(_:)`` reads them; `nil` for any other text.
  private static func clockTime(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let hourWidth = bytes.count == 4 || bytes.count == 7 ? 1 : 2
    guard bytes.count == hourWidth + 3 || bytes.count == hourWidth + 6,
      let hour = bytes.digits(at: 0, length: hourWidth), hour < 24,
      bytes[hourWidth] == UInt8(ascii: ":"),
      let minute = bytes.digits(at: hourWidth + 1, length: 2), minute < 60
    else { return nil }
    var second = 0
    if bytes.count > hourWidth + 3 {
      guard bytes[hourWidth + 3] == UInt8(ascii: ":"),
        let value = bytes.digits(at: hourWidth + 4, length: 2), value < 61
      else { return nil }
      second = value
    }
    return (hour * 3600 + minute * 60 + min(second, 59)) * 1000
  }

  /// The shape of a date-time written time first, as Vietnamese formats write it:
  /// `22:21:20 26/3/23`, `lúc 22:21:20 ngày 26 tháng 3, 2023` (`lúc` is one of ``timeWords``);
  /// `nil` for any other text. The time ends at the first space after its first colon.
  private static func timeFirstShape(_ bytes: UnsafeRawBufferPointer, readingLongForms: Bool)
    -> Shape?
  {
    guard let first = bytes.first, isDigit(first) || timeWord(bytes, at: 0) != nil,
      let colon = bytes.prefix(maximumTimeStart).firstIndex(of: UInt8(ascii: ":")),
      let space = bytes[colon...].firstIndex(of: UInt8(ascii: " ")),
      let (milliseconds, offset) = time(UnsafeRawBufferPointer(rebasing: bytes[..<space])),
      let date = DateCell.shape(
        UnsafeRawBufferPointer(rebasing: bytes[(space + 1)...]).trimmingSpaces,
        readingLongForms: readingLongForms)
    else { return nil }
    return Shape(date: date, millisecondsOfDay: milliseconds, offsetSeconds: offset)
  }

  /// How many bytes a time's first colon may end: the longest time word, a space, two digits
  /// and the colon.
  private static let maximumTimeStart =
    timeWords.map(\.word.utf8CodeUnitCount).max()! + 4

  /// The shape of a year-first date-time of fixed widths, read without the general scan: the
  /// canonical `YYYY-MM-DDTHH:MM:SS.sssZ` the exporter writes, and the same with `/` between
  /// the date's parts, a space before the time, no milliseconds or no `Z` (what Gnumeric and
  /// Google Sheets give back), or no time at all; `nil` for any other form, which the general
  /// scan then reads.
  static func canonicalShape(_ bytes: UnsafeRawBufferPointer) -> Shape? {
    let count = bytes.count
    guard count >= 10, bytes[4] == UInt8(ascii: "-") || bytes[4] == UInt8(ascii: "/"),
      bytes[7] == bytes[4], let year = bytes.digits(at: 0, length: 4),
      let month = bytes.digits(at: 5, length: 2), let day = bytes.digits(at: 8, length: 2),
      let date = SheetDate(year: year, month: month, day: day)
    else { return nil }
    guard count > 10 else {
      return Shape(date: .exact(date), millisecondsOfDay: 0, offsetSeconds: nil)
    }
    guard count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let hour = bytes.digits(at: 11, length: 2), hour < 24,
      let minute = bytes.digits(at: 14, length: 2), minute < 60,
      let second = bytes.digits(at: 17, length: 2), second < 61
    else { return nil }
    var index = 19
    var millisecond = 0
    if index < count, bytes[index] == UInt8(ascii: ".") {
      guard count >= index + 4, let fraction = bytes.digits(at: index + 1, length: 3) else {
        return nil
      }
      millisecond = fraction
      index += 4
    }
    var offset: Int?
    if index < count, bytes[index] == UInt8(ascii: "Z") {
      offset = 0
      index += 1
    }
    guard index == count else { return nil }
    return Shape(
      date: .exact(date),
      millisecondsOfDay: (hour * 3600 + minute * 60 + min(second, 59)) * 1000 + millisecond,
      offsetSeconds: offset)
  }

  /// The instant of the canonical form (see `canonicalShape(_:)`), which needs neither the
  /// column's day/month order nor the time zone; `nil` for any other form.
  static func canonicalDate(_ bytes: UnsafeRawBufferPointer) -> Date? {
    // A zone-less cell fails here at once, not after the whole scan: the general reading,
    // which records it as floating, scans it next.
    guard bytes.last == UInt8(ascii: "Z"), let shape = canonicalShape(bytes),
      shape.offsetSeconds == 0,
      case .exact(let day) = shape.date
    else { return nil }
    return Timestamp.date(
      milliseconds: Int64(day.daysSinceEpoch) * 86_400_000 + Int64(shape.millisecondsOfDay))
  }

  /// The instant of a wall-clock time (see ``wallMilliseconds(_:order:)``) at the offset its
  /// cell shows, or at the dataset's time zone's offset then when it shows none.
  static func date(wall: Int64, offsetSeconds: Int?, zone: ZoneOffsets) -> Date {
    let offset = offsetSeconds ?? zone.offsetSeconds(localMilliseconds: wall)
    return Timestamp.date(milliseconds: wall - Int64(offset) * 1000)
  }

  /// The wall-clock time a shape shows, in milliseconds since 1970-01-01 00:00 of its own
  /// clock, given the column's order; `nil` when the order cannot read its date.
  static func wallMilliseconds(_ shape: Shape, order: DateOrder?) -> Int64? {
    guard let day = shape.date.date(order: order) else { return nil }
    return Int64(day.daysSinceEpoch) * 86_400_000 + Int64(shape.millisecondsOfDay)
  }

  private static func serialShape(_ bytes: UnsafeRawBufferPointer) -> Shape? {
    // `45662.5854166667`: days since 1899-12-30 and a fraction of a day, local time.
    var index = 0
    var days = 0
    while index < bytes.count, isDigit(bytes[index]), index < 7 {
      days = days * 10 + Int(bytes[index] &- 0x30)
      index += 1
    }
    guard index >= 4, index < bytes.count,
      bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",")
    else { return nil }
    index += 1
    var fraction = 0.0
    var scale = 0.1
    let fractionStart = index
    while index < bytes.count, isDigit(bytes[index]) {
      fraction += Double(bytes[index] &- 0x30) * scale
      scale /= 10
      index += 1
    }
    guard index == bytes.count, index > fractionStart,
      let day = SheetDate(daysSinceEpoch: DateCell.serialEpoch + days)
    else { return nil }
    let milliseconds = min(Int((fraction * 86_400_000).rounded()), 86_399_999)
    return Shape(date: .exact(day), millisecondsOfDay: milliseconds, offsetSeconds: nil)
  }

  /// Words a spreadsheet writes before the time, and whether each says afternoon: Finnish
  /// `klo` (at), Korean `오전`/`오후`, Chinese `上午`/`下午` (and Taiwan's `凌晨`, `清晨`, `早上`,
  /// `中午`, `傍晚`, `晚上`, `半夜`: small hours to evening, and midnight), Japanese `午前`/`午後` (morning, afternoon),
  /// Hindi `पू`/`अ`, and the words CLDR's long date-times put between the date and the time:
  /// `at`, `um`, `à`, `às`, `om`, `kl.`, `alle ore`, `o`, `v`, `u`, `la`, `ob`, `kell`, `pukul`,
  /// `pada`, `в`, `о`, `στις`, `בשעה`, `এ`, `เวลา`, and Vietnamese `lúc`, which comes before the
  /// time it starts the text with (see `timeFirstShape`). Longer words come before the words they
  /// start with.
  private static let timeWords: [(word: StaticString, isAfternoon: Bool?)] = [
    ("klo", nil), ("오전", false), ("오후", true), ("上午", false), ("下午", true),
    ("午前", false), ("午後", true), ("凌晨", false), ("清晨", false), ("早上", false),
    ("中午", true), ("傍晚", true), ("晚上", true), ("半夜", false), ("पू", false), ("अ", true),
    ("alle ore", nil), ("at", nil), ("um", nil), ("à", nil), ("às", nil), ("om", nil),
    ("kl.", nil), ("ob", nil), ("o", nil), ("v", nil), ("u", nil), ("la", nil), ("kell", nil),
    ("pukul", nil), ("pada", nil), ("в", nil), ("о", nil), ("στις", nil), ("בשעה", nil),
    ("এ", nil), ("เวลา", nil), ("lúc", nil),
  ]

  /// The time words by their first byte with bit 5 set, as `equalsIgnoringCase` compares.
  private static let timeWordsByFirstByte: [[(word: StaticString, isAfternoon: Bool?)]] =
    timeWords.reduce(into: Array(repeating: [], count: 256)) { buckets, entry in
      buckets[Int(entry.word.utf8Start[0] | 0x20)].append(entry)
    }

  /// The time word at `index`, its length, and whether it says afternoon. A word is one only
  /// when a space or a digit follows it (`午後2:03`), so `o` is not the start of `om`.
  private static func timeWord(_ bytes: UnsafeRawBufferPointer, at index: Int)
    -> (length: Int, isAfternoon: Bool?)?
  {
    // No word starts with a digit, as most times do.
    guard index < bytes.count, !isDigit(bytes[index]) else { return nil }
    for (word, isAfternoon) in timeWordsByFirstByte[Int(bytes[index] | 0x20)]
    where index + word.utf8CodeUnitCount <= bytes.count {
      let end = index + word.utf8CodeUnitCount
      let candidate = UnsafeRawBufferPointer(rebasing: bytes[index..<end])
      guard candidate.equalsIgnoringCase(word),
        end == bytes.count || bytes[end] == UInt8(ascii: " ") || isDigit(bytes[end])
      else { continue }
      return (word.utf8CodeUnitCount, isAfternoon)
    }
    return nil
  }

  /// Whether a time starts after the separator at `index`: after spaces and perhaps a time word,
  /// one or two digits, then a colon, or a dot and two digits (`14.03`, as Italian, Danish and
  /// Finnish spreadsheets write times).
  private static func startsTime(_ bytes: UnsafeRawBufferPointer, after index: Int) -> Bool {
    var look = bytes.indexAfterSpaces(from: index + 1)
    if let word = timeWord(bytes, at: look) {
      look = bytes.indexAfterSpaces(from: look + word.length)
    }
    guard look < bytes.count, isDigit(bytes[look]) else { return false }
    look += look + 1 < bytes.count && isDigit(bytes[look + 1]) ? 2 : 1
    guard look < bytes.count else { return false }
    if bytes[look] == UInt8(ascii: ":") { return true }
    return bytes[look] == UInt8(ascii: ".") && look + 2 < bytes.count
      && isDigit(bytes[look + 1]) && isDigit(bytes[look + 2])
  }

  /// Words a spreadsheet writes after the time for morning and afternoon, besides `AM` and
  /// `PM`: Greek `πμ`/`μμ` (and `π.μ.`/`μ.μ.`), Malay `PG`/`PTG`, Arabic `ص`/`م`.
  private static let meridiemWords: [(word: StaticString, isAfternoon: Bool)] = [
    ("π.μ.", false), ("μ.μ.", true), ("πμ", false), ("μμ", true), ("ptg", true), ("pg", false),
    ("ص", false), ("م", true),
  ]

  /// The length of `AM`, `PM`, `a.m.`, `p. m.` and the like at `index` (any case), or of one of
  /// ``meridiemWords`` ending the text or before a space, and whether it says afternoon.
  private static func meridiem(_ bytes: UnsafeRawBufferPointer, at index: Int)
    -> (length: Int, isAfternoon: Bool)?
  {
    // Most times end the text.
    guard index < bytes.count else { return nil }
    for (word, isAfternoon) in meridiemWords where index + word.utf8CodeUnitCount <= bytes.count {
      let end = index + word.utf8CodeUnitCount
      if UnsafeRawBufferPointer(rebasing: bytes[index..<end]).equalsIgnoringCase(word),
        end == bytes.count || bytes[end] == UInt8(ascii: " ")
      {
        return (word.utf8CodeUnitCount, isAfternoon)
      }
    }
    guard index < bytes.count,
      bytes[index] | 0x20 == UInt8(ascii: "a") || bytes[index] | 0x20 == UInt8(ascii: "p")
    else { return nil }
    var look = index + 1
    if look < bytes.count, bytes[look] == UInt8(ascii: ".") {
      look = bytes.indexAfterSpaces(from: look + 1)
    }
    guard look < bytes.count, bytes[look] | 0x20 == UInt8(ascii: "m") else { return nil }
    look += 1
    if look < bytes.count, bytes[look] == UInt8(ascii: ".") { look += 1 }
    return (look - index, bytes[index] | 0x20 == UInt8(ascii: "p"))
  }

  /// `[klo|오전|오후|上午|下午|午前|午後] HH:MM[:SS[.fff|,fff]] [AM|PM|a. m.|p. m.] [Z|±HH[:MM]]`, or with
  /// dots between hours, minutes and seconds (`14.03.22[,fff]`), as milliseconds of the day and
  /// an offset.
  private static func time(_ bytes: UnsafeRawBufferPointer) -> (Int, Int?)? {
    var index = 0
    func number(maxDigits: Int) -> Int? {
      let start = index
      var value = 0
      while index < bytes.count, isDigit(bytes[index]), index - start < maxDigits {
        value = value * 10 + Int(bytes[index] &- 0x30)
        index += 1
      }
      return index > start ? value : nil
    }
    var isAfternoon: Bool?
    if let word = timeWord(bytes, at: index) {
      isAfternoon = word.isAfternoon
      index = bytes.indexAfterSpaces(from: index + word.length)
    }
    guard var hour = number(maxDigits: 2), index < bytes.count,
      bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ".")
    else { return nil }
    let separator = bytes[index]
    index += 1
    let minuteStart = index
    guard let minute = number(maxDigits: 2) else { return nil }
    // A dot between hours and minutes is a time only with two-digit minutes, as `14.03`.
    guard separator == UInt8(ascii: ":") || index - minuteStart == 2 else { return nil }
    var second = 0
    var millisecond = 0
    if index < bytes.count, bytes[index] == separator {
      index += 1
      guard let value = number(maxDigits: 2) else { return nil }
      second = value
      // After dotted seconds only a comma starts the fraction.
      if index < bytes.count,
        bytes[index] == UInt8(ascii: ",")
          || (bytes[index] == UInt8(ascii: ".") && separator == UInt8(ascii: ":"))
      {
        index += 1
        var scale = 100
        let start = index
        while index < bytes.count, isDigit(bytes[index]) {
          millisecond += Int(bytes[index] &- 0x30) * scale
          scale /= 10
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    index = bytes.indexAfterSpaces(from: index)
    if isAfternoon == nil, let marker = meridiem(bytes, at: index) {
      isAfternoon = marker.isAfternoon
      index = bytes.indexAfterSpaces(from: index + marker.length)
    }
    if let isAfternoon {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (isAfternoon ? 12 : 0)
    }
    guard hour < 24, minute < 60, second < 61 else { return nil }
    var offset: Int?
    if index < bytes.count {
      let sign = bytes[index]
      if sign | 0x20 == UInt8(ascii: "z") {
        offset = 0
        index += 1
      } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index += 1
        guard let hours = number(maxDigits: 2) else { return nil }
        var minutes = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
        if index < bytes.count { minutes = number(maxDigits: 2) ?? 0 }
        // Offsets in use run from -12:00 to +14:00; ISO 8601 readers take up to 18 hours.
        guard hours <= 18, minutes < 60 else { return nil }
        offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
      }
    }
    guard index == bytes.count else { return nil }
    return ((hour * 3600 + minute * 60 + min(second, 59)) * 1000 + millisecond, offset)
  }
}
