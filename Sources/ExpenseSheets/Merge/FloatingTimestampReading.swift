import Foundation

/// Decides, per timestamp column, the offset a spreadsheet applied to the date-times it wrote
/// without a zone, and reads those cells again with it (SHEET_FORMAT.md: "The offset is decided
/// per column from evidence").
///
/// The exporter writes `…Z` values. One spreadsheet writes back their UTC wall clock without the
/// zone (Gnumeric; Google Sheets keeps no zones at all), another converts them to the computer's
/// local time, and a person typing a date-time means the dataset's time zone, the reading the
/// decoder starts from. A cell whose row is in the last export (or, without one, in the local
/// store) shows which of these readings gives back the exported value: the reading most such
/// cells agree on is the column's; a column without such cells follows the workbook's other
/// columns, and keeps the dataset's time zone when no column has any.
enum FloatingTimestampReading {
  /// One way to turn a wall-clock time into an instant.
  enum Reading: Hashable {
    /// The wall clock is UTC.
    case utc
    /// The wall clock is local time in a zone, with its daylight-saving rules.
    case zone(TimeZone)
    /// The wall clock is a fixed number of seconds ahead of UTC.
    case fixed(seconds: Int)

    /// How the reading reads in a sentence.
    var phrase: String {
      switch self {
      case .utc: "UTC, as exported (the spreadsheet dropped the zone)"
      case .zone(let zone): "local time in \(zone.identifier)"
      case .fixed(let seconds): "UTC\(seconds < 0 ? "-" : "+")\(Self.hoursAndMinutes(abs(seconds)))"
      }
    }

    /// Whether the reading reads every wall clock as local time in `zone` does.
    func isSameClock(as zone: TimeZone) -> Bool {
      switch self {
      case .zone(let other): other.identifier == zone.identifier
      case .utc: zone.secondsFromGMT() == 0 && zone.nextDaylightSavingTimeTransition == nil
      case .fixed: false
      }
    }

    private static func hoursAndMinutes(_ seconds: Int) -> String {
      let (hours, minutes) = (seconds / 3600, seconds % 3600 / 60)
      return minutes == 0 ? "\(hours)" : "\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
    }
  }

  /// How many cells of a column are compared with the reference rows, at most: the first ones
  /// of the column, enough to outvote the rows a person edited by hand.
  static let sampleSize = 2_000

  /// The sheet with its floating cells read again with the readings the reference rows decide,
  /// and a `decided-reading` note for each decided column, naming the deciding cell.
  ///
  /// - Parameters:
  ///   - sheet: the validated sheet.
  ///   - base: the ledger as exported with each tab, when known: the first reference.
  ///   - local: the local ledger: the reference for rows the base lacks.
  ///
  /// The sheet is consumed, so that its rows are read again in place rather than in a copy.
  static func settled(_ sheet: consuming ValidatedSheet, base: (Tab) -> Ledger?, local: Ledger)
    -> ValidatedSheet
  {
    guard sheet.floatingTimestamps.values.contains(where: { !$0.isEmpty }) else { return sheet }
    let notes = settle(&sheet, base: base, local: local)
    sheet.insertDiagnostics(notes)
    return sheet
  }

  /// Reads the floating cells of `sheet` again and returns the notes.
  private static func settle(_ sheet: inout ValidatedSheet, base: (Tab) -> Ledger?, local: Ledger)
    -> [Diagnostic]
  {
    var tallies: [TabTally] = []
    var ledger = sheet.ledger
    sheet.ledger = Ledger()
    // The zones the export and the store keep: a sheet whose Settings row names another (its
    // time zone changed by hand) still shows the exported date-times in the export's.
    let keptZones = [base(.settings)?.settings?.timezone, local.settings?.timezone]
      .compactMap { $0.flatMap(TimeZone.init(identifier:)) }
    func tally<Row: MergeableRow>(_ rows: [Row], base: [Row]?, local: [Row]) {
      guard let floating = sheet.floatingTimestamps[Row.tab], !floating.isEmpty else { return }
      tallies.append(
        TabTally(
          tab: Row.tab, floating: floating,
          columns: tallyColumns(
            rows, sheetRows: sheet.sheetRows[Row.tab] ?? [], floating: floating,
            references: [base ?? [], local], keptZones: keptZones)))
    }
    tally(ledger.transactions, base: base(.transactions)?.transactions, local: local.transactions)
    tally(ledger.receipts, base: base(.receipts)?.receipts, local: local.receipts)
    tally(ledger.categories, base: base(.categories)?.categories, local: local.categories)
    tally(
      ledger.recurringRules, base: base(.recurringRules)?.recurringRules,
      local: local.recurringRules)
    tally(
      ledger.settings.map { [$0] } ?? [],
      base: base(.settings).map { $0.settings.map { [$0] } ?? [] },
      local: local.settings.map { [$0] } ?? [])

    var pooled = Tally()
    for tab in tallies { for column in tab.columns { pooled.merge(column) } }
    let fallback = pooled.winner
    let dayOffset = pooled.days.decidedOffset

    var notes: [Diagnostic] = []
    func apply<Row: MergeableRow>(_ rows: inout [Row], references: [[Row]]) {
      guard let tab = tallies.first(where: { $0.tab == Row.tab }) else { return }
      let sheetRows = sheet.sheetRows[Row.tab] ?? []
      for (column, counted) in zip(tab.floating.columns, tab.columns) {
        let winner = counted.winner ?? fallback
        let dayReadings =
          winner.map { [$0.reading] } ?? dayOffset.map { [$0] }
          ?? candidateReadings(zone: tab.floating.zone, keptZones: keptZones).map(\.reading)
        let days = keepExportedDays(
          of: column, in: &rows, sheetRows: sheetRows, readings: dayReadings,
          references: references)
        if days.cutOff > 0 {
          notes.append(keptDaysNote(tab: Row.tab, column: column, count: days.cutOff))
        }
        guard let winner else {
          if days.kept < column.cells.count {
            notes.append(undecidedNote(tab: Row.tab, column: column, zone: tab.floating.zone))
          }
          continue
        }
        let isStartingReading = winner.reading.isSameClock(as: tab.floating.zone)
        notes.append(
          note(
            tab: Row.tab, column: column, reading: winner.reading, ownEvidence: counted,
            decidedBy: winner, isStartingReading: isStartingReading))
        if !isStartingReading {
          let offsets = OffsetsOfReading(winner.reading)
          let setter: (inout Row, Date) -> Void =
            column.name == "createdAt" ? { $0.createdAt = $1 } : { $0.lastModifiedAt = $1 }
          let positions = loadedPositions(of: column.cells, in: sheetRows)
          for (cell, position) in zip(column.cells, positions) {
            guard let position, !cell.showsDayAlone else { continue }
            setter(&rows[position], offsets.date(wallMilliseconds: cell.wallMilliseconds))
          }
        }
        if case .zone(let zone) = winner.reading {
          readRepeatedHours(
            of: column, in: &rows, sheetRows: sheetRows, zone: zone, references: references)
        }
      }
    }
    apply(
      &ledger.transactions,
      references: [base(.transactions)?.transactions ?? [], local.transactions])
    apply(&ledger.receipts, references: [base(.receipts)?.receipts ?? [], local.receipts])
    apply(&ledger.categories, references: [base(.categories)?.categories ?? [], local.categories])
    apply(
      &ledger.recurringRules,
      references: [base(.recurringRules)?.recurringRules ?? [], local.recurringRules])
    if var settings = ledger.settings.map({ [$0] }) {
      let baseSettings = base(.settings)?.settings
      apply(
        &settings, references: [baseSettings.map { [$0] } ?? [], local.settings.map { [$0] } ?? []])
      ledger.settings = settings.first
    }
    sheet.ledger = ledger
    return notes
  }

  /// What one tab's floating columns show, column by column.
  private struct TabTally {
    var tab: Tab
    var floating: FloatingTimestamps
    /// Parallel to `floating.columns`.
    var columns: [Tally]
  }

  /// Counts, for each reading, the cells it gives back their reference value.
  private struct Tally {
    /// A reading, how many cells it explains, and the first of them.
    struct Entry {
      var reading: Reading
      var count: Int
      var firstCell: String
      var firstWall: Int64
    }

    /// In the order readings were first seen; ties go to the earlier.
    var entries: [Entry] = []
    /// What the cells showing a day alone show.
    var days = DayTally()

    /// Counts a cell that `reading` explains.
    mutating func add(_ reading: Reading, cell: @autoclosure () -> String, wall: Int64) {
      if let index = entries.firstIndex(where: { $0.reading == reading }) {
        entries[index].count += 1
      } else {
        entries.append(Entry(reading: reading, count: 1, firstCell: cell(), firstWall: wall))
      }
    }

    /// Adds another column's counts.
    mutating func merge(_ other: Tally) {
      days.merge(other.days)
      for entry in other.entries {
        if let index = entries.firstIndex(where: { $0.reading == entry.reading }) {
          entries[index].count += entry.count
        } else {
          entries.append(entry)
        }
      }
    }

    /// The reading that explains the most cells, if any explains one.
    var winner: Entry? {
      entries.reduce(nil) { best, entry in
        guard let best else { return entry }
        return entry.count > best.count ? entry : best
      }
    }
  }

  /// Counts, for cells showing a day alone, which readings put their reference value on that
  /// day: the zones tried for every cell, and each fixed UTC offset in quarter hours.
  private struct DayTally {
    /// The fixed offsets counted, in seconds.
    static let fixedOffsets = Array(stride(from: -12 * 3600, through: 14 * 3600, by: 900))

    /// How many cells were counted.
    var cells = 0
    /// How many of them a tried zone puts on their day.
    var byZones = 0
    /// How many of them each of ``fixedOffsets`` puts on their day.
    var byFixed = [Int](repeating: 0, count: fixedOffsets.count)

    /// Adds another column's counts.
    mutating func merge(_ other: DayTally) {
      cells += other.cells
      byZones += other.byZones
      for index in byFixed.indices { byFixed[index] += other.byFixed[index] }
    }

    /// The fixed offset that puts nine in ten of at least 20 cells on their days, and more of
    /// them than the zones tried do: a spreadsheet in a zone neither the dataset nor this
    /// computer keeps shows every day in it. A few cells are no such evidence: they may be
    /// days typed by hand.
    var decidedOffset: Reading? {
      guard cells >= 20, let best = byFixed.indices.max(by: { byFixed[$0] < byFixed[$1] }),
        byFixed[best] * 10 >= cells * 9, byFixed[best] > byZones
      else { return nil }
      return .fixed(seconds: Self.fixedOffsets[best])
    }
  }

  /// Whether `offsets` puts the instant `expected` on the day that starts at `wall`.
  private static func isOnTheDay(_ offsets: OffsetsOfReading, wall: Int64, expected: Date) -> Bool {
    offsets.date(wallMilliseconds: wall) <= expected
      && expected < offsets.date(wallMilliseconds: wall + FloatingTimestamps.Cell.day)
  }

  /// Reads again, with the zone's other offset, each cell of `column` whose wall-clock time
  /// comes twice in `zone` (the hour the clocks go back over) when that offset gives back its
  /// row's reference value (the first of `references` to hold the row) and the offset it was
  /// read with does not: `01:30` on that night is either of two instants, and only the
  /// reference tells which one the spreadsheet showed. Without it the row would seem an hour
  /// older or newer than exported, and its edits be taken or refused for that.
  private static func readRepeatedHours<Row: MergeableRow>(
    of column: FloatingTimestamps.Column, in rows: inout [Row], sheetRows: [Int], zone: TimeZone,
    references: [[Row]]
  ) {
    let offsets = ZoneOffsets(zone: zone)
    let cells = column.cells.compactMap { cell in
      offsets.repeatedOffsetSeconds(localMilliseconds: cell.wallMilliseconds).map { (cell, $0) }
    }
    guard !cells.isEmpty else { return }
    let repeated = zip(cells, loadedPositions(of: cells.map(\.0), in: sheetRows)).compactMap {
      cell, position in
      position.map { (position: $0, wall: cell.0.wallMilliseconds, other: cell.1) }
    }
    guard !repeated.isEmpty else { return }
    let referenceOf = referenceRows(
      of: repeated.map { rows[$0.position].rowKey }, in: references)
    let isCreated = column.name == "createdAt"
    for (position, wall, other) in repeated {
      guard let reference = referenceOf[rows[position].rowKey] else { continue }
      let expected = isCreated ? reference.createdAt : reference.lastModifiedAt
      let read = isCreated ? rows[position].createdAt : rows[position].lastModifiedAt
      let otherRead = Timestamp.date(milliseconds: wall - Int64(other) * 1000)
      guard !TimestampComparison.equal(read, expected),
        TimestampComparison.equal(otherRead, expected)
      else { continue }
      if isCreated {
        rows[position].createdAt = otherRead
      } else {
        rows[position].lastModifiedAt = otherRead
      }
    }
  }

  /// Gives each cell of `column` that shows a day alone (its time cut off, as a date format
  /// shows a date-time) its row's reference value, when that value falls on the cell's day
  /// under one of `readings`: the cell shows it at the day's precision, and read as midnight it
  /// would seem edited. Returns how many cells were so read, and how many of them the first
  /// reading would have read as another time (a time cut off, not midnight shown).
  private static func keepExportedDays<Row: MergeableRow>(
    of column: FloatingTimestamps.Column, in rows: inout [Row], sheetRows: [Int],
    readings: [Reading], references: [[Row]]
  ) -> (kept: Int, cutOff: Int) {
    let cells = column.cells.filter(\.showsDayAlone)
    guard !cells.isEmpty else { return (0, 0) }
    let positions = zip(cells, loadedPositions(of: cells, in: sheetRows)).compactMap {
      cell, position in position.map { (position: $0, wall: cell.wallMilliseconds) }
    }
    let referenceOf = referenceRows(of: positions.map { rows[$0.position].rowKey }, in: references)
    let isCreated = column.name == "createdAt"
    let days = positions.compactMap {
      position, wall -> (position: Int, wall: Int64, expected: Date)? in
      referenceOf[rows[position].rowKey].map {
        (position, wall, isCreated ? $0.createdAt : $0.lastModifiedAt)
      }
    }
    let offsets = readings.map(OffsetsOfReading.init)
    var (kept, cutOff) = (0, 0)
    for (position, wall, expected) in days
    where offsets.contains(where: { isOnTheDay($0, wall: wall, expected: expected) }) {
      if isCreated {
        rows[position].createdAt = expected
      } else {
        rows[position].lastModifiedAt = expected
      }
      kept += 1
      if !TimestampComparison.equal(offsets[0].date(wallMilliseconds: wall), expected) {
        cutOff += 1
      }
    }
    return (kept, cutOff)
  }

  /// The row with each of `keys` in the first of `references` that holds one, looked up in one
  /// pass over each reference, and no further once every key is found.
  private static func referenceRows<Row: MergeableRow>(
    of keys: [RowKey], in references: [[Row]]
  ) -> [RowKey: Row] {
    var wanted = Set(keys)
    var found: [RowKey: Row] = [:]
    for reference in references where !wanted.isEmpty {
      for row in reference where wanted.remove(row.rowKey) != nil { found[row.rowKey] = row }
    }
    return found
  }

  /// The readings of each floating column of a tab, counted on the first cells whose rows have
  /// a reference row.
  private static func tallyColumns<Row: MergeableRow>(
    _ rows: [Row], sheetRows: [Int], floating: FloatingTimestamps, references: [[Row]],
    keptZones: [TimeZone]
  ) -> [Tally] {
    let positions = floating.columns.map {
      loadedPositions(of: $0.cells.prefix(sampleSize), in: sheetRows)
    }
    let found = referenceRows(
      of: positions.joined().compactMap { $0.map { rows[$0].rowKey } }, in: references)
    let candidates = candidateReadings(zone: floating.zone, keptZones: keptZones)
    let fixedOffsets = DayTally.fixedOffsets.map { OffsetsOfReading(.fixed(seconds: $0)) }
    return zip(floating.columns, positions).map { column, positions in
      var tally = Tally()
      let isCreated = column.name == "createdAt"
      for (cell, position) in zip(column.cells, positions) {
        guard let position, let reference = found[rows[position].rowKey] else { continue }
        let expected = isCreated ? reference.createdAt : reference.lastModifiedAt
        // A cell showing a day alone matches any reading that puts the reference on that day,
        // or a fixed offset that brings the reference's minute to midnight: it is counted
        // apart.
        if cell.showsDayAlone {
          let wall = cell.wallMilliseconds
          tally.days.cells += 1
          if candidates.contains(where: { isOnTheDay($0.offsets, wall: wall, expected: expected) })
          {
            tally.days.byZones += 1
          }
          for (index, offsets) in fixedOffsets.enumerated()
          where isOnTheDay(offsets, wall: wall, expected: expected) {
            tally.days.byFixed[index] += 1
          }
          continue
        }
        let cellName = {
          A1.reference(tab: Row.tab, column: column.sheetColumn, row: Int(cell.sheetRow))
        }
        for (reading, offsets) in candidates
        where TimestampComparison.equal(
          offsets.date(wallMilliseconds: cell.wallMilliseconds), expected)
        {
          tally.add(reading, cell: cellName(), wall: cell.wallMilliseconds)
        }
        // A zone neither the dataset nor this computer keeps: a fixed offset, whole quarter hours.
        let delta = cell.wallMilliseconds - Timestamp.milliseconds(of: expected)
        let quarters = (Double(delta) / 900_000).rounded()
        let seconds = Int(quarters) * 900
        if seconds != 0, abs(seconds) <= 14 * 3600,
          !candidates.contains(where: { $0.reading == .fixed(seconds: seconds) }),
          TimestampComparison.equal(
            Timestamp.date(milliseconds: cell.wallMilliseconds - Int64(seconds) * 1000), expected)
        {
          tally.add(.fixed(seconds: seconds), cell: cellName(), wall: cell.wallMilliseconds)
        }
      }
      return tally
    }
  }

  /// The readings every floating cell is tried with: UTC, the dataset's zone as the sheet names
  /// it, the zones the export and the store keep (`keptZones`), and this computer's zone, in
  /// that order of preference.
  private static func candidateReadings(zone: TimeZone, keptZones: [TimeZone]) -> [(
    reading: Reading, offsets: OffsetsOfReading
  )] {
    var readings: [Reading] = [.utc]
    for candidate in [zone] + keptZones + [.current]
    where !readings.contains(where: { $0.isSameClock(as: candidate) }) {
      readings.append(.zone(candidate))
    }
    return readings.map { ($0, OffsetsOfReading($0)) }
  }

  /// The position in a tab's loaded rows of each cell's row, `nil` for a row not loaded (it had
  /// errors): cells and loaded rows are both in sheet order, so one walk finds them all.
  private static func loadedPositions(
    of cells: some Sequence<FloatingTimestamps.Cell>, in sheetRows: [Int]
  ) -> [Int?] {
    var found: [Int?] = []
    found.reserveCapacity(cells.underestimatedCount)
    var position = 0
    for cell in cells {
      let row = Int(cell.sheetRow)
      while position < sheetRows.count, sheetRows[position] < row { position += 1 }
      found.append(position < sheetRows.count && sheetRows[position] == row ? position : nil)
    }
    return found
  }

  /// Whether `diagnostic` is one of the notes made here, which only a merge makes: a
  /// timestamp column's `decided-reading` note naming no value (the decoder's notes name the
  /// value of the cell they are about).
  static func isZoneNote(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.code == .decidedReading && diagnostic.value == nil
      && (diagnostic.column == "createdAt" || diagnostic.column == "lastModifiedAt")
  }

  /// The `decided-reading` note of a column that keeps the dataset's time zone because no
  /// date-time of the workbook without a zone belongs to a row that equals its reference.
  private static func undecidedNote(tab: Tab, column: FloatingTimestamps.Column, zone: TimeZone)
    -> Diagnostic
  {
    let shown = shown(wall: column.cells.first?.wallMilliseconds ?? 0)
    return columnNote(
      tab: tab, column: column,
      readAs: "\(Reading.zone(zone).phrase), the dataset's time zone, as a person typing one "
        + "means: no row with such a date-time equals the exported (or stored) one, to show "
        + "which offset a spreadsheet applied (the first shows \(shown))")
  }

  /// The `decided-reading` note of a column whose `count` cells show the day of their row's
  /// exported (or stored) date-time alone, and keep that date-time.
  private static func keptDaysNote(tab: Tab, column: FloatingTimestamps.Column, count: Int)
    -> Diagnostic
  {
    columnNote(
      tab: tab, column: column,
      readAs: "the exported (or stored) value where the cell shows its day alone (\(count) "
        + "\(count == 1 ? "cell" : "cells"), the time cut off by a date format): no edit")
  }

  /// The `decided-reading` note of one column.
  private static func note(
    tab: Tab, column: FloatingTimestamps.Column, reading: Reading, ownEvidence: Tally,
    decidedBy winner: Tally.Entry, isStartingReading: Bool
  ) -> Diagnostic {
    let own = ownEvidence.winner != nil
    return columnNote(
      tab: tab, column: column,
      readAs: "\(reading.phrase): read so, "
        + (!own
          ? "the workbook's other date-times give"
          : winner.count == 1
            ? "1 cell of the column gives" : "\(winner.count) cells of the column give")
        + " back the exported (or stored) value, the first \(winner.firstCell) "
        + "(\(shown(wall: winner.firstWall)))"
        + (isStartingReading ? "" : "; read in the dataset's time zone, they would seem edited"))
  }

  /// A `decided-reading` note on the first cell of `column`: its date-times without a zone are
  /// read as `readAs` says.
  private static func columnNote(tab: Tab, column: FloatingTimestamps.Column, readAs: String)
    -> Diagnostic
  {
    let firstRow = Int(column.cells.first?.sheetRow ?? 1)
    let count = column.cells.count
    return Diagnostic(
      severity: .info, code: .decidedReading, tab: tab, row: firstRow, column: column.name,
      cell: A1.reference(tab: tab, column: column.sheetColumn, row: firstRow),
      message:
        "\(count == 1 ? "1 date-time" : "\(count) date-times") of \(column.name) without a time zone "
        + "\(count == 1 ? "is" : "are") read as \(readAs)")
  }

  /// A wall-clock time as a date-time cell shows it (`2024-06-01 12:00:00.000`).
  private static func shown(wall: Int64) -> String {
    CellFormatter.timestamp(Timestamp.date(milliseconds: wall)).dropLast()
      .replacingOccurrences(of: "T", with: " ")
  }
}

/// The UTC offset a reading applies to each wall-clock time.
private struct OffsetsOfReading {
  private let fixedSeconds: Int
  private let zone: ZoneOffsets?

  init(_ reading: FloatingTimestampReading.Reading) {
    switch reading {
    case .utc: (fixedSeconds, zone) = (0, nil)
    case .fixed(let seconds): (fixedSeconds, zone) = (seconds, nil)
    case .zone(let timeZone): (fixedSeconds, zone) = (0, ZoneOffsets(zone: timeZone))
    }
  }

  /// The instant a wall-clock time stands for under the reading.
  func date(wallMilliseconds wall: Int64) -> Date {
    let offset = zone?.offsetSeconds(localMilliseconds: wall) ?? fixedSeconds
    return Timestamp.date(milliseconds: wall - Int64(offset) * 1000)
  }
}
