import SheetCSV

extension ColumnDecisions {
  /// What a date column's cells and its rows' `year` cells say of a two-digit year written first
  /// (`23/01/20`, `23. 1. 20.`, `23-2-6`, as ja-JP, ko-KR and zh-CN spreadsheets write dates).
  enum YearFirstDecision: Equatable {
    /// Nothing shows year-first: the column is decided as before.
    case no
    /// Every cell reads year-first and another order, and nothing shows which: the column is
    /// decided year-last, unless the workbook's other tabs show year-first.
    case possible
    /// The column is read year-first, `because` of what the clause says.
    case decided(because: String)
    /// The column shows both year-first and another order: a cell both read is rejected.
    case conflict
  }

  /// Decides whether `column` is read year-first: when some of its cells can be read only so
  /// (`23-2-6`) and none can't be, or every cell reads year-first and another order and the
  /// rows' four-digit `year` cells (in sheet column `yearColumn`) agree with year-first, or the
  /// workbook's other tabs show it. Cells or year cells showing both orders make a conflict.
  ///
  /// - Complexity: O(rows) when the `year` cells are looked at, only for a column whose every
  ///   cell reads year-first and another order; O(1) otherwise.
  mutating func decideYearFirst<Column: TabColumn>(
    _ column: Column, found: ColumnEvidence, tab: Tab, table: CSVTable, sheetColumn: Int,
    yearColumn: Int?, dataRecords: Range<Int>, workbookDateOrder: WorkbookDateOrder?
  ) -> YearFirstDecision {
    let (only, orOther) = (found.yearFirst.count, found.yearFirstOrOther.count)
    guard only + orOther > 0 else { return .no }
    if found.notYearFirst.count > 0 {
      // Cells only year-first reads beside cells it cannot read: the column shows both.
      guard only > 0, column.kind == .date else { return .no }
      return conflict(column, shown: "cells that only year-first reads and cells it cannot read")
    }
    if only > 0 {
      let because = Self.clause(
        decidedBy: DecidingCell(found.yearFirst, sheetColumn: sheetColumn), tab: tab,
        table: table, order: .ymd)!
      readYearFirst(
        column, found: found, tab: tab, table: table, sheetColumn: sheetColumn, because: because,
        source: "\(only) cell\(only == 1 ? "" : "s") that can be read only that way")
      return .decided(because: because)
    }
    if let yearColumn {
      let (yearFirst, yearLast) = Self.yearAgreement(
        table: table, dateColumn: sheetColumn, yearColumn: yearColumn, dataRecords: dataRecords)
      if yearFirst > 0, yearFirst >= 2 * yearLast {
        let because =
          "the year column of \(yearFirst) \(tab.rawValue) row\(yearFirst == 1 ? "" : "s") names the date's first number as its year"
        readYearFirst(
          column, found: found, tab: tab, table: table, sheetColumn: sheetColumn,
          because: because, source: "the year column of \(yearFirst) rows")
        return .decided(because: because)
      }
      if yearLast > 0, yearLast >= 2 * yearFirst { return .no }
      if yearFirst > 0 {
        return conflict(column, shown: "rows whose year cells agree with either order")
      }
    }
    if let workbookDateOrder, workbookDateOrder.order == .ymd {
      let because =
        workbookDateOrder.because + ", and a spreadsheet writes every tab's dates in one order"
      readYearFirst(
        column, found: found, tab: tab, table: table, sheetColumn: sheetColumn, because: because,
        source: "the workbook's other tabs")
      return .decided(because: because)
    }
    yearFirstPossible.insert(column.index)
    return .possible
  }

  /// Reads `column` year-first, decided from `source`, noting its first cell that reads another
  /// way too, `because` of what the clause says.
  mutating func readYearFirst<Column: TabColumn>(
    _ column: Column, found: ColumnEvidence, tab: Tab, table: CSVTable, sheetColumn: Int,
    because: String, source: String
  ) {
    dateOrders[column.index] = .ymd
    reasons[column.index] = "dates in this column are read year-first, decided from \(source)"
    noteDateOrder(
      column, tab: tab, table: table, sheetColumn: sheetColumn, either: found.yearFirstOrOther,
      order: .ymd, because: because)
  }

  /// Leaves `column` undecided, its cells having `shown` both year-first and another order.
  private mutating func conflict<Column: TabColumn>(_ column: Column, shown: String)
    -> YearFirstDecision
  {
    yearFirstConflicts.insert(column.index)
    reasons[column.index] = "this column has \(shown)"
    return .conflict
  }

  /// How many rows' four-digit `year` cells end in the first number of their date cell and not
  /// in its last (`23/01/20` of 2023), and how many the other way round (`20/01/23` of 2023),
  /// among the date cells that read year-first and another order.
  ///
  /// - Complexity: O(rows).
  static func yearAgreement(
    table: CSVTable, dateColumn: Int, yearColumn: Int, dataRecords: Range<Int>
  ) -> (yearFirst: Int, yearLast: Int) {
    var (yearFirst, yearLast) = (0, 0)
    for record in dataRecords {
      let shape = table.withFieldBytes(record: record, field: dateColumn) {
        NativeNumerals.reading($0.trimmingSpaces) { DateCell.shape($0) }
      }
      guard let shape, shape.yearFirstEvidence == .orOther,
        case .dayMonthPair(let first, _, let last, _, _) = shape,
        let year = table.withFieldBytes(
          record: record, field: yearColumn,
          { NativeNumerals.reading($0.trimmingSpaces, IntegerCell.parse) }),
        (1000...9999).contains(year)
      else { continue }
      let twoDigits = year % 100
      if twoDigits == first, twoDigits != last {
        yearFirst += 1
      } else if twoDigits == last, twoDigits != first {
        yearLast += 1
      }
    }
    return (yearFirst, yearLast)
  }
}
