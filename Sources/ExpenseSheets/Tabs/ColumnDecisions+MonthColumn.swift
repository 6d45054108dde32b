import Foundation
import SheetCSV

extension ColumnDecisions {
  /// How the `month` column of a tab's rows agrees with the two readings of their `date` cells
  /// that read either way (`03/04/2025`): the rows whose month is the second number (day-first),
  /// and those whose month is the first (month-first).
  struct MonthAgreement {
    /// Rows whose month is only the second number.
    var dayFirst = 0
    /// Rows whose month is only the first number.
    var monthFirst = 0

    /// The order most rows agree with, when at least twice as many agree with it as with the
    /// other: a few rows whose `month` was left stale by an edit do not tip it.
    var order: DateOrder? {
      if dayFirst > 0, dayFirst >= 2 * monthFirst { return .dmy }
      if monthFirst > 0, monthFirst >= 2 * dayFirst { return .mdy }
      return nil
    }

    /// How many rows agree with `order`.
    func rows(agreeingWith order: DateOrder) -> Int {
      order == .dmy ? dayFirst : monthFirst
    }
  }

  /// Counts how the tab's `month` cells agree with the readings of its `date` cells that read
  /// either way; `nil` when the tab has no `date` or no `month` column.
  ///
  /// - Complexity: O(rows); asked only when no cell of the tab decides the order.
  static func monthAgreement<Column: TabColumn>(
    _ columns: Column.Type, table: CSVTable, sheetColumns: [Int], dataRecords: Range<Int>
  ) -> MonthAgreement? {
    guard let date = Column.allCases.first(where: { $0.name == "date" && $0.kind == .date }),
      let month = Column.allCases.first(where: { $0.name == "month" }),
      sheetColumns[date.index] >= 0, sheetColumns[month.index] >= 0
    else { return nil }
    var agreement = MonthAgreement()
    for record in dataRecords {
      let shape = table.withFieldBytes(record: record, field: sheetColumns[date.index]) {
        NativeNumerals.reading($0) { DateCell.shape($0) }
      }
      guard case .dayMonthPair(let first, let second, _, _, false)? = shape, first != second,
        let month = table.withFieldBytes(
          record: record, field: sheetColumns[month.index],
          { NativeNumerals.reading($0, IntegerCell.parse) })
      else { continue }
      if month == second {
        agreement.dayFirst += 1
      } else if month == first {
        agreement.monthFirst += 1
      }
    }
    return agreement
  }

  /// What the months of `agreeing` rows say of the dates' order `order`, naming their tab when
  /// another tab is told: `the month column of 40 Transactions rows names the date's second
  /// number as its month`.
  static func monthEvidence(order: DateOrder, agreeing: Int, tab: Tab? = nil) -> String {
    let position = order == .dmy ? "second" : "first"
    let rows = [tab?.rawValue, agreeing == 1 ? "row" : "rows"].compactMap { $0 }
    return
      "the month column of \(agreeing) \(rows.joined(separator: " ")) names the date's \(position) number as its month"
  }

  /// The clause of a `decided-reading` note saying why dates read either way are read in
  /// `order`: the month column of `agreeing` rows names that order's month.
  ///
  /// `no cell of the tab can be only one order, and the month column of 3 rows names the
  /// date's second number as its month`
  static func monthClause(order: DateOrder, agreeing: Int) -> String {
    "no cell of the tab can be only one order, and "
      + monthEvidence(order: order, agreeing: agreeing)
  }
}
