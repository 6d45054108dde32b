import Foundation

/// Differences a spreadsheet makes by itself (SHEET_FORMAT.md, "What a spreadsheet destroys"):
/// a sheet value that differs from the local one only this way is not taken as a person's edit.
enum SpreadsheetRewrite {
  /// Money scaled by a power of ten (a decimal-comma locale reading `0.125` as `125`), rounded
  /// past 15 significant digits, shown with fewer decimals, at least two (a cell formatted
  /// `0.00` shows `0.125` as `0.13`, which a download or a save as shown writes), or made a
  /// date shown as its serial number (``isDateSerial(of:sheet:)``).
  static func isRewrittenMoney(local: Decimal, sheet: Decimal) -> Bool {
    guard let localParts = DecimalParts(local)?.reduced,
      let sheetParts = DecimalParts(sheet)?.reduced
    else { return isRewrittenMoneyByArithmetic(local: local, sheet: sheet) }
    if isDateSerial(of: localParts, sheet: sheetParts) { return true }
    guard localParts.significand != 0, sheetParts.significand != 0, localParts != sheetParts,
      localParts.isNegative == sheetParts.isNegative
    else { return false }
    if localParts.significand == sheetParts.significand {
      return (1...6).contains(abs(localParts.exponent - sheetParts.exponent))
    }
    return localParts.rounded(toSignificantDigits: 15)?.reduced == sheetParts
      || isShownRounded(local: local, fractionDigits: -localParts.exponent, sheet: sheet)
  }

  /// Whether `sheet` is `local`, which has `fractionDigits` decimals, rounded to fewer decimals,
  /// at least two, half away from zero as spreadsheets show numbers, or half to even.
  private static func isShownRounded(local: Decimal, fractionDigits: Int, sheet: Decimal) -> Bool {
    guard fractionDigits > 2 else { return false }
    for digits in 2..<min(fractionDigits, 38) {
      for mode in [NSDecimalNumber.RoundingMode.plain, .bankers] {
        var (value, rounded) = (local, Decimal())
        NSDecimalRound(&rounded, &value, digits, mode)
        if rounded == sheet { return true }
      }
    }
    return false
  }

  /// Whether `sheet` is `local`, which has more than `decimals` decimals, rounded to
  /// `decimals`, half away from zero or half to even: what a column formatted with that many
  /// decimals downloads (`160.48` as `160`).
  static func isShownRounded(local: Decimal, sheet: Decimal, toDecimals decimals: Int) -> Bool {
    guard fractionDigits(of: local) > decimals, !MoneyComparison.equal(local, sheet) else {
      return false
    }
    return [NSDecimalNumber.RoundingMode.plain, .bankers].contains { mode in
      var (value, rounded) = (local, Decimal())
      NSDecimalRound(&rounded, &value, decimals, mode)
      return MoneyComparison.equal(rounded, sheet)
    }
  }

  /// The number of decimals `value` has, trailing zeros left out (`12.50` has one); `Int.max`
  /// beyond 64 bits of digits.
  static func fractionDigits(of value: Decimal) -> Int {
    guard let parts = DecimalParts(value)?.reduced else { return .max }
    return max(0, -parts.exponent)
  }

  /// The power-of-ten test in `Decimal` arithmetic, for significands beyond 64 bits.
  private static func isRewrittenMoneyByArithmetic(local: Decimal, sheet: Decimal) -> Bool {
    guard local != 0, sheet != 0, !MoneyComparison.equal(local, sheet) else { return false }
    var scaled = local
    for _ in 1...6 {
      scaled *= 10
      if scaled == sheet { return true }
    }
    scaled = local
    for _ in 1...6 {
      scaled /= 10
      if scaled == sheet { return true }
    }
    return false
  }

  /// Whether one whole number is the other a thousand times over: three zero decimals read as
  /// thousands (`1.000` shown by a `0.000` format, read as 1000), or thousands read as
  /// decimals (`1.000` in a German sheet, read as 1).
  static func isThousandfold(local: Int, sheet: Int) -> Bool {
    local != 0 && (sheet == local &* 1000 || local == sheet &* 1000)
  }

  /// Whether `sheet` is `local` written with a two-digit year first and read day first:
  /// `23.01.11` (LibreOffice's Mongolian `YY.MM.DD`) for 2023-01-11, read as 2011-01-23.
  static func isYearFirstDateReadDayFirst(local: SheetDate, sheet: SheetDate) -> Bool {
    local != sheet && sheet.month == local.month && sheet.day == local.year % 100
      && sheet.year % 100 == local.day
  }

  /// Leading zeros gone (`00123` to `123`), a number's text shown again as a spreadsheet shows
  /// numbers (``isNumberShownAgain(local:sheet:)``), text turned into a date it can name (`1/2`
  /// to the 2nd of January or 1st of February), a date's text shown again in another date format
  /// (`2025-01-05` to `1/5/2025`), text turned into an error value (`#ERROR!`, as Google Sheets
  /// shows `+ tip` it cannot read as a formula), cut at a cell's limit, or saved in an encoding
  /// that writes `?` for characters it lacks.
  static func isRewrittenText(local: String, sheet: String) -> Bool {
    guard !TextComparison.equal(local, sheet) else { return false }
    if TextGuard.isErrorValue(sheet) { return true }
    guard !local.isEmpty else { return false }
    if isCutAtCellLimit(local: local, sheet: sheet) { return true }
    if isUnencodableReplaced(local: local, sheet: sheet) { return true }
    if local.utf8.first == UInt8(ascii: "0") {
      let trimmed = local.drop { $0 == "0" }
      if !trimmed.isEmpty, trimmed == sheet[...] { return true }
    }
    if isNumberShownAgain(local: local, sheet: sheet) { return true }
    // Text a spreadsheet took for a date (`1/2`, `5 Jan`) comes back as a date's display. The
    // sheet's side is tested first: most edited text is no date, and that test is the cheapest.
    guard looksLikeDate(sheet), TextGuard.readsAsValue(local[...]) else { return false }
    return namesWholeDay(local)
      ? isSameMomentShownAgain(local: local, sheet: sheet)
      : isPartialDateRead(local: local, sheet: sheet)
  }

  /// The most UTF-16 code units a cell of Excel or LibreOffice holds: a longer text is cut
  /// there when a sheet is saved as .xlsx or .ods.
  static let cellTextLimit = 32_767

  /// Whether `sheet` is `local` cut at ``cellTextLimit`` (in UTF-16 code units, as both count;
  /// a cut between a surrogate pair may leave U+FFFD last), line endings made alike.
  private static func isCutAtCellLimit(local: String, sheet: String) -> Bool {
    // The cut counts the text as the spreadsheet held it, line endings kept or made alike.
    guard local.utf16.count > cellTextLimit,
      (cellTextLimit - 1...cellTextLimit).contains(sheet.utf16.count)
        || (cellTextLimit - 1...cellTextLimit).contains(
          TextComparison.normalized(sheet).utf16.count)
    else { return false }
    let (local, sheet) = (TextComparison.normalized(local), TextComparison.normalized(sheet))
    var kept = sheet.utf16[...]
    if kept.last == 0xFFFD { kept = kept.dropLast() }
    return local.utf16.starts(with: kept)
  }

  /// Whether two date or date-time texts name the same day and time of day, as a spreadsheet
  /// shows a date again in its own format (`2025-01-05` as `1/5/2025`, `05.01.2025`, `45662` or
  /// `2025-01-05 00:00:00`).
  ///
  /// The sheet's locale is unknown, so day and month may come in either order, but in the same
  /// order on both sides: a spreadsheet reads and shows dates in one order. A zone that only
  /// one side gives is not compared.
  private static func isSameMomentShownAgain(local: String, sheet: String) -> Bool {
    guard let local = timestampShape(local), let sheet = timestampShape(sheet),
      local.millisecondsOfDay == sheet.millisecondsOfDay
    else { return false }
    if let localOffset = local.offsetSeconds, let sheetOffset = sheet.offsetSeconds,
      localOffset != sheetOffset
    {
      return false
    }
    return [DateOrder.mdy, .dmy].contains { order in
      guard let day = local.date.date(order: order) else { return false }
      return day == sheet.date.date(order: order)
    }
  }

  /// The date or date-time `text` reads as, or `nil` when it is neither.
  private static func timestampShape(_ text: String) -> TimestampCell.Shape? {
    var text = text
    return text.withUTF8 { TimestampCell.shape(UnsafeRawBufferPointer($0)) }
  }

  private static func looksLikeDate(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      return DateCell.shape(raw) != nil || TimestampCell.shape(raw) != nil
    }
  }
}
