import Foundation

extension SpreadsheetRewrite {
  /// Whether the date `sheet` shows could be a spreadsheet's reading of `local`, a text that
  /// reads as a value but names no whole day: `1/2`, `5.1.` or `5 Jan` taken for a day of the
  /// year it was opened in (its month and day are the text's numbers or month name, in either
  /// order), `Jan 2025` or `1/2025` for the first of that month, a time of day (`14:03`,
  /// `12.50` in a locale writing times with dots) shown on the day before 1900 that holds
  /// times, or a whole number for the day of that serial (`45662`). Any other day is a person's
  /// edit: `1/2` never becomes the 15th of July.
  static func isPartialDateRead(local: String, sheet: String) -> Bool {
    guard let shape = dateShape(sheet) else { return false }
    let candidates = Self.candidates(of: shape)
    // A time, read alone, is a date-time on the spreadsheets' day zero (1899-12-30).
    if candidates.contains(where: { ($0.year ?? 1900) < 1900 }) { return true }
    let text = PartialDateText(local)
    if let serial = serialDay(local), candidates.contains(where: { $0.matches(serial) }) {
      return true
    }
    return candidates.contains { text.couldRead(as: $0) }
  }

  /// A day the sheet's date may name, its year unknown for a date shown without one.
  struct ShownDay: Equatable {
    /// The year, `nil` when the sheet shows none.
    var year: Int?
    /// The month, `1...12`.
    var month: Int
    /// The day of the month.
    var day: Int

    /// Whether `date` is this day (in any year, when the year is not shown).
    func matches(_ date: SheetDate) -> Bool {
      month == date.month && day == date.day && (year ?? date.year) == date.year
    }
  }

  /// The days a date's shape may name: both day/month orders of an ambiguous one, and a
  /// two-digit year first.
  private static func candidates(of shape: DateShape) -> [ShownDay] {
    switch shape {
    case .exact(let date):
      return [ShownDay(year: date.year, month: date.month, day: date.day)]
    case .yearless(let month, let day):
      return [ShownDay(year: nil, month: month, day: day)]
    case .dayMonthPair(let first, let second, let last, let lastWidth, _):
      let year = DateCell.fullYear(last, width: lastWidth)
      var days = [
        ShownDay(year: year, month: second, day: first),
        ShownDay(year: year, month: first, day: second),
      ]
      if let yearFirst = shape.yearFirstDate {
        days.append(ShownDay(year: yearFirst.year, month: yearFirst.month, day: yearFirst.day))
      }
      return days
    }
  }

  /// Whether `text` is a date or date-time with its year (`2025-01-05`, `1/5/2025`), not one
  /// shown without it (`5 Jan`).
  static func namesWholeDay(_ text: String) -> Bool {
    guard let shape = dateShape(text) else { return false }
    if case .yearless = shape { return false }
    return true
  }

  /// The date part of a date or date-time text, or `nil` when the text is neither.
  private static func dateShape(_ text: String) -> DateShape? {
    var text = text
    return text.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      return DateCell.shape(raw) ?? TimestampCell.shape(raw)?.date
    }
  }

  /// The day whose serial number `text` is, when it is a whole number a date can be.
  private static func serialDay(_ text: String) -> SheetDate? {
    var text = text
    return text.withUTF8 { MoneyCell.plainParts(UnsafeRawBufferPointer($0))?.serialDay }
  }
}
