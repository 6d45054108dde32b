import Foundation
import SheetCSV

/// What the values of a tab decide about its locale: each date column's day/month order and
/// each money column's decimal separator.
///
/// A cell that can be read only one way (`25/01/2025`, `12,50`) is evidence. A date column
/// read in the order asked for follows it; otherwise it follows its evidence (the majority, if
/// cells disagree), then the tab's other date columns, then the rows' `month` cells (which
/// number of a date is its month). Money with no evidence follows the file's delimiter (`;`
/// files come from decimal-comma locales). A money cell that only the separator the column did
/// not choose reads is read with that one, with a note, unless the separator was asked for. A
/// decision from the values that cells readable either way follow gets an info note
/// (``notes``), so that no guess is silent.
struct ColumnDecisions: Sendable {
  /// The decided order of each column, by column index; `nil` when undecided or not a date.
  var dateOrders: [DateOrder?]
  /// The decided separator of each column, by column index.
  var separators: [DecimalSeparator]
  /// How each decision was made, for messages, by column index.
  var reasons: [String?]
  /// Whether the decimal separator was asked for rather than decided from the values.
  var isSeparatorAsked = false
  /// The `decided-reading` notes: a column's cells that read either way, read as the values of
  /// the tab decided.
  var notes: [Diagnostic] = []
  /// The order the tab's own cells show dates are written in, when some can be read only one
  /// way.
  var shownDateOrder: WorkbookDateOrder?
  /// Whether some date cells read either way and nothing decided which, or a column was read
  /// in a year-last order while its cells read year-first too and nothing in the tab showed
  /// which (``yearFirstPossible``).
  var needsDateOrder = false
  /// The date columns, by column index, whose cells all read year-first too (`23/01/20`), read
  /// in a year-last order that nothing in the tab showed: the workbook's other tabs showing
  /// year-first make them year-first.
  var yearFirstPossible: Set<Int> = []
  /// The date columns, by column index, whose cells show both year-first and another order
  /// (`23-2-6` beside `20/01/2023`, or rows whose `year` cells agree with both): left
  /// undecided, a cell both read is rejected (``RowReader``), never guessed.
  var yearFirstConflicts: Set<Int> = []
  /// The date columns, by column index, whose two-digit years are Thai Buddhist years
  /// (`28/01/66` of 2023, 2566 BE), as their rows' `year` cells show: such a cell is read 543
  /// years back from the Buddhist year (``ColumnDecisions/decideBuddhistYears(_:found:tab:table:sheetColumn:yearColumn:dataRecords:)``).
  var buddhistYears: Set<Int> = []
  /// The money columns, by column index, whose cells readable either way (`12,345`) are
  /// ambiguous, with why: their cells use both decimal separators, or a decimal point in a
  /// `;`-separated file. Such a cell is an `ambiguous-amount` error, unless a merge finds the
  /// local amount among its readings (``RowReader``, ``DatedAmountSettling``).
  var ambiguousAmounts: [Int: String] = [:]

  /// Decides every date, timestamp and money column of a tab; date columns that nothing in the
  /// tab decides follow `workbookDateOrder`, the order the workbook's other tabs show.
  static func decide<Column: TabColumn>(
    _ columns: Column.Type, tab: Tab, table: CSVTable, sheetColumns: [Int],
    dataRecords: Range<Int>, options: ReadOptions, workbookDateOrder: WorkbookDateOrder? = nil
  ) -> ColumnDecisions {
    let count = Column.allCases.count
    var decisions = ColumnDecisions(
      dateOrders: Array(repeating: nil, count: count),
      separators: Array(repeating: .point, count: count),
      reasons: Array(repeating: nil, count: count),
      isSeparatorAsked: options.decimalSeparator != nil)
    let evidence = evidence(
      columns, table: table, sheetColumns: sheetColumns, dataRecords: dataRecords)
    // The first cell of the tab that only day-first reads, and the first only month-first reads.
    var pooled = (dayFirst: DecidingCell(), monthFirst: DecidingCell())
    // Why a column of the tab is read year-first, when one is.
    var yearFirstBecause: String?
    var undecidedDateColumns: [Column] = []
    for column in Column.allCases {
      let sheetColumn = sheetColumns[column.index]
      guard sheetColumn >= 0 else { continue }
      let found = evidence[column.index]
      switch column.kind {
      case .date, .timestamp:
        let (dayFirst, monthFirst) = (found.first.count, found.second.count)
        let yearColumn = yearColumn(of: column, sheetColumns: sheetColumns)
        let yearFirst =
          options.dateOrder == nil
          ? decisions.decideYearFirst(
            column, found: found, tab: tab, table: table, sheetColumn: sheetColumn,
            yearColumn: yearColumn, dataRecords: dataRecords, workbookDateOrder: workbookDateOrder)
          : .no
        switch yearFirst {
        case .decided(let because):
          yearFirstBecause = yearFirstBecause ?? because
          continue
        case .conflict:
          continue
        case .possible, .no:
          break
        }
        if column.kind == .date, let yearColumn, found.twoDigitYear.count > 0,
          options.dateOrder != .ymd
        {
          decisions.decideBuddhistYears(
            column, found: found, tab: tab, table: table, sheetColumn: sheetColumn,
            yearColumn: yearColumn, dataRecords: dataRecords)
        }
        if yearFirst == .no {
          pooled.dayFirst.add(found.first, sheetColumn: sheetColumn)
          pooled.monthFirst.add(found.second, sheetColumn: sheetColumn)
        }
        if let order = options.dateOrder {
          decisions.dateOrders[column.index] = order
          decisions.reasons[column.index] = "dates are read \(order.phrase) as asked"
        } else if dayFirst + monthFirst > 0 {
          let order: DateOrder = dayFirst >= monthFirst ? .dmy : .mdy
          let only = max(dayFirst, monthFirst)
          decisions.dateOrders[column.index] = order
          decisions.reasons[column.index] =
            "dates in this column are read \(order.phrase), decided from \(only) cell\(only == 1 ? "" : "s") that can be read only that way"
            + (yearFirst == .possible ? " or year-first, which nothing in the workbook shows" : "")
          let tally = order == .dmy ? found.first : found.second
          if let because = clause(
            decidedBy: DecidingCell(tally, sheetColumn: sheetColumn), tab: tab, table: table,
            order: order)
          {
            decisions.noteDateOrder(
              column, tab: tab, table: table, sheetColumn: sheetColumn, either: found.either,
              order: order, because: because, yearColumn: yearColumn)
          }
        } else {
          undecidedDateColumns.append(column)
        }
      case .money:
        let (points, commas) = (found.first.count, found.second.count)
        let separator: DecimalSeparator
        let reason: String
        if let chosen = options.decimalSeparator {
          (separator, reason) = (chosen, "the decimal separator is a \(chosen.rawValue) as asked")
        } else if points + commas > 0 {
          separator = points >= commas ? .point : .comma
          let deciding = max(points, commas)
          reason =
            "the decimal separator of this column is a \(separator.rawValue), decided from \(deciding) cell\(deciding == 1 ? "" : "s")"
          if found.either.count > 0 {
            decisions.ambiguousAmounts[column.index] = Self.whyAmbiguous(
              found: found, tab: tab, table: table, sheetColumn: sheetColumn)
          }
        } else {
          if let unsettled = options.unsettledDecimalSeparator {
            (separator, reason) = (
              unsettled,
              "the decimal separator is a \(unsettled.rawValue), as the store's values read"
            )
          } else if table.delimiter == UInt8(ascii: ";") {
            (separator, reason) = (
              .comma, "the decimal separator is a comma, as in `;`-separated files"
            )
          } else {
            (separator, reason) = (.point, "the decimal separator is a point")
          }
          decisions.noteSeparator(
            column, tab: tab, table: table, sheetColumn: sheetColumn, either: found.either,
            separator: separator)
        }
        decisions.separators[column.index] = separator
        decisions.reasons[column.index] = reason
      default:
        break
      }
    }
    // Date columns without evidence of their own follow the tab's other date columns, or else
    // the order the rows' months name, or else the order the workbook's other tabs show.
    let (dayFirst, monthFirst) = (pooled.dayFirst.count, pooled.monthFirst.count)
    var tabOrder: (order: DateOrder, source: String, because: String?)?
    let undecidedCellsReadEitherWay = undecidedDateColumns.contains {
      evidence[$0.index].either.count > 0
    }
    if let yearFirstBecause, dayFirst + monthFirst == 0 {
      // A column read year-first shows the order of the tab's, and the workbook's, dates.
      tabOrder = (.ymd, "the tab's other date columns", yearFirstBecause)
      decisions.shownDateOrder = WorkbookDateOrder(order: .ymd, because: yearFirstBecause)
      for index in decisions.yearFirstPossible {
        let column = Column.allCases.first { $0.index == index }!
        decisions.readYearFirst(
          column, found: evidence[index], tab: tab, table: table,
          sheetColumn: sheetColumns[index], because: yearFirstBecause,
          source: "the tab's other date columns")
      }
      decisions.yearFirstPossible = []
    } else if dayFirst + monthFirst > 0 {
      let order: DateOrder = dayFirst >= monthFirst ? .dmy : .mdy
      let because = clause(
        decidedBy: order == .dmy ? pooled.dayFirst : pooled.monthFirst, tab: tab, table: table,
        order: order)
      tabOrder = (order, "the tab's other date columns", because)
      decisions.shownDateOrder = because.map { WorkbookDateOrder(order: order, because: $0) }
    } else if undecidedCellsReadEitherWay,
      let agreement = monthAgreement(
        columns, table: table, sheetColumns: sheetColumns, dataRecords: dataRecords),
      let order = agreement.order
    {
      // No cell can be only one order, but the rows' months tell which number is the month.
      let agreeing = agreement.rows(agreeingWith: order)
      tabOrder = (
        order, "the month column of \(agreeing) rows",
        monthClause(order: order, agreeing: agreeing)
      )
      // The workbook's other tabs, written by the same spreadsheet, follow the months too.
      decisions.shownDateOrder = WorkbookDateOrder(
        order: order, because: monthEvidence(order: order, agreeing: agreeing, tab: tab))
    }
    if tabOrder == nil, undecidedCellsReadEitherWay, let workbookDateOrder {
      tabOrder = (
        workbookDateOrder.order, "the workbook's other tabs",
        workbookDateOrder.because + ", and a spreadsheet writes every tab's dates in one order"
      )
    }
    decisions.needsDateOrder =
      (tabOrder == nil && undecidedCellsReadEitherWay) || !decisions.yearFirstPossible.isEmpty
    if let (order, source, because) = tabOrder {
      for column in undecidedDateColumns {
        decisions.dateOrders[column.index] = order
        decisions.reasons[column.index] = "dates are read \(order.phrase), decided from \(source)"
        guard let because else { continue }
        decisions.noteDateOrder(
          column, tab: tab, table: table, sheetColumn: sheetColumns[column.index],
          either: evidence[column.index].either, order: order, because: because,
          yearColumn: yearColumn(of: column, sheetColumns: sheetColumns))
      }
    }
    return decisions
  }

  /// The sheet column of the tab's `year` when `column` is its `date` column, whose two-digit
  /// years take their century from it; `nil` otherwise.
  private static func yearColumn<Column: TabColumn>(of column: Column, sheetColumns: [Int])
    -> Int?
  {
    guard column.name == "date", column.kind == .date,
      let year = Column.allCases.first(where: { $0.name == "year" }),
      sheetColumns[year.index] >= 0
    else { return nil }
    return sheetColumns[year.index]
  }

  /// What each date, timestamp and money column's cells say, by column index. A large tab is
  /// counted in chunks side by side.
  ///
  /// - Complexity: O(cells of those columns); a canonical date or timestamp is skipped after
  ///   looking at two of its bytes.
  private static func evidence<Column: TabColumn>(
    _ columns: Column.Type, table: CSVTable, sheetColumns: [Int], dataRecords: Range<Int>
  ) -> [ColumnEvidence] {
    let counted: [(index: Int, sheetColumn: Int, isMoney: Bool, isDate: Bool)] =
      Column.allCases.compactMap { column in
        let sheetColumn = sheetColumns[column.index]
        guard sheetColumn >= 0 else { return nil }
        switch column.kind {
        case .money: return (column.index, sheetColumn, true, false)
        case .date: return (column.index, sheetColumn, false, true)
        case .timestamp: return (column.index, sheetColumn, false, false)
        default: return nil
        }
      }
    let chunkCount = dataRecords.count >= 50_000 ? ProcessInfo.processInfo.activeProcessorCount : 1
    let chunkSize = (dataRecords.count + chunkCount - 1) / max(1, chunkCount)
    let results = ConcurrentResults(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let lower = dataRecords.lowerBound + chunk * chunkSize
      let records = lower..<min(dataRecords.upperBound, lower + chunkSize)
      // Record by record, so that each record's fields are read while its bytes are in cache.
      var found = Array(repeating: ColumnEvidence(), count: Column.allCases.count)
      for record in records {
        for column in counted {
          let (reading, yearFirst, isTwoDigitYear) = table.withFieldBytes(
            record: record, field: column.sheetColumn
          ) {
            column.isMoney
              ? (moneyReading($0), nil, false) : dateReading($0, isDate: column.isDate)
          }
          if let reading { found[column.index].add(reading, record: record) }
          if let yearFirst { found[column.index].add(yearFirst, record: record) }
          if isTwoDigitYear { found[column.index].twoDigitYear.add(record: record) }
        }
      }
      results.set(chunk, found)
    }
    var total = Array(repeating: ColumnEvidence(), count: Column.allCases.count)
    for chunk in 0..<chunkCount {
      let found: [ColumnEvidence] = results.take(chunk) ?? []
      for (index, evidence) in found.enumerated() { total[index].merge(evidence) }
    }
    return total
  }

  /// The decision behind a column's reading, to append to a message.
  func note(for index: Int) -> String {
    guard let reason = reasons[index] else { return "" }
    return " (\(reason))"
  }

  /// Which of the day/month orders read a date or timestamp cell (`nil` when it reads the same
  /// in both), what it says of a year-first order (`nil` when nothing), and whether it spells
  /// its year, last, in two digits.
  private static func dateReading(_ bytes: UnsafeRawBufferPointer, isDate: Bool)
    -> (ColumnEvidence.Reading?, YearFirstEvidence?, Bool)
  {
    // Year-first forms (the canonical ones, and `2025/01/05` as Gnumeric writes them) carry no
    // evidence; skip them without parsing (`26/3/2023` is no such form).
    if bytes.count >= 10, bytes[4] == UInt8(ascii: "-") || bytes[4] == UInt8(ascii: "/"),
      isDigit(bytes[0]), isDigit(bytes[1]), isDigit(bytes[2]), isDigit(bytes[3])
    {
      return (nil, nil, false)
    }
    guard let shape = NativeNumerals.reading(bytes, isDate ? dateShape : timestampDateShape)
    else { return (nil, nil, false) }
    let isTwoDigitYear = if case .dayMonthPair(_, _, _, 2, _) = shape { true } else { false }
    switch shape.evidence {
    case .dayFirst: return (.first, shape.yearFirstEvidence, isTwoDigitYear)
    case .monthFirst: return (.second, shape.yearFirstEvidence, isTwoDigitYear)
    case .none:
      return (shape.isUnambiguous ? nil : .either, shape.yearFirstEvidence, isTwoDigitYear)
    }
  }

  /// The shape of a date cell.
  private static func dateShape(_ bytes: UnsafeRawBufferPointer) -> DateShape? {
    DateCell.shape(bytes)
  }

  /// The shape of a timestamp cell's date.
  private static func timestampDateShape(_ bytes: UnsafeRawBufferPointer) -> DateShape? {
    TimestampCell.shape(bytes)?.date
  }

  /// Why a money column's cells readable either way are ambiguous, from its cells that read one
  /// way only (`found`); `nil` when those say which: they use one separator, and not a decimal
  /// point in a `;`-separated file (a spreadsheet in a decimal-comma locale writes such a
  /// file, and shows what a person types there with a decimal comma).
  private static func whyAmbiguous(
    found: ColumnEvidence, tab: Tab, table: CSVTable, sheetColumn: Int
  ) -> String? {
    let first = { (tally: ColumnEvidence.Tally) in
      A1.reference(
        tab: tab, column: sheetColumn, row: table.sheetRow(ofRecord: tally.firstRecord))
    }
    let cells = { (count: Int) in count == 1 ? "1 cell uses" : "\(count) cells use" }
    let (points, commas) = (found.first, found.second)
    if points.count > 0, commas.count > 0 {
      return "\(cells(commas.count)) a decimal comma (the first \(first(commas))), and "
        + "\(cells(points.count)) a decimal point (the first \(first(points)))"
    }
    guard points.count > 0, table.delimiter == UInt8(ascii: ";") else { return nil }
    return "the file is `;`-separated, as a spreadsheet where the decimal separator is a comma "
      + "writes it, yet \(cells(points.count)) a decimal point (the first \(first(points)))"
  }

  /// Which decimal separators read a money cell; `nil` when it has no separator.
  private static func moneyReading(_ bytes: UnsafeRawBufferPointer) -> ColumnEvidence.Reading? {
    switch MoneyCell.evidence(bytes) {
    case .needs(.point): .first
    case .needs(.comma): .second
    case .either: .either
    case nil: nil
    }
  }
}

extension DateOrder {
  /// How the order reads in a sentence.
  var phrase: String {
    switch self {
    case .ymd: "year-first"
    case .mdy: "month-first"
    case .dmy: "day-first"
    }
  }
}
