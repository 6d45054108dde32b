/// What a date cell looks like before the column's day/month order is known.
enum DateShape: Hashable {
  /// Unambiguous: year first, a month name, or a serial day number.
  case exact(SheetDate)
  /// Two leading numbers and a year (`A/B/YYYY`, `A/B/YY`): day and month in an order the
  /// column decides; with a two-digit `last`, or one of one digit (`23-2-6`), year first
  /// (`YY/MM/DD`) when the column says so. Dotted (`20.01.23`, `23. 1. 20.`), never month-first.
  case dayMonthPair(first: Int, second: Int, last: Int, lastWidth: Int, isDotted: Bool)
  /// A month and a day with no year (`2月11日`, `11-Feb`, `Feb 11`), as a spreadsheet displays a
  /// date in a format without the year: which year only another cell of the row can say.
  case yearless(month: Int, day: Int)

  /// Which orders this shape allows: a first number over 12 rules out month-first. A dotted
  /// shape, day-first by convention, and one whose last number has one digit say nothing.
  var evidence: DateEvidence {
    guard case .dayMonthPair(let first, let second, _, let lastWidth, let isDotted) = self,
      lastWidth >= 2, !isDotted
    else { return .none }
    if first > 12 && second <= 12 { return .dayFirst }
    if second > 12 && first <= 12 { return .monthFirst }
    return .none
  }

  /// The date read day-first, when that gives a real date and the year has two or four digits.
  private var dayFirstDate: SheetDate? {
    guard case .dayMonthPair(let first, let second, let last, let lastWidth, _) = self,
      lastWidth >= 2
    else { return nil }
    return SheetDate(year: DateCell.fullYear(last, width: lastWidth), month: second, day: first)
  }

  /// The date read month-first, when that gives a real date, the year has two or four digits
  /// and no dot separates the numbers.
  private var monthFirstDate: SheetDate? {
    guard case .dayMonthPair(let first, let second, let last, let lastWidth, false) = self,
      lastWidth >= 2
    else { return nil }
    return SheetDate(year: DateCell.fullYear(last, width: lastWidth), month: first, day: second)
  }

  /// The date read year-first (`YY/MM/DD`), when the last number has one or two digits and the
  /// first is a two-digit year, and that gives a real date.
  var yearFirstDate: SheetDate? {
    guard case .dayMonthPair(let first, let second, let last, let lastWidth, _) = self,
      lastWidth <= 2, first <= 99
    else { return nil }
    return SheetDate(year: DateCell.fullYear(first, width: 2), month: second, day: last)
  }

  /// What the shape says of a year-first order: `nil` for a shape that is no pair or that no
  /// reading makes a date.
  var yearFirstEvidence: YearFirstEvidence? {
    guard case .dayMonthPair = self else { return nil }
    // Asked of every date cell the general scan reads: no array is made for the two readings.
    let (dayFirst, monthFirst) = (dayFirstDate, monthFirstDate)
    guard let yearFirst = yearFirstDate else {
      return dayFirst == nil && monthFirst == nil ? nil : .never
    }
    if dayFirst == nil, monthFirst == nil { return .only }
    let isOther = { (date: SheetDate?) in date.map { $0 != yearFirst } ?? false }
    return isOther(dayFirst) || isOther(monthFirst) ? .orOther : nil
  }

  /// The date in a given order, or `nil` when that order does not give a real date. Without a
  /// decided order, only a shape that one order reads gives a date; year-first is then read
  /// only when no other order reads the shape (`23-2-6`): a two-digit year is last unless the
  /// column says otherwise.
  func date(order: DateOrder?) -> SheetDate? {
    switch self {
    case .exact(let date): return date
    case .yearless: return nil
    case .dayMonthPair(let first, let second, _, _, let isDotted):
      switch order {
      case .ymd:
        // A two-digit year first names no other day when it names none (`25/02/30`).
        if case .dayMonthPair(_, _, _, ...2, _) = self, first <= 99 { return yearFirstDate }
      case .dmy: return dayFirstDate
      case .mdy: return isDotted ? dayFirstDate : monthFirstDate
      case nil:
        if dayFirstDate == nil, monthFirstDate == nil { return yearFirstDate }
        // Dots are the day-first convention (de-DE, ru-RU and others) everywhere.
        if isDotted { return dayFirstDate }
      }
      // A four-digit year last is never first: the shapes that allow one order are read.
      if first == second { return dayFirstDate }
      switch evidence {
      case .dayFirst: return dayFirstDate
      case .monthFirst: return monthFirstDate
      case .none: return nil
      }
    }
  }

  /// Why the shape names no real day in a given order, as ``DateCell/impossibleDay(year:month:day:)``
  /// says it; `nil` when it names one, or when no order is decided and its numbers allow two.
  func impossibleDay(order: DateOrder?) -> String? {
    guard case .dayMonthPair(let first, let second, let last, let lastWidth, let isDotted) = self
    else {
      return nil
    }
    if order == .ymd, lastWidth <= 2, first <= 99 {
      return DateCell.impossibleDay(
        year: DateCell.fullYear(first, width: 2), month: second, day: last)
    }
    guard lastWidth >= 2 else { return nil }
    let year = DateCell.fullYear(last, width: lastWidth)
    let dayFirst: Bool
    switch order {
    case .mdy: dayFirst = isDotted
    case .dmy: dayFirst = true
    case .ymd, nil:
      guard evidence != .none else { return nil }
      dayFirst = evidence == .dayFirst
    }
    return dayFirst
      ? DateCell.impossibleDay(year: year, month: second, day: first)
      : DateCell.impossibleDay(year: year, month: first, day: second)
  }

  /// Whether the shape reads the same in both day/month orders.
  var isUnambiguous: Bool {
    switch self {
    case .exact, .yearless: true
    case .dayMonthPair(let first, let second, _, _, let isDotted):
      isDotted || first == second || evidence != .none || yearFirstEvidence == .only
    }
  }
}

/// What one cell says about a year-first order (`23/01/20` for 2023-01-20).
enum YearFirstEvidence: Hashable {
  /// Only year-first reads it (`23-2-6`, `45/01/20`).
  case only
  /// Year-first reads it, and another order too, as another date (`23/01/20`).
  case orOther
  /// Year-first does not read it, another order does (`20/01/2023`).
  case never
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
