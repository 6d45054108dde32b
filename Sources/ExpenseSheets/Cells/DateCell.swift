/// Reads business dates as spreadsheets display them.
///
/// `2025-01-05`, `2025/01/05`, `1/5/2025`, `05/01/2025`, `05.01.2025`, two-digit years
/// (`01/05/25`, read as 2000-2099), month names in the languages of ``MonthNames``
/// (`5 Jan 2025`, `Jan 5, 2025`, `5. Januar 2025`, `5 janv. 2025`, `5 de enero de 2025`), after a
/// weekday of ``WeekdayNames`` (`Thursday, January 5, 2025`), the Japanese, Chinese and Korean
/// long dates (`2025年1月5日(日)`, `2025년 1월 5일`), years of a ``CalendarEra`` (`令和7年1月5日`,
/// `R7.01.05`, `民國114年1月5日`) and the serial day number (`45662`, days since 1899-12-30).
enum DateCell {
  /// The day Google Sheets, Excel and LibreOffice count serial dates from.
  static let serialEpoch = SheetDate(year: 1899, month: 12, day: 30)!.daysSinceEpoch

  /// The shape of the date in `bytes` (spaces around are ignored), or `nil` when it is no date.
  /// A weekday the date does not fall on makes the text no date: which of the two is meant?
  ///
  /// - Parameter readingLongForms: Whether a weekday's name (`Thursday, February 9, 2023`) and
  ///   the marks of `2023年2月9日` are read: the forms spreadsheets display, but do not read
  ///   from a typed text (checked with LibreOffice and Gnumeric), which the text guard leaves.
  ///   A year of a ``CalendarEra`` is read only so too, and only a day of its era is a date.
  static func shape(_ bytes: UnsafeRawBufferPointer, readingLongForms: Bool = true) -> DateShape? {
    guard let (shape, weekday, era) = shapeAndWeekday(bytes, readingLongForms: readingLongForms)
    else {
      return nil
    }
    if let era, case .exact(let date) = shape, !CalendarEra.all[era.era].contains(date) {
      return nil
    }
    guard let weekday else { return shape }
    guard case .exact(let date) = shape, WeekdayNames.weekday(of: date) == weekday else {
      return nil
    }
    return shape
  }

  /// Why `bytes` are no date when they name a weekday the date does not fall on, or `nil`.
  static func weekdayMismatch(_ bytes: UnsafeRawBufferPointer) -> String? {
    guard let (shape, named, _) = shapeAndWeekday(bytes, readingLongForms: true), let named,
      case .exact(let date) = shape
    else { return nil }
    let actual = WeekdayNames.weekday(of: date)
    guard actual != named else { return nil }
    let english = WeekdayNames.english
    return
      "\(date) is a \(english[actual - 1]), not a \(english[named - 1]); fix the date or its weekday"
  }

  /// Why `bytes` are no date when they name a year of a ``CalendarEra`` that the day does not
  /// fall in (`平成31年5月1日`: Heisei ended on 2019-04-30), or `nil`.
  static func eraMismatch(_ bytes: UnsafeRawBufferPointer) -> String? {
    guard let (shape, _, era) = shapeAndWeekday(bytes, readingLongForms: true), let era,
      case .exact(let date) = shape, !CalendarEra.all[era.era].contains(date)
    else { return nil }
    return CalendarEra.all[era.era].outOfSpan(date, year: era.year)
  }

  /// The month's number a space and one or two digits after `index` give (`tháng 2`), and the
  /// index past them; `nil` when they give none.
  private static func monthNumber(_ bytes: UnsafeRawBufferPointer, after index: Int) -> (
    Int, Int
  )? {
    var end = index + 1
    guard end < bytes.count, bytes[index] == UInt8(ascii: " ") else { return nil }
    var month = 0
    while end < bytes.count, isDigit(bytes[end]), end - index <= 2 {
      month = month * 10 + Int(bytes[end] &- 0x30)
      end += 1
    }
    guard end > index + 1, end == bytes.count || !isDigit(bytes[end]), (1...12).contains(month)
    else { return nil }
    return (month, end)
  }

  /// The shape of the date in `bytes` (spaces around are ignored), the weekday it names, if
  /// any, unchecked, and the era its year is counted in (its place in ``CalendarEra/all``), with that year, if any, its span
  /// unchecked; `nil` when it is no date, or names a weekday or an era or has the marks of
  /// `2023年2月9日` while not `readingLongForms`.
  private static func shapeAndWeekday(_ bytes: UnsafeRawBufferPointer, readingLongForms: Bool)
    -> (DateShape, Int?, (era: Int, year: Int)?)?
  {
    let bytes = bytes.trimmingSpaces
    if let canonical = canonicalShape(bytes) { return (canonical, nil, nil) }
    if let (numbers, widths, separator) = threeNumbers(bytes) {
      return shape(
        numbers: numbers, widths: widths, count: 3, separator: separator, monthName: nil,
        eastAsianMarks: 0, era: nil, hasSpacedDots: false
      ).map { ($0, nil, nil) }
    }
    var numbers: (Int, Int, Int) = (0, 0, 0)
    var widths: (Int, Int, Int) = (0, 0, 0)
    var numberCount = 0
    var monthName: Int?
    var index = 0
    var separator: UInt8 = 0
    var hasFraction = false
    var weekday: Int?
    // The era the year is counted in (`令和`, `R`, `民國`), named before the year.
    var era: CalendarEra?
    // Whether a dot is followed by a space (`23. 1. 20.`, as ko-KR writes a year first).
    var hasSpacedDots = false
    // How many of the year, month and day marks of `2023年2月9日` (`2023년 2월 9일`) were read,
    // and which came first: the month's, in a date without its year (`2月9日`).
    var eastAsianMarks = 0
    var firstMark = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isDigit(byte) {
        var value = 0
        let start = index
        while index < bytes.count, isDigit(bytes[index]), index - start < 9 {
          value = value * 10 + Int(bytes[index] &- 0x30)
          index += 1
        }
        if index < bytes.count, isDigit(bytes[index]) { return nil }
        switch numberCount {
        case 0: (numbers.0, widths.0) = (value, index - start)
        case 1: (numbers.1, widths.1) = (value, index - start)
        case 2: (numbers.2, widths.2) = (value, index - start)
        default: return nil
        }
        numberCount += 1
      } else if isWordByte(byte) {
        let start = index
        // A year, month or day mark right after its number is a word of its own.
        if index > 0, isDigit(bytes[index - 1]),
          let mark = EastAsianDateMarks.mark(bytes, at: index)
        {
          if eastAsianMarks == 0, mark == 1, era == nil { firstMark = 1 }
          guard readingLongForms, mark == firstMark + eastAsianMarks,
            numberCount == eastAsianMarks + 1
          else {
            return nil
          }
          eastAsianMarks += 1
          index += EastAsianDateMarks.byteCount
          continue
        }
        index = wordEnd(bytes, from: index)
        let word = EastAsianDateMarks.withoutParentheses(
          UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        // `令和5年1月20日`, `R5.01.20`, `民國112年1月20日`; `令和元年5月1日` in its first year.
        if numberCount == 0, era == nil, monthName == nil, let named = CalendarEra.era(word) {
          guard readingLongForms else { return nil }
          era = named.era
          if named.isFirstYear {
            (numbers.0, widths.0, numberCount, eastAsianMarks) = (1, 1, 1, 1)
          }
          continue
        }
        // `9 de febrero de 2025`, `9 февраля 2023 г.`, `ngày 9 tháng 2, 2023`.
        if DateFillerWords.contains(word) { continue }
        if monthName == nil, DateFillerWords.isMonthNumberWord(word) {
          guard let (month, end) = monthNumber(bytes, after: index) else { return nil }
          monthName = month
          index = end
          continue
        }
        if monthName == nil, let month = MonthNames.month(word) {
          monthName = month
          continue
        }
        // No weekday is a month name. Portuguese writes `quinta-feira`.
        guard readingLongForms else { return nil }
        if WeekdayNames.isWeekdaySuffix(word) { continue }
        var name = word
        // `יום חמישי`, `Thứ Năm`: the weekday's name is this word, a space and the next word.
        if WeekdayNames.isFirstOfTwoWords(word), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: " "), isWordByte(bytes[index + 1])
        {
          index += 1
          while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
          name = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        }
        guard weekday == nil, let named = WeekdayNames.weekday(name) else { return nil }
        weekday = named
      } else {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "."):
          if numberCount == 1, monthName == nil, byte == UInt8(ascii: "."), widths.0 >= 5 {
            hasFraction = true
          }
          if separator == 0 { separator = byte }
          if byte == UInt8(ascii: "."), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: " ")
          {
            hasSpacedDots = true
          }
        case UInt8(ascii: " "), UInt8(ascii: ","): break
        // `2023年2月9日(木)`, `2023. 2. 9. (목)`: the weekday in parentheses.
        case UInt8(ascii: "("), UInt8(ascii: ")"): break
        default: return nil
        }
        index += 1
        if hasFraction { break }
      }
    }
    if hasFraction {
      // A serial date-time such as 45662.0: only a zero fraction is a date.
      guard numberCount == 1 else { return nil }
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
      guard index == bytes.count else { return nil }
      return SheetDate(daysSinceEpoch: serialEpoch + numbers.0).map {
        (.exact($0), weekday, nil)
      }
    }
    return shape(
      numbers: numbers, widths: widths, count: numberCount, separator: separator,
      monthName: monthName, eastAsianMarks: eastAsianMarks, isYearless: firstMark == 1, era: era,
      hasSpacedDots: hasSpacedDots
    ).flatMap { shape -> (DateShape, Int?, (era: Int, year: Int)?)? in
      // A month and a day alone are a date a spreadsheet displays, never one it reads typed.
      if case .yearless = shape, !readingLongForms || weekday != nil { return nil }
      // The era goes back by its place in ``CalendarEra/all``: every date cell's result is
      // copied, and an era's names would make it larger.
      return (
        shape, weekday,
        era.flatMap { era in CalendarEra.all.firstIndex(of: era).map { ($0, numbers.0) } }
      )
    }
  }

  /// The three numbers of up to four digits each, their widths and the mark between them, of a
  /// date that is nothing else (`7/3/2025`, `03.07.25`, `2025-7-3`): what the general scan of
  /// ``shapeAndWeekday(_:readingLongForms:)`` reads of such a text, read without it, as most
  /// spreadsheets write dates; `nil` for any other text.
  private static func threeNumbers(_ bytes: UnsafeRawBufferPointer) -> (
    numbers: (Int, Int, Int), widths: (Int, Int, Int), separator: UInt8
  )? {
    var index = 0
    func number() -> (value: Int, width: Int)? {
      let start = index
      var value = 0
      while index < bytes.count, isDigit(bytes[index]) {
        guard index - start < 4 else { return nil }
        value = value * 10 + Int(bytes[index] &- 0x30)
        index += 1
      }
      return index > start ? (value, index - start) : nil
    }
    guard let first = number(), index < bytes.count else { return nil }
    let separator = bytes[index]
    guard
      separator == UInt8(ascii: "/") || separator == UInt8(ascii: "-")
        || separator == UInt8(ascii: ".")
    else { return nil }
    index += 1
    guard let second = number(), index < bytes.count, bytes[index] == separator else {
      return nil
    }
    index += 1
    guard let third = number(), index == bytes.count else { return nil }
    return (
      (first.value, second.value, third.value), (first.width, second.width, third.width),
      separator
    )
  }

  /// The shape of the numbers a date's text holds, as ``shape(_:)`` read them: `count` numbers
  /// (their values and widths), the first date mark between them, the month's name, how many
  /// marks of `年月日` followed them (from the month's when `isYearless`: `2月9日`), the era the
  /// first number is a year of (the Gregorian date of that year of the era, its span
  /// unchecked), and whether a space follows a dot (`23. 1. 20.` may be year-first).
  /// A month and a day alone (`2月9日`, `9-Feb`, `Feb 9`) are ``DateShape/yearless(month:day:)``.
  private static func shape(
    numbers: (Int, Int, Int), widths: (Int, Int, Int), count numberCount: Int, separator: UInt8,
    monthName: Int?, eastAsianMarks: Int, isYearless: Bool = false, era: CalendarEra?,
    hasSpacedDots: Bool
  ) -> DateShape? {
    if isYearless {
      guard eastAsianMarks == 2, numberCount == 2, monthName == nil else { return nil }
      return yearless(month: numbers.0, day: numbers.1, width: widths.1)
    }
    if let monthName, numberCount == 1 {
      return yearless(month: monthName, day: numbers.0, width: widths.0)
    }
    if let era {
      // `令和5年1月20日` or `R5.01.20`: the era's year, the month and the day.
      guard monthName == nil, numberCount == 3, numbers.0 >= 1, widths.0 <= 3,
        eastAsianMarks == 3 || (eastAsianMarks == 0 && separator != 0)
      else { return nil }
      return SheetDate(year: era.gregorianYear(numbers.0), month: numbers.1, day: numbers.2)
        .map { .exact($0) }
    }
    if eastAsianMarks > 0 {
      guard eastAsianMarks == 3, monthName == nil, widths.0 == 4 || widths.0 == 2 else {
        return nil
      }
      return SheetDate(year: fullYear(numbers.0, width: widths.0), month: numbers.1, day: numbers.2)
        .map { .exact($0) }
    }
    if let monthName {
      guard numberCount == 2 else { return nil }
      // `5 Jan 2025` (name second) or `Jan 5, 2025` (name first): the year is the wider number.
      let (day, year, yearWidth) =
        widths.1 >= widths.0 ? (numbers.0, numbers.1, widths.1) : (numbers.1, numbers.0, widths.0)
      return SheetDate(year: fullYear(year, width: yearWidth), month: monthName, day: day)
        .map { .exact($0) }
    }
    switch numberCount {
    case 1:
      guard widths.0 >= 4 && widths.0 <= 7, separator == 0 else { return nil }
      return SheetDate(daysSinceEpoch: serialEpoch + numbers.0).map { .exact($0) }
    case 3:
      if widths.0 == 4 {
        return SheetDate(year: numbers.0, month: numbers.1, day: numbers.2).map { .exact($0) }
      }
      // A two-digit year first (`23/01/20`, `23. 1. 20.`, `23-2-6`) is read so when the column
      // says so; its last number may have one digit.
      let yearFirst = DateShape.dayMonthPair(
        first: numbers.0, second: numbers.1, last: numbers.2, lastWidth: widths.2,
        isDotted: separator == UInt8(ascii: "."))
      let mayBeYearFirst = widths.0 == 2 && widths.2 <= 2 && yearFirst.yearFirstDate != nil
      guard widths.0 <= 2, widths.1 <= 2, widths.2 == 4 || widths.2 == 2 else {
        return mayBeYearFirst ? yearFirst : nil
      }
      let year = fullYear(numbers.2, width: widths.2)
      if separator == UInt8(ascii: ".") {
        // Dots are the day-first convention (de-DE, ru-RU and others) everywhere, but for a
        // two-digit year first with a space after each dot (ko-KR `23. 1. 20.`).
        if mayBeYearFirst, hasSpacedDots { return yearFirst }
        return SheetDate(year: year, month: numbers.1, day: numbers.0).map { .exact($0) }
      }
      guard numbers.0 >= 1, numbers.1 >= 1, max(numbers.0, numbers.1) <= 31,
        min(numbers.0, numbers.1) <= 12
      else { return mayBeYearFirst ? yearFirst : nil }
      return .dayMonthPair(
        first: numbers.0, second: numbers.1, last: numbers.2, lastWidth: widths.2,
        isDotted: false)
    default:
      return nil
    }
  }

  /// A month and a day with no year, when the day (of one or two digits) is one the month has in
  /// some year; `nil` otherwise.
  private static func yearless(month: Int, day: Int, width: Int) -> DateShape? {
    guard width <= 2, (1...12).contains(month),
      (1...SheetDate.daysInMonth(year: 2000, month: month)).contains(day)
    else { return nil }
    return .yearless(month: month, day: day)
  }

  /// The shape of the canonical `YYYY-MM-DD` (what the exporter writes), read without the
  /// general scan; `nil` when the bytes are not in that form. A form that names no real day
  /// (`2025-02-30`) is left to the general scan, which rejects it the same way.
  static func canonicalShape(_ bytes: UnsafeRawBufferPointer) -> DateShape? {
    SheetDate(canonical: bytes).map { .exact($0) }
  }

  /// Why `bytes` (spaces around ignored) name no real day, as
  /// ``impossibleDay(year:month:day:)`` says it, for the forms whose order needs no column:
  /// year first (`2025-02-31`, `2025/02/31`) and dotted day first (`31.02.2025`, `31.02.25`).
  /// `nil` for any other text.
  static func impossibleDay(_ bytes: UnsafeRawBufferPointer) -> String? {
    let bytes = bytes.trimmingSpaces
    var numbers: [(value: Int, width: Int)] = []
    var separator: UInt8?
    var index = 0
    while index < bytes.count, numbers.count < 3 {
      let start = index
      var value = 0
      while index < bytes.count, isDigit(bytes[index]), index - start < 4 {
        value = value * 10 + Int(bytes[index] &- 0x30)
        index += 1
      }
      guard index > start else { return nil }
      numbers.append((value, index - start))
      guard numbers.count < 3 else { break }
      guard index < bytes.count, separator == nil || separator == bytes[index],
        [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(bytes[index])
      else { return nil }
      separator = bytes[index]
      index += 1
    }
    guard numbers.count == 3, index == bytes.count else { return nil }
    if numbers[0].width == 4, numbers[1].width <= 2, numbers[2].width <= 2 {
      return impossibleDay(year: numbers[0].value, month: numbers[1].value, day: numbers[2].value)
    }
    guard separator == UInt8(ascii: "."), numbers[0].width <= 2, numbers[1].width <= 2,
      numbers[2].width == 2 || numbers[2].width == 4
    else { return nil }
    return impossibleDay(
      year: fullYear(numbers[2].value, width: numbers[2].width), month: numbers[1].value,
      day: numbers[0].value)
  }

  /// Why a year (1...9999), month and day name no real day: no such month, or the month's
  /// number of days when the day is past them; `nil` when they name one, or the year is out
  /// of range.
  static func impossibleDay(year: Int, month: Int, day: Int) -> String? {
    guard (1...9999).contains(year) else { return nil }
    guard (1...12).contains(month) else { return "there is no month \(month)" }
    let days = SheetDate.daysInMonth(year: year, month: month)
    guard day < 1 || day > days else { return nil }
    let monthText = month < 10 ? "0\(month)" : "\(month)"
    return day < 1 ? "there is no day 0" : "\(year)-\(monthText) has \(days) days"
  }

  /// A two-digit year as a spreadsheet means it: 2000-2099.
  static func fullYear(_ year: Int, width: Int) -> Int {
    width <= 2 ? 2000 + year : year
  }

  /// Whether a date's text spells its year in two digits (`01/05/99`, `5 Jan 99`, `05.01.99`,
  /// `1/5/99 0:00`), so that its century is a reading (``fullYear(_:width:)``), not written:
  /// it holds more than one number and none of more than two digits. A serial day number and a
  /// four-digit year are written in full.
  static func spellsYearInTwoDigits(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // The year of an era (`R5.01.20`, `令和5年1月20日`) is written in full.
    let bytes = bytes.trimmingSpaces
    if let first = bytes.first, isWordByte(first) {
      var end = 1
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      if CalendarEra.era(UnsafeRawBufferPointer(rebasing: bytes[..<end])) != nil { return false }
    }
    var numbers = 0
    var index = 0
    while index < bytes.count {
      guard isDigit(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index - start <= 2 else { return false }
      numbers += 1
    }
    return numbers > 1
  }

  /// `date`, read from the text `bytes` (digits of any script), in the century of its row's
  /// `year` when the text spells its year in two digits and `year` lies whole centuries away
  /// with that day (``SheetDate/inCentury(of:)``); `date` itself otherwise.
  static func date(
    _ date: SheetDate, readFrom bytes: UnsafeRawBufferPointer, inCenturyOf year: Int?
  ) -> SheetDate {
    guard let year, let moved = date.inCentury(of: year),
      NativeNumerals.reading(bytes, { spellsYearInTwoDigits($0) ? true : nil }) ?? false
    else { return date }
    return moved
  }

  /// The end of the word starting at `start`: its bytes run on through a dot between two
  /// characters past ASCII, as Thai abbreviates a month (`ม.ค.`), not through one after a
  /// Latin letter (`févr.`), which ends it.
  private static func wordEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if isWordByte(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "."), index > start, bytes[index - 1] >= 0x80,
        index + 1 < bytes.count, bytes[index + 1] >= 0x80
      {
        index += 1
      } else {
        break
      }
    }
    return index
  }
}
