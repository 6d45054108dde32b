/// What a date cell looks like before the column's day/month order is known.
enum DateShape: Hashable {
  /// Unambiguous: year first, a month name, or a serial day number.
  case exact(SheetDate)
  /// Two leading numbers and a year (`A/B/YYYY`, `A/B/YY`): day and month in an order the
  /// column decides; with a two-digit `last`, year first (`YY/MM/DD`) when the column says so.
  case dayMonthPair(first: Int, second: Int, last: Int, lastWidth: Int)
  /// A month and a day with no year (`2月11日`, `11-Feb`, `Feb 11`), as a spreadsheet displays a
  /// date in a format without the year: which year only another cell of the row can say.
  case yearless(month: Int, day: Int)

  /// Which orders this shape allows: a first number over 12 rules out month-first.
  var evidence: DateEvidence {
    guard case .dayMonthPair(let first, let second, _, _) = self else { return .none }
    if first > 12 && second <= 12 { return .dayFirst }
    if second > 12 && first <= 12 { return .monthFirst }
    return .none
  }

  /// The date in a given order, or `nil` when that order does not give a real date.
  func date(order: DateOrder?) -> SheetDate? {
    switch self {
    case .exact(let date): return date
    case .yearless: return nil
    case .dayMonthPair(let first, let second, let last, let lastWidth):
      if let yearFirst = yearFirst(order: order) {
        return SheetDate(year: yearFirst.year, month: yearFirst.month, day: yearFirst.day)
      }
      let year = DateCell.fullYear(last, width: lastWidth)
      if first == second { return SheetDate(year: year, month: first, day: first) }
      switch order {
      case .mdy: return SheetDate(year: year, month: first, day: second)
      case .dmy: return SheetDate(year: year, month: second, day: first)
      case .ymd, nil:
        // Without a decided order only the shapes that allow one order can be read; a
        // four-digit year last is never first.
        switch evidence {
        case .dayFirst: return SheetDate(year: year, month: second, day: first)
        case .monthFirst: return SheetDate(year: year, month: first, day: second)
        case .none: return nil
        }
      }
    }
  }

  /// Why the shape names no real day in a given order, as ``DateCell/impossibleDay(year:month:day:)``
  /// says it; `nil` when it names one, or when no order is decided and its numbers allow two.
  func impossibleDay(order: DateOrder?) -> String? {
    guard case .dayMonthPair(let first, let second, let last, let lastWidth) = self else {
      return nil
    }
    if let yearFirst = yearFirst(order: order) {
      return DateCell.impossibleDay(
        year: yearFirst.year, month: yearFirst.month, day: yearFirst.day)
    }
    let year = DateCell.fullYear(last, width: lastWidth)
    let dayFirst: Bool
    switch order {
    case .mdy: dayFirst = false
    case .dmy: dayFirst = true
    case .ymd, nil:
      guard evidence != .none else { return nil }
      dayFirst = evidence == .dayFirst
    }
    return dayFirst
      ? DateCell.impossibleDay(year: year, month: second, day: first)
      : DateCell.impossibleDay(year: year, month: first, day: second)
  }

  /// The numbers read year first (`YY/MM/DD`), when the order is year-first and the last
  /// number has two digits.
  private func yearFirst(order: DateOrder?) -> (year: Int, month: Int, day: Int)? {
    guard order == .ymd, case .dayMonthPair(let first, let second, let last, 2) = self else {
      return nil
    }
    return (DateCell.fullYear(first, width: 2), second, last)
  }

  /// Whether the shape reads the same in both day/month orders.
  var isUnambiguous: Bool {
    switch self {
    case .exact, .yearless: true
    case .dayMonthPair(let first, let second, _, _): first == second || evidence != .none
    }
  }
}

/// What one cell says about its column's day/month order.
enum DateEvidence: Hashable {
  /// Nothing: the cell reads the same in both orders, or in neither.
  case none
  /// Only day-first reads it (`25/01/2025`).
  case dayFirst
  /// Only month-first reads it (`1/25/2025`).
  case monthFirst
}
