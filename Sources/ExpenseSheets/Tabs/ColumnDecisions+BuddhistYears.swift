import SheetCSV

extension ColumnDecisions {
  /// How many years a Thai Buddhist year runs ahead of the Gregorian one: 2566 BE is 2023.
  static let buddhistEraOffset = 543

  /// Decides whether `column`'s two-digit years are Thai Buddhist years, as LibreOffice th-TH
  /// shows a date formatted `[~buddhist]DD/MM/YY` (`28/01/66` for 2023-01-28, 2566 BE): when
  /// the rows' four-digit `year` cells (in sheet column `yearColumn`) end in the Buddhist
  /// year's last two digits at least twice as often as in the Gregorian year's, and some do.
  /// Such a column is noted, and its two-digit years are read so (`RowReader`): a row typed
  /// without a year reads as its neighbours do, not as 2066.
  ///
  /// - Complexity: O(rows); asked only of a date column with two-digit years beside a `year`
  ///   column.
  mutating func decideBuddhistYears<Column: TabColumn>(
    _ column: Column, found: ColumnEvidence, tab: Tab, table: CSVTable, sheetColumn: Int,
    yearColumn: Int, dataRecords: Range<Int>
  ) {
    var (gregorian, buddhist) = (0, 0)
    var first: (record: Int, year: Int)?
    for record in dataRecords {
      let shape = table.withFieldBytes(record: record, field: sheetColumn) {
        NativeNumerals.reading($0.trimmingSpaces) { DateCell.shape($0) }
      }
      guard case .dayMonthPair(_, _, let twoDigits, 2, _)? = shape,
        let year = table.withFieldBytes(
          record: record, field: yearColumn,
          { NativeNumerals.reading($0.trimmingSpaces, IntegerCell.parse) }),
        (1000...9999).contains(year)
      else { continue }
      if year % 100 == twoDigits {
        gregorian += 1
      } else if (year + Self.buddhistEraOffset) % 100 == twoDigits {
        buddhist += 1
        if first == nil { first = (record, year) }
      }
    }
    guard let first, buddhist >= 2 * gregorian else { return }
    buddhistYears.insert(column.index)
    let text = table.string(record: first.record, field: sheetColumn)
    let row = table.sheetRow(ofRecord: first.record)
    let rows = buddhist == 1 ? "1 row" : "\(buddhist) rows"
    reasons[column.index] =
      "two-digit years in this column are Thai Buddhist years, decided from the year cells of \(rows)"
    notes.append(
      Diagnostic(
        severity: .info, code: .decidedReading, tab: tab, row: row, column: column.name,
        cell: A1.reference(tab: tab, column: sheetColumn, row: row), value: text,
        message:
          "two-digit years in \(column.name) are read as Thai Buddhist years (\(quoted(text)) "
          + "is of \(first.year + Self.buddhistEraOffset) BE, \(first.year)), because the year "
          + "cells of \(rows) say so; rows without a year are read so too"))
  }

  /// The Gregorian date of `date`, read from a two-digit year as 2000-2099, when that year is
  /// a Thai Buddhist one (`66`: 2566 BE, 2023); `nil` when that day is not in the year (a
  /// February 29).
  static func gregorian(ofBuddhistTwoDigitYear date: SheetDate) -> SheetDate? {
    SheetDate(year: date.year + 500 - buddhistEraOffset, month: date.month, day: date.day)
  }
}
