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
  ) -> (date: Column, agreement: MonthAgreement)? {
    guard let date = Column.allCases.first(where: { $0.name == "date" && $0.kind == .date }),
      let month = Column.allCases.first(where: { $0.name == "month" }),
      sheetColumns[date.index] >= 0, sheetColumns[month.index] >= 0
    else { return nil }
    var agreement = MonthAgreement()
    for record in dataRecords {
      let shape = table.withFieldBytes(record: record, field: sheetColumns[date.index]) {
        DateCell.shape($0)
      }
      guard case .dayMonthPair(let first, let second, _, _)? = shape, first != second,
        let month = table.withFieldBytes(
          record: record, field: sheetColumns[month.index], IntegerCell.parse)
      else { continue }
      if month == second {
        agreement.dayFirst += 1
      } else if month == first {
        agreement.monthFirst += 1
      }
    }
    return (date, agreement)
  }

  /// Notes the first cell of `column` that reads either way, when the order it is read in was
  /// decided from the tab's `month` column.
  ///
  /// `"03/04/2025" is read day-first (2025-04-03), as are 2 more cells of date that could be
  /// either, because the month column of 3 rows names their second number as the month; they
  /// can be read month-first instead`, with the hint ``OptionHint/dateOrder(_:)`` of month-first.
  mutating func noteDateOrderByMonth<Column: TabColumn>(
    _ column: Column, tab: Tab, table: CSVTable, sheetColumn: Int, either: ColumnEvidence.Tally,
    order: DateOrder, agreeing: Int
  ) {
    guard either.count > 0 else { return }
    let record = either.firstRecord
    let text = table.string(record: record, field: sheetColumn)
    let date = table.withFieldBytes(record: record, field: sheetColumn) {
      column.kind == .date
        ? DateCell.shape($0)?.date(order: order)
        : TimestampCell.shape($0.trimmingSpaces)?.date.date(order: order)
    }
    let others = either.count - 1
    let other: DateOrder = order == .dmy ? .mdy : .dmy
    let row = table.sheetRow(ofRecord: record)
    let position = order == .dmy ? "second" : "first"
    notes.append(
      Diagnostic(
        severity: .info, code: .decidedReading, tab: tab, row: row, column: column.name,
        cell: A1.reference(tab: tab, column: sheetColumn, row: row), value: text,
        message: "\(quoted(text)) is read \(order.phrase)" + (date.map { " (\($0))" } ?? "")
          + (others > 0
            ? ", as \(others == 1 ? "is 1 more cell" : "are \(others) more cells") of \(column.name) that could be either"
            : "")
          + ", because no cell of the tab can be only one order, and the month column of \(agreeing) row\(agreeing == 1 ? "" : "s") names the date's \(position) number as its month"
          + "; \(others > 0 ? "they" : "it") can be read \(other.phrase) instead",
        hints: [.dateOrder(other)]))
  }
}
