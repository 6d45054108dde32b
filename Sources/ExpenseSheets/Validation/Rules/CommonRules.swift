import Foundation

/// Rules every tab shares: `created-after-modified`, `new-row`, `future-timestamp`,
/// `date-out-of-range`, `non-positive-amount`, and `unknown-category` with its suggestions (or
/// `depends-on-rejected-row` when the category's row, or the whole Categories tab, was
/// rejected).
enum CommonRules {
  /// `created-after-modified` (warning), `future-timestamp` (warning), `date-out-of-range`
  /// (error) and `new-row` (note), which says which of the id and the timestamps are missing.
  static func checkStamps(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, isMissingKey: Bool,
    isMissingStamp: Bool, createdAt: Date, lastModifiedAt: Date
  ) {
    if isMissingKey || isMissingStamp {
      // An empty timestamp takes the other's time; only when both are empty is it a placeholder.
      let hasNoStamps = createdAt == RowPlaceholder.time && lastModifiedAt == RowPlaceholder.time
      let stamps = hasNoStamps ? "no timestamps" : "an empty timestamp"
      let message =
        switch (isMissingKey, isMissingStamp) {
        case (true, true) where hasNoStamps:
          "this row has no id or timestamps, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
        case (true, true):
          "this row has no id and an empty timestamp, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
        case (true, false):
          "this row has no id, so it was typed in the sheet: it is added as new, once (the same sheet merged again does not add it twice)"
        default:
          "this row has \(stamps), so it is taken as typed in the sheet"
        }
      context.report(
        .newRow, .info, layout: layout, row: row, field: nil, value: nil, message: message)
    } else if createdAt > lastModifiedAt {
      context.report(
        .createdAfterModified, .warning, layout: layout, row: row, field: "createdAt",
        value: CellFormatter.timestamp(createdAt),
        message:
          "createdAt is after lastModifiedAt (\(CellFormatter.timestamp(lastModifiedAt)))")
    }
    let createdInRange = checkRange(
      &context, layout: layout, row: row, field: "createdAt", timestamp: createdAt)
    let modifiedInRange = checkRange(
      &context, layout: layout, row: row, field: "lastModifiedAt", timestamp: lastModifiedAt)
    guard createdInRange, modifiedInRange else { return }
    if lastModifiedAt > context.latestStamp {
      context.report(
        .futureTimestamp, .warning, layout: layout, row: row, field: "lastModifiedAt",
        value: CellFormatter.timestamp(lastModifiedAt),
        message:
          "lastModifiedAt \(CellFormatter.timestamp(lastModifiedAt)) is in the future: a merge stores the merge time instead, or the row would win every merge against the app's edits until then; set it to when the row last changed"
      )
    }
  }

  /// `date-out-of-range`: a date outside ``OtherCalendarDate/plausibleYears``, with the
  /// Gregorian date as the fix when its year is another calendar's. A transaction's `yearMonth`,
  /// given, is set from that date by the same fix where it differs (`year` 2566 beside the date
  /// `2566-02-09`), so that the fix leaves no `year-month-mismatch` behind.
  ///
  /// - Returns: Whether the date is in range.
  @discardableResult
  static func checkRange(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, field: String,
    date: SheetDate, yearMonth: (year: Int, month: Int)? = nil
  ) -> Bool {
    guard !OtherCalendarDate.plausibleYears.contains(date.year) else { return true }
    reportOutOfRange(
      &context, layout: layout, row: row, field: field, date: date,
      written: CellFormatter.date(date), rewritten: { CellFormatter.date($0) },
      yearMonth: yearMonth)
    return false
  }

  /// `date-out-of-range` for a timestamp, whose time of day the fix keeps.
  ///
  /// - Returns: Whether the timestamp's date is in range.
  static func checkRange(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, field: String,
    timestamp: Date
  ) -> Bool {
    let milliseconds = Timestamp.milliseconds(of: timestamp)
    guard !OtherCalendarDate.plausibleMilliseconds.contains(milliseconds) else { return true }
    let days = CellFormatter.timestampDays(milliseconds)
    let date = CellFormatter.timestampDate(days: days)
    reportOutOfRange(
      &context, layout: layout, row: row, field: field, date: date,
      written: CellFormatter.timestamp(timestamp),
      rewritten: { gregorian in
        let shift = Int64(gregorian.daysSinceEpoch) - days
        return CellFormatter.timestamp(
          Timestamp.date(milliseconds: milliseconds + shift * 86_400_000))
      })
    return false
  }

  private static func reportOutOfRange(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, field: String,
    date: SheetDate, written: String, rewritten: (SheetDate) -> String,
    yearMonth: (year: Int, month: Int)? = nil
  ) {
    let years = OtherCalendarDate.plausibleYears
    let range =
      "\(field) \(written) is not between the years \(years.lowerBound) and \(years.upperBound)"
    guard let other = OtherCalendarDate(date) else {
      context.report(
        .dateOutOfRange, .error, layout: layout, row: row, field: field, value: written,
        message: "\(range): is its year mistyped? write the date in the Gregorian calendar")
      return
    }
    let gregorian = rewritten(other.gregorian)
    // A day known only about (the Islamic calendar's) is named, and no fix is offered.
    let message =
      other.isExact
      ? "\(range): it reads as a date of the \(other.calendarName) calendar, \(gregorian) in the Gregorian calendar the ledger keeps"
      : "\(range): it reads as a date of the \(other.calendarName) calendar, about \(gregorian) in the Gregorian calendar the ledger keeps (the calendar's variants put a day a day or two apart): write the date in the Gregorian calendar"
    var edits: [Diagnostic.CellEdit] = []
    if other.isExact, let cell = layout.cell(field: field, row: row) {
      edits.append(.init(cell: cell, value: gregorian))
      let day = other.gregorian
      for (name, value, now) in [
        ("year", day.year, yearMonth?.year), ("month", day.month, yearMonth?.month),
      ] where now.map({ $0 != value }) == true {
        if let cell = layout.cell(field: name, row: row) {
          edits.append(.init(cell: cell, value: String(value)))
        }
      }
    }
    context.report(
      .dateOutOfRange, .error, layout: layout, row: row, field: field, value: written,
      message: message,
      fix: edits.isEmpty
        ? nil
        : Diagnostic.Fix(
          summary: "write the Gregorian date \(gregorian)"
            + (edits.count > 1 ? ", and year and month from it" : ""),
          edits: edits))
  }

  /// `serial-day-amount`, a warning, on a new row's amount that is the serial number of a day near
  /// the row's `date` (``SerialDayAmount``): with no local amount to compare with, the person
  /// who typed it is asked to check it, and told which amounts the day reads back as.
  static func checkSerialDayAmount(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, amount: Decimal,
    near date: SheetDate, dateField: String
  ) {
    guard let serial = SerialDayAmount(amount, near: date) else { return }
    let readings = serial.readings.map { CellFormatter.money($0.decimal(layout: nil)) }
    let either = readings.map { quoted($0) }.joined(separator: " or ")
    context.report(
      .serialDayAmount, .warning, layout: layout, row: row, field: "amount",
      value: CellFormatter.money(amount),
      message:
        "a new row's amount \(CellFormatter.money(amount)) is the serial number of \(serial.day), near its \(dateField) \(date): a spreadsheet in some locales reads an amount typed as \(either) as that day, and a number format shows it so; check the amount",
      suggestions: readings)
  }

  /// `non-positive-amount`.
  static func checkAmount(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, amount: Decimal
  ) {
    guard amount.isSignMinus || amount.isZero else { return }
    let text = CellFormatter.money(amount)
    let fix = amount < 0 ? CellFormatter.money(-amount) : nil
    context.report(
      .nonPositiveAmount, .error, layout: layout, row: row, field: "amount", value: text,
      message: "the amount must be positive (the type says whether it is an expense or income)",
      fix: fix.flatMap { value in
        layout.cell(field: "amount", row: row).map {
          Diagnostic.Fix(
            summary: "write the amount without its sign", edits: [.init(cell: $0, value: value)])
        }
      })
  }

  /// `category-type-mismatch`: a row of `type` (an expense) names a category of the other type
  /// only (`Salary`, for income): a warning, the row loads.
  static func checkCategoryType(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, category: String,
    categoryType: CategoryType, type: TransactionType
  ) {
    guard !categoryType.fits(type) else { return }
    context.report(
      .categoryTypeMismatch, .warning, layout: layout, row: row, field: "type",
      value: type.rawValue,
      message:
        "an \(type.rawValue) in \(quoted(category)), a category for \(categoryType.rawValue) only")
  }

  /// `unknown-category`: the category is not a Categories name (case-sensitive), or, when the
  /// sheet has no Categories tab to load, not a local one; or `depends-on-rejected-row`: it is
  /// the name of a rejected row, or the Categories tab was rejected as a whole. The categories
  /// suggested for a row of `type` list those of that type first, and the fix names only one:
  /// of that type, or the category's name in other case.
  static func checkCategory(
    _ context: inout ValidationContext, layout: TabLayout, row: Int, category: String,
    type: TransactionType
  ) {
    guard let names = context.categoryNames, !names.contains(category) else { return }
    let inStore = context.categoryNamesAreLocal ? ", and the store has no such category" : ""
    let rejection: String? =
      if context.rejectedTabs.contains(.categories) {
        "no category is loaded: the Categories tab is rejected as a whole (see the error on its header row)\(inStore); fix that tab first"
      } else if let categoryRow = context.rejectedCategoryRows[category] {
        "its category (Categories row \(categoryRow)) has errors and is not loaded; fix that row first"
      } else {
        nil
      }
    if let rejection {
      context.report(
        .dependsOnRejectedRow, .error, layout: layout, row: row, field: "category",
        value: category, message: rejection)
      return
    }
    let types = context.categoryTypes
    let fits = { (name: String) in types.type(of: name).map { $0.fits(type) } ?? true }
    let nearest = context.categorySuggestions.nearest(to: category)
    let suggestions = nearest.filter(fits) + nearest.filter { !fits($0) }
    // A name that differs in case alone is the one meant, whatever its type: named exactly, the
    // row would load with a `category-type-mismatch` warning.
    let fix = suggestions.first.flatMap {
      fits($0) || $0.lowercased() == category.lowercased() ? $0 : nil
    }.flatMap { name in
      layout.cell(field: "category", row: row).map {
        Diagnostic.Fix(
          summary: "use the category \(quoted(name))", edits: [.init(cell: $0, value: name)])
      }
    }
    let message =
      context.categoryNamesAreLocal
      ? "\(quoted(category)) is not a category: the sheet has no Categories tab, and the store has no such category; include Categories.csv with it, or use a category the store has"
      : "\(quoted(category)) is not a category"
    context.report(
      .unknownCategory, .error, layout: layout, row: row, field: "category", value: category,
      message: message, suggestions: suggestions, fix: fix)
  }
}
