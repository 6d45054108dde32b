import Foundation
import SheetCSV

/// Reads the cells of one data row by column, tolerantly, and records what it cannot read.
///
/// Codecs call one typed accessor per column; an empty or unreadable cell gives `nil` and, where
/// it matters, a diagnostic located by A1 cell.
package struct RowReader<Column: TabColumn> {
  let table: CSVTable
  let layout: TabLayout
  /// The sheet column of each known column, by `Column.index`; -1 when absent.
  let sheetColumns: [Int]
  let decisions: ColumnDecisions
  let zone: ZoneOffsets
  /// The texts made so far, for text cells that repeat.
  let interner = TextInterner(columnCount: Column.allCases.count)
  /// The record being read (0-based, header included).
  var record = 0
  /// The sheet row being read (header is row 1).
  var sheetRow = 0
  /// Whether an error was reported for this row.
  var hasError: Bool { errorCount > 0 }
  /// How many errors were reported for this row.
  private(set) var errorCount = 0
  /// The row's amount cell that holds a date, when it has one: the row was read with the
  /// date's first candidate as its amount, for a merge to settle against the local row.
  private(set) var datedAmount: DatedAmount?
  /// Whether the row's key cell is empty: a row a person typed.
  var isMissingKey = false
  /// Whether a timestamp cell is empty: a row a person typed.
  var isMissingStamp = false
  /// The row's date columns whose cell spells its year in two digits, one bit per column by
  /// `Column.index`, unless the row's year cell settles it (see ``TwoDigitYearDates``).
  private(set) var twoDigitYearColumns: UInt32 = 0
  /// Those of ``twoDigitYearColumns`` whose cell shows no year at all (`2月11日`), its year taken
  /// from the row's `year` cell: that cell, which an edit may have left stale, does not settle
  /// it.
  private var yearlessColumns: UInt32 = 0
  /// Everything reported so far, across rows.
  var diagnostics: [Diagnostic] = []
  /// The last sheet column of a known column: a row with fewer cells is short.
  private let lastKnownColumn: Int
  /// The timestamp cells read so far that carried no zone.
  var floatingTimestamps: FloatingTimestamps
  /// The `date` column's index and the sheet column of the row's `year`, whose four digits a
  /// date showing no year takes; `nil` when the tab has no such pair or the sheet lacks `year`.
  private let yearOfDate: (dateIndex: Int, yearField: Int)?

  init(
    table: CSVTable, layout: TabLayout, sheetColumns: [Int], decisions: ColumnDecisions,
    zone: ZoneOffsets
  ) {
    self.table = table
    self.layout = layout
    self.sheetColumns = sheetColumns
    self.decisions = decisions
    self.zone = zone
    lastKnownColumn = sheetColumns.max() ?? -1
    floatingTimestamps = FloatingTimestamps(zone: zone.zone)
    yearOfDate = Column.allCases.first { $0.name == "date" && $0.kind == .date }.flatMap { date in
      Column.allCases.first { $0.name == "year" }.flatMap { year in
        sheetColumns[year.index] >= 0 ? (date.index, sheetColumns[year.index]) : nil
      }
    }
  }

  /// Reports the row when it ends before the last sheet column of a known column: its missing
  /// cells would read as empty, so a row split by a line break typed in a cell that is not in
  /// quotes would clear the values past the break. Returns whether it reported the row.
  mutating func reportMissingCells() -> Bool {
    let cells = table.fieldCount(ofRecord: record)
    guard cells <= lastKnownColumn,
      let missing = Column.allCases.filter({ sheetColumns[$0.index] >= cells })
        .min(by: { sheetColumns[$0.index] < sheetColumns[$1.index] })
    else { return false }
    let known = sheetColumns.filter { $0 >= 0 }.count
    if cells == 1, let delimiter = joinedCellsDelimiter(columns: known) {
      report(
        .shortRow, column: missing, value: "",
        message:
          "row \(sheetRow) is one cell holding the row's cells, each after a \(delimiter): the file was opened with another separator and saved again (Excel opens a CSV file so where the list separator is a semicolon); the row is not read, so \(Diagnostic.unreadRowOutcome); open the exported file with Data > From Text/CSV, delimiter \(delimiter), or export and edit an .xlsx workbook"
      )
      return true
    }
    report(
      .shortRow, column: missing, value: "",
      message:
        "row \(sheetRow) ends after \(cells) cells, before the \(missing.name) column (\(known) columns of the tab are in the header): a line break typed in a cell that is not in quotes splits a row in two; the row is not read, so \(Diagnostic.unreadRowOutcome); join the row's parts again (or put the cell in quotes), or add its missing cells, empty ones as commas"
    )
    return true
  }

  /// The name of the file's delimiter (`comma`) when the row's one cell holds it three times or
  /// more, splitting into half the tab's `columns` or more: the cells of a row joined into one,
  /// as a spreadsheet that split the file by another separator saves them. `nil` otherwise.
  private func joinedCellsDelimiter(columns: Int) -> String? {
    let delimiter = table.delimiter
    let count = table.withFieldBytes(record: record, field: 0) { bytes in
      bytes.count { $0 == delimiter }
    }
    guard count >= 3, count + 1 >= columns / 2 else { return nil }
    return table.delimiterName
  }

  /// Moves to a record, clearing the row's state.
  mutating func start(record: Int, sheetRow: Int) {
    self.record = record
    self.sheetRow = sheetRow
    errorCount = 0
    datedAmount = nil
    isMissingKey = false
    isMissingStamp = false
    twoDigitYearColumns = 0
    yearlessColumns = 0
  }

  /// A UUID cell.
  package mutating func uuid(_ column: Column) -> UUID? {
    read(column) { UUIDCell.parse($0) }
  }

  /// A business date cell, in the column's decided day/month order. A `date` cell showing no
  /// year (`2月11日`, `11-Feb`) takes the row's four-digit `year`, and is counted among
  /// ``twoDigitYearColumns`` for good; without such a year it is an invalid value.
  package mutating func date(_ column: Column) -> SheetDate? {
    // The canonical `YYYY-MM-DD`, what the exporter writes, is read without the general scan.
    let sheetColumn = sheetColumns[column.index]
    if sheetColumn >= 0,
      case .exact(let date)? = table.withFieldBytes(
        record: record, field: sheetColumn, DateCell.canonicalShape)
    {
      return date
    }
    let order = decisions.dateOrders[column.index]
    let rowYear = rowYear(for: column)
    let isYearFirstConflict = decisions.yearFirstConflicts.contains(column.index)
    let isBuddhist = decisions.buddhistYears.contains(column.index)
    // The two dates of a cell year-first and another order read, in a column showing both.
    var readings: (yearFirst: SheetDate, other: SheetDate, order: DateOrder)?
    // The two readings of a compact dotted date (`23.01.22`) whose row's year is year-first's.
    var dottedReadings: (yearFirst: SheetDate, dayFirst: SheetDate, year: Int)?
    var ambiguous = false
    var isTwoDigitYear = false
    var isYearless = false
    let date = read(column) { bytes -> SheetDate? in
      // A date a spreadsheet wrote as a date-time at midnight (`1/5/2025 0:00:00`) is a date.
      guard
        let shape = DateCell.shape(bytes)
          ?? TimestampCell.shape(bytes).flatMap({ $0.millisecondsOfDay == 0 ? $0.date : nil })
      else { return nil }
      if case .yearless(let month, let day) = shape {
        isYearless = true
        return rowYear.flatMap { SheetDate(year: $0, month: month, day: day) }
      }
      if isYearFirstConflict, shape.yearFirstEvidence == .orOther,
        let yearFirst = shape.yearFirstDate
      {
        let other = [DateOrder.dmy, .mdy].lazy.compactMap { order in
          shape.date(order: order).flatMap { $0 == yearFirst ? nil : ($0, order) }
        }.first
        if let (date, order) = other { readings = (yearFirst, date, order) }
        return nil
      }
      if case .exact(let dayFirst) = shape, order == .ymd || order == nil,
        let numbers = DateCell.compactDottedYearFirst(bytes)
      {
        let yearFirst = SheetDate(year: numbers.year, month: numbers.month, day: numbers.day)
        if order == .ymd {
          isTwoDigitYear = true
          return yearFirst
        }
        // Unasked, dots read day-first; a row whose year is the year-first reading's shows
        // the other order, and neither is guessed.
        if let yearFirst, let rowYear, yearFirst.year == rowYear, dayFirst.year != rowYear {
          dottedReadings = (yearFirst, dayFirst, rowYear)
          return nil
        }
      }
      ambiguous = order == nil && !shape.isUnambiguous
      let date = shape.date(order: order)
      if date != nil { isTwoDigitYear = DateCell.spellsYearInTwoDigits(bytes) }
      if isTwoDigitYear, isBuddhist, let date {
        return ColumnDecisions.gregorian(ofBuddhistTwoDigitYear: date)
      }
      return date
    }
    if ambiguous { reportAmbiguousDate(column) }
    if let readings { reportYearFirstAmbiguity(column, readings) }
    if let dottedReadings { reportDottedYearFirst(column, dottedReadings) }
    if isTwoDigitYear { twoDigitYearColumns |= 1 << UInt32(column.index) }
    if isYearless, date != nil {
      twoDigitYearColumns |= 1 << UInt32(column.index)
      yearlessColumns |= 1 << UInt32(column.index)
    }
    return date
  }

  /// The row's four-digit `year` when `column` is its `date` column, which a date showing no
  /// year takes; `nil` otherwise.
  private func rowYear(for column: Column) -> Int? {
    guard let yearOfDate, yearOfDate.dateIndex == column.index else { return nil }
    return table.withFieldBytes(record: record, field: yearOfDate.yearField) { bytes in
      NativeNumerals.reading(bytes.trimmingSpaces, IntegerCell.parse)
        .flatMap { (1000...9999).contains($0) ? $0 : nil }
    }
  }

  /// `date`, read from the date cell of `column`, in the century of the row's `year` when the
  /// cell spells its year in two digits (`01/05/99`): the century 2000-2099 is only a reading
  /// (``DateCell/date(_:readFrom:inCenturyOf:)``). A four-digit `year` that is the date's so
  /// read settles its two-digit year: the cell is no longer counted among
  /// ``twoDigitYearColumns``.
  package mutating func inRowCentury(_ date: SheetDate, of column: Column, year: Int?)
    -> SheetDate
  {
    let sheetColumn = sheetColumns[column.index]
    guard let year, sheetColumn >= 0 else { return date }
    // Most rows' year is their date's: the cell is not looked at again.
    let read =
      year == date.year
      ? date
      : table.withFieldBytes(record: record, field: sheetColumn) {
        DateCell.date(date, readFrom: $0.trimmingSpaces, inCenturyOf: year)
      }
    if read.year == year, (1000...9999).contains(year),
      yearlessColumns & (1 << UInt32(column.index)) == 0
    {
      twoDigitYearColumns &= ~(1 << UInt32(column.index))
    }
    return read
  }

  /// Gives the `invalid-value` errors of this row's `year` and `month` cells (`Feb`, `2023.5`)
  /// the fix a `year-month-mismatch` has: both set from the row's `date`.
  package mutating func fixFromDate(_ date: SheetDate, year: Column, month: Column) {
    let (yearError, monthError) = (invalidValue(of: year), invalidValue(of: month))
    guard yearError != nil || monthError != nil else { return }
    let fix = Diagnostic.Fix(
      summary: "set year and month from date",
      edits: [(year, date.year), (month, date.month)].filter { sheetColumns[$0.0.index] >= 0 }
        .map { .init(cell: cell($0.0), value: String($0.1)) })
    for index in [yearError, monthError].compactMap({ $0 }) { diagnostics[index].fix = fix }
  }

  /// Gives the `invalid-value` error of this row's `cadence` cell, when its text says a cadence
  /// in words (`every 2 weeks`, `quarterly`: ``CadencePhrase``), the fix that writes that
  /// cadence and its `interval`.
  package mutating func fixFromPhrase(cadence: Column, interval: Column) {
    // At an interval of 1 (`every month`) the word alone is the fix (``WordSuggestion``).
    guard let index = invalidValue(of: cadence),
      let reading = CadencePhrase.reading(
        table.string(record: record, field: sheetColumns[cadence.index])),
      reading.interval != 1
    else { return }
    var edits: [Diagnostic.CellEdit] = [.init(cell: cell(cadence), value: reading.cadence.rawValue)]
    if sheetColumns[interval.index] >= 0 {
      edits.append(.init(cell: cell(interval), value: String(reading.interval)))
    }
    diagnostics[index].fix = Diagnostic.Fix(
      summary: "write the cadence and its interval", edits: edits)
  }

  /// The index of this row's `invalid-value` error on `column`, or `nil`: a row's diagnostics
  /// are the last ones, so only they are looked at (none, for a row that has none).
  private func invalidValue(of column: Column) -> Int? {
    let name = column.name
    var index = diagnostics.count - 1
    while index >= 0, diagnostics[index].row == sheetRow {
      if diagnostics[index].code == .invalidValue, diagnostics[index].column == name {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// A timestamp cell; local date-times are read in the dataset's time zone.
  package mutating func timestamp(_ column: Column) -> Date? {
    // The canonical form, what the exporter writes, is read without the general scan.
    let sheetColumn = sheetColumns[column.index]
    if sheetColumn >= 0,
      let date = table.withFieldBytes(
        record: record, field: sheetColumn, TimestampCell.canonicalDate)
    {
      return date
    }
    let order = decisions.dateOrders[column.index]
    var ambiguous = false
    // The wall clock and the offset the cell shows; the dataset's zone gives the offset of one
    // that shows none, out here: the closure takes no reference to the zone, which every row
    // reader on both cores shares (a retain per cell of one object, from both cores).
    let shown = read(column) { bytes -> (wall: Int64, offsetSeconds: Int?)? in
      guard let shape = TimestampCell.shape(bytes) else { return nil }
      ambiguous = order == nil && !shape.date.isUnambiguous
      return TimestampCell.wallMilliseconds(shape, order: order).map { ($0, shape.offsetSeconds) }
    }
    if ambiguous { reportAmbiguousDate(column) }
    guard let shown else { return nil }
    if shown.offsetSeconds == nil {
      floatingTimestamps.add(
        column: column.index, name: column.name, sheetColumn: sheetColumn, sheetRow: sheetRow,
        wallMilliseconds: shown.wall)
    }
    return TimestampCell.date(wall: shown.wall, offsetSeconds: shown.offsetSeconds, zone: zone)
  }

  /// Replaces the `invalid-value` of a cell whose day/month order is undecided.
  private mutating func reportAmbiguousDate(_ column: Column) {
    replaceInvalidValue(of: column, hints: [.dateOrder(.dmy), .dateOrder(.mdy)]) { value in
      "\(value) could be day-first or month-first, and no cell of the tab decides it; choose "
        + "the order, or write the date as YYYY-MM-DD"
    }
  }

  /// Makes the `invalid-value` just reported for `column` of this row an
  /// `ambiguous-date-order`, with the message `message` gives for the quoted value and `hints`.
  private mutating func replaceInvalidValue(
    of column: Column, hints: [OptionHint], message: (String) -> String
  ) {
    guard let last = diagnostics.last, last.code == .invalidValue, last.row == sheetRow,
      last.column == column.name
    else { return }
    diagnostics[diagnostics.count - 1].code = .ambiguousDateOrder
    diagnostics[diagnostics.count - 1].message = message(quoted(last.value ?? ""))
    diagnostics[diagnostics.count - 1].hints = hints
  }

  /// Replaces the `invalid-value` of a cell that reads year-first and in another order, in a
  /// column whose cells or rows show both (``ColumnDecisions/yearFirstConflicts``).
  private mutating func reportYearFirstAmbiguity(
    _ column: Column, _ readings: (yearFirst: SheetDate, other: SheetDate, order: DateOrder)
  ) {
    let note = decisions.note(for: column.index)
    replaceInvalidValue(of: column, hints: [.dateOrder(.ymd), .dateOrder(readings.order)]) {
      "\($0) could be year-first (\(readings.yearFirst)) or \(readings.order.phrase) "
        + "(\(readings.other)), and \(column.name) has cells of both orders\(note); choose the "
        + "order, or write the date as YYYY-MM-DD"
    }
  }

  /// Replaces the `invalid-value` of a compact dotted date (`23.01.22`) that dots read
  /// day-first but whose row's year is its year-first reading's.
  private mutating func reportDottedYearFirst(
    _ column: Column, _ readings: (yearFirst: SheetDate, dayFirst: SheetDate, year: Int)
  ) {
    replaceInvalidValue(of: column, hints: [.dateOrder(.ymd), .dateOrder(.dmy)]) {
      "\($0) reads \(readings.dayFirst) day-first, as dotted dates do, but the row's year "
        + "\(readings.year) is that of its year-first reading (\(readings.yearFirst)); choose the "
        + "order, or write the date as YYYY-MM-DD"
    }
  }

  /// A money cell, with the column's decided decimal separator.
  package mutating func money(_ column: Column) -> Decimal? {
    let separator = decisions.separators[column.index]
    let other: DecimalSeparator = separator == .point ? .comma : .point
    let isSeparatorAsked = decisions.isSeparatorAsked
    var isRendering = false
    var isReadWithOther = false
    let ambiguity = decisions.ambiguousAmounts[column.index]
    var isEither = false
    let amount = read(column) { bytes -> Decimal? in
      // A cell of more than 15 significant digits is read rounded (see `MoneyCell.parse`);
      // only a cell of 16 bytes or more can hold that many.
      isRendering =
        bytes.count > DecimalParts.spreadsheetDigits
        && Self.significantDigits(bytes) > DecimalParts.spreadsheetDigits
      if let amount = MoneyCell.parse(bytes, separator: separator) {
        isEither = ambiguity != nil && MoneyCell.evidence(bytes) == .either
        return amount
      }
      // A cell that only the other separator reads: a spreadsheet in a decimal-comma locale
      // keeps the exported `12.50` as text, and writes an amount typed there as `12,5`.
      guard !isSeparatorAsked, MoneyCell.evidence(bytes) == .needs(other) else {
        return nil
      }
      isReadWithOther = true
      return MoneyCell.parse(bytes, separator: other)
    }
    if let amount, isEither, let ambiguity {
      reportAmbiguousAmount(column, amount: amount, other: other, because: ambiguity)
    }
    if let amount, isReadWithOther {
      noteDecidedReading(column) { raw in
        "\(quoted(raw)) can be read only with a decimal \(other.rawValue), unlike this column's "
          + "other cells: it is read as \(CellFormatter.money(amount))"
      }
    }
    // Read rounded, the amount has 15 significant digits at most.
    if let amount, isRendering,
      let parts = DecimalParts(amount)?.reduced,
      !parts.isPastSpreadsheetDigits
    {
      noteDecidedReading(column) { raw in
        "\(quoted(raw)) is how a binary floating-point number shows \(CellFormatter.money(amount)), "
          + "the value a spreadsheet holds at its \(DecimalParts.spreadsheetDigits) significant digits; it is read as that"
      }
    }
    return amount ?? readDated(column)
  }

  /// Reports the money cell of `column`, read as `amount`, that reads as another amount with
  /// the `other` decimal separator, in a column whose cells do not say which (`because`): an
  /// `ambiguous-amount` error, whose two readings a merge settles against the local amount
  /// (the row's `datedAmount`).
  private mutating func reportAmbiguousAmount(
    _ column: Column, amount: Decimal, other: DecimalSeparator, because: String
  ) {
    let sheetColumn = sheetColumns[column.index]
    let raw = table.string(record: record, field: sheetColumn)
    guard
      let otherAmount = table.withFieldBytes(
        record: record, field: sheetColumn,
        { bytes in
          NativeNumerals.reading(bytes.trimmingSpaces) { MoneyCell.parse($0, separator: other) }
        })
    else { return }
    let (read, otherRead) = (CellFormatter.money(amount), CellFormatter.money(otherAmount))
    // Written as the export writes amounts, three decimals given a fourth: one reading only.
    let unambiguous = { (text: String) in
      text.split(separator: ".").last?.count == 3 ? text + "0" : text
    }
    let separator: DecimalSeparator = other == .comma ? .point : .comma
    report(
      .ambiguousAmount, column: column, value: raw,
      message:
        "\(quoted(raw)) reads as \(read) with \(separator.roleOfMark(in: raw)), and as "
        + "\(otherRead) with \(other.roleOfMark(in: raw)), and the column does not say which: \(because); the row is not "
        + "read, so \(Diagnostic.unreadRowOutcome); write the amount with a decimal point and no "
        + "thousands grouping, so that it reads one way only: \(unambiguous(read)) or "
        + "\(unambiguous(otherRead))")
    diagnostics[diagnostics.count - 1].suggestions = [unambiguous(read), unambiguous(otherRead)]
    datedAmount = DatedAmount(cell: cell(column), candidates: [amount, otherAmount])
  }

  /// The first amount a money cell reported as unreadable reads back as, when it holds a date
  /// (see ``DatedAmount``), recorded as the row's `datedAmount`; `nil` otherwise. The cell's
  /// error stands: only a merge that finds the local amount among the candidates lifts it.
  private mutating func readDated(_ column: Column) -> Decimal? {
    let sheetColumn = sheetColumns[column.index]
    guard sheetColumn >= 0, let reported = diagnostics.last, reported.code == .invalidValue,
      reported.row == sheetRow, reported.column == column.name, let cell = reported.cell,
      let candidates = table.withFieldBytes(
        record: record, field: sheetColumn, DatedAmount.candidates)
    else { return nil }
    datedAmount = DatedAmount(cell: cell, candidates: candidates)
    diagnostics[diagnostics.count - 1].suggestions = candidates.map(CellFormatter.money)
    return candidates[0]
  }

  /// Reports, as information on the row's `column` cell, how the cell was read: `message` words
  /// it from the cell's text.
  private mutating func noteDecidedReading(_ column: Column, message: (String) -> String) {
    let raw = table.string(record: record, field: sheetColumns[column.index])
    report(.decidedReading, severity: .info, column: column, value: raw, message: message(raw))
  }

  /// An integer cell.
  package mutating func integer(_ column: Column) -> Int? {
    read(column) { IntegerCell.parse($0) }
  }

  /// A boolean cell.
  package mutating func bool(_ column: Column) -> Bool? {
    read(column) { BoolCell.parse($0) }
  }

  /// An enum cell, in any case.
  package mutating func enumeration<Value: RawRepresentable & CaseIterable>(
    _ column: Column, as type: Value.Type
  ) -> Value? where Value.RawValue == String {
    read(column) { EnumCell.parse($0, as: type) }
  }

  /// A text cell, exactly as written but for the guard apostrophe; empty when absent.
  package mutating func text(_ column: Column) -> String {
    let sheetColumn = sheetColumns[column.index]
    guard sheetColumn >= 0 else { return "" }
    // What the checks need is read off the bytes, so the cell becomes a String only once: a
    // guarded cell's apostrophe is dropped from the bytes.
    let interner = interner
    let (text, isFormula, isBlank) = table.withFieldBytes(record: record, field: sheetColumn) {
      bytes -> (String, Bool, Bool) in
      let first = bytes.first
      // Only a cell that starts with a space can be all spaces; others are not scanned.
      let isBlank =
        first == nil
        || ((first == 0x20 || first == 0x09) && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 })
      // A cell seen before gives its text back, guard apostrophe already settled.
      let text = interner.string(bytes, column: column.index) { bytes in
        var kept = bytes
        if bytes.first == UInt8(ascii: "'") {
          let rest = UnsafeRawBufferPointer(rebasing: bytes[1...])
          if TextGuard.isGuarded(bytes: rest) { kept = rest }
        }
        // Typed as a `UInt8` buffer, the bytes take `String`'s contiguous fast path.
        return String(decoding: kept.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
      }
      // Only a cell that starts like a formula is scanned; a guarded one starts with `'`.
      let isFormula =
        first.map(TextGuard.isFormulaStart) == true && TextGuard.looksLikeFormula(bytes: bytes)
      return (text, isFormula, isBlank)
    }
    // A blank cell or a formula has no apostrophe: its text is the cell as written.
    if isBlank {
      if column.rule == .required { report(.missingValue, column: column, value: text) }
      if text.isEmpty { return text }
    }
    if isFormula {
      report(
        .formulaCell, severity: .warning, column: column, value: text,
        message: "looks like a formula; it is kept as text and guarded on export")
    }
    // A guarded cell's text is one byte shorter than the cell as written.
    if text.utf8.count >= CellLimits.maximumCharacters {
      let raw = table.string(record: record, field: sheetColumn)
      let characters = raw.unicodeScalars.count
      if characters > CellLimits.maximumCharacters {
        report(
          .cellTooLong, severity: .warning, column: column, value: raw,
          message:
            "holds \(characters) characters; Google Sheets keeps at most \(CellLimits.maximumCharacters)"
        )
      }
    }
    return text
  }

  /// Reads a non-text cell: empty cells follow the column's rule, unreadable ones are reported.
  private mutating func read<Value>(
    _ column: Column, _ parse: (UnsafeRawBufferPointer) -> Value?
  ) -> Value? {
    let sheetColumn = sheetColumns[column.index]
    guard sheetColumn >= 0 else { return nil }
    let outcome: Value?? = table.withFieldBytes(record: record, field: sheetColumn) { bytes in
      let trimmed = bytes.trimmingSpaces
      if trimmed.isEmpty { return .some(nil) }
      // Digits of another script (`١٢٫٥٠`) are read as their ASCII ones.
      guard let value = NativeNumerals.reading(trimmed, parse) else {
        return nil
      }
      return value
    }
    switch outcome {
    case .some(.some(let value)):
      return value
    case .some(.none):
      switch column.rule {
      case .required: report(.missingValue, column: column, value: "")
      case .key: isMissingKey = true
      case .stamp: isMissingStamp = true
      case .optional: break
      }
      return nil
    case .none:
      let raw = table.string(record: record, field: sheetColumn)
      if let date = dateOfDateTime(raw, column) {
        report(
          .invalidValue, column: column, value: raw,
          message:
            "\(quoted(raw)) holds a time of day; the \(column.name) column takes a date alone",
          fix: Diagnostic.Fix(
            summary: "keep the date alone", edits: [.init(cell: cell(column), value: "\(date)")]
          ))
      } else {
        report(
          .invalidValue, column: column, value: raw, message: unreadableMessage(raw, column),
          fix: wordFix(raw, column))
      }
      return nil
    }
  }

  /// The fix of a cell of words, booleans, whole numbers or dates that reads as none of its
  /// column's: the word it most likely means (``WordSuggestion``), the number
  /// (``WholeNumberSuggestion``), or the date of eight digits (``CompactDateSuggestion``); `nil`
  /// when it means none clearly.
  private func wordFix(_ raw: String, _ column: Column) -> Diagnostic.Fix? {
    let word: String? =
      switch column.kind {
      case .enumeration(let words): WordSuggestion.word(for: raw, among: words)
      case .boolean: WordSuggestion.boolean(for: raw)
      case .integer: WholeNumberSuggestion.number(for: raw).map(String.init)
      case .date: CompactDateSuggestion.date(for: raw)
      default: nil
      }
    return word.map {
      Diagnostic.Fix(
        summary: "write it as the column takes it", edits: [.init(cell: cell(column), value: $0)])
    }
  }

  /// The date of a date column's cell that holds a date and a time of day (`2025-01-05 10:30`),
  /// in the column's decided day/month order; `nil` for any other cell.
  private func dateOfDateTime(_ raw: String, _ column: Column) -> SheetDate? {
    guard column.kind == .date else { return nil }
    let order = decisions.dateOrders[column.index]
    var raw = raw
    return raw.withUTF8 { bytes in
      guard let shape = TimestampCell.shape(UnsafeRawBufferPointer(bytes).trimmingSpaces),
        shape.millisecondsOfDay != 0
      else { return nil }
      return shape.date.date(order: order)
    }
  }

  /// Why the cell `raw` of `column` could not be read, and what to do.
  private func unreadableMessage(_ raw: String, _ column: Column) -> String {
    var raw = raw
    if column.kind == .date,
      let reason = raw.withUTF8({ bytes in
        let bytes = UnsafeRawBufferPointer(bytes)
        return DateCell.impossibleDay(bytes) ?? DateCell.weekdayMismatch(bytes)
          ?? DateCell.eraMismatch(bytes)
          ?? DateCell.shape(bytes)?.impossibleDay(order: decisions.dateOrders[column.index])
      })
    {
      return "\(quoted(raw)) is not a real date: \(reason)"
    }
    if column.kind == .date,
      case .yearless(let month, let day)? = raw.withUTF8({
        NativeNumerals.reading(UnsafeRawBufferPointer($0).trimmingSpaces) { DateCell.shape($0) }
      })
    {
      if let year = rowYear(for: column),
        let reason = DateCell.impossibleDay(year: year, month: month, day: day)
      {
        return "\(quoted(raw)) is not a real date in the row's year: \(reason)"
      }
      let shown = "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
      let hasYearColumn = yearOfDate?.dateIndex == column.index
      return "\(quoted(raw)) shows no year, and "
        + (hasYearColumn
          ? "the row's year cell holds no four-digit year" : "no year column gives it one")
        + ": type the full date, as YYYY-\(shown)"
    }
    let readsAsDate =
      column.kind == .money && raw.withUTF8 { DateCell.shape(UnsafeRawBufferPointer($0)) != nil }
    guard readsAsDate else {
      let expectation =
        column.kind == .money && decisions.separators[column.index] == .comma
        ? CellKind.moneyWithDecimalComma : column.kind.expectation
      if column.kind == .money, raw.last == "%" {
        return "\(quoted(raw)) is a percentage, not \(expectation): the cell is formatted as a "
          + "percentage; format it as a number and type the amount again"
      }
      return "\(quoted(raw)) is not \(expectation)" + decisions.note(for: column.index)
    }
    return
      "\(quoted(raw)) is a date, not \(column.kind.expectation): a spreadsheet in some locales "
      + "reads an amount such as 12.31 as a date; type the amount again, as a number"
  }

  /// The digits of a number's bytes between its first and last non-zero digit, up to an
  /// exponent.
  private static func significantDigits(_ bytes: UnsafeRawBufferPointer) -> Int {
    var (count, pendingZeros, started) = (0, 0, false)
    for byte in bytes {
      if byte | 0x20 == UInt8(ascii: "e") { break }
      guard isDigit(byte) else { continue }
      if byte == UInt8(ascii: "0") {
        if started { pendingZeros += 1 }
      } else {
        count += started ? pendingZeros + 1 : 1
        (pendingZeros, started) = (0, true)
      }
    }
    return count
  }

  /// Records a diagnostic for a cell of this row.
  mutating func report(
    _ code: Diagnostic.Code, severity: Diagnostic.Severity = .error, column: Column,
    value: String, message: String? = nil, fix: Diagnostic.Fix? = nil
  ) {
    if severity == .error { errorCount += 1 }
    diagnostics.append(
      Diagnostic(
        severity: severity, code: code, tab: layout.tab, row: sheetRow, column: column.name,
        cell: cell(column), value: value,
        message: message ?? "\(column.name) is required but the cell is empty", fix: fix))
  }

  /// The A1 reference of this row's `column` cell.
  private func cell(_ column: Column) -> String {
    A1.reference(tab: layout.tab, column: sheetColumns[column.index], row: sheetRow)
  }
}

/// Limits of Google Sheets cells.
enum CellLimits {
  /// Google Sheets truncates a cell past this many characters.
  static let maximumCharacters = 50_000
}
