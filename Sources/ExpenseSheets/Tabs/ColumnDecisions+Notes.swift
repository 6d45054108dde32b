import Foundation
import SheetCSV

extension ColumnDecisions {
  /// The cell that decided a reading for a tab or a column: the first of the cells that allow
  /// only that reading, and how many there are.
  struct DecidingCell: Sendable {
    /// How many cells allow only the reading.
    var count = 0
    /// The sheet column of the first.
    var sheetColumn = -1
    /// The record (0-based) of the first; `Int.max` when there is none.
    var record = Int.max

    /// No cell yet.
    init() {}

    /// The first cell `tally` counted in `sheetColumn`.
    init(_ tally: ColumnEvidence.Tally, sheetColumn: Int) {
      add(tally, sheetColumn: sheetColumn)
    }

    /// Adds the cells `tally` counted in `sheetColumn`, keeping the earliest row's first.
    mutating func add(_ tally: ColumnEvidence.Tally, sheetColumn: Int) {
      count += tally.count
      if tally.firstRecord < record {
        (self.sheetColumn, record) = (sheetColumn, tally.firstRecord)
      }
    }
  }

  /// The clause of a `decided-reading` note saying why dates read either way are read in
  /// `order`: the first cell that can be read only that way, and how many more there are;
  /// `nil` when there is none.
  ///
  /// `Transactions!C7 "13/04/2023" can only be day-first (as can 2 more cells)`
  static func clause(decidedBy: DecidingCell, tab: Tab, table: CSVTable, order: DateOrder)
    -> String?
  {
    guard decidedBy.count > 0 else { return nil }
    let deciderRow = table.sheetRow(ofRecord: decidedBy.record)
    let decider =
      A1.reference(tab: tab, column: decidedBy.sheetColumn, row: deciderRow) + " "
      + quoted(table.string(record: decidedBy.record, field: decidedBy.sheetColumn))
    let deciders = decidedBy.count - 1
    return "\(decider) can only be \(order.phrase)"
      + (deciders > 0 ? " (as can \(deciders) more cell\(deciders == 1 ? "" : "s"))" : "")
  }

  /// Notes the first cell of a date or timestamp column that reads either way, when the order
  /// it is read in was decided from other cells, `because` of what a clause says; nothing when
  /// no cell reads either way.
  ///
  /// `"05/04/2023" is read day-first (2023-04-05), as are 2 more cells of date that could be
  /// either, because Transactions!C7 "13/04/2023" can only be day-first; they can be read
  /// month-first instead`, with the hint ``OptionHint/dateOrder(_:)`` of month-first.
  ///
  /// A date whose year is spelled in two digits is shown in the century its row's `year` cell
  /// (in sheet column `yearColumn`) gives it, as the row reads it (see `TransactionsCodec`).
  mutating func noteDateOrder<Column: TabColumn>(
    _ column: Column, tab: Tab, table: CSVTable, sheetColumn: Int, either: ColumnEvidence.Tally,
    order: DateOrder, because: String, yearColumn: Int? = nil
  ) {
    guard either.count > 0 else { return }
    let record = either.firstRecord
    let text = table.string(record: record, field: sheetColumn)
    let isBuddhist = buddhistYears.contains(column.index)
    let date = table.withFieldBytes(record: record, field: sheetColumn) { cell -> SheetDate? in
      let bytes = cell.trimmingSpaces
      let shape = column.kind == .date ? DateCell.shape(bytes) : TimestampCell.shape(bytes)?.date
      guard var read = shape?.date(order: order) else { return nil }
      if isBuddhist, DateCell.spellsYearInTwoDigits(bytes) {
        read = Self.gregorian(ofBuddhistTwoDigitYear: read) ?? read
      }
      guard let yearColumn else { return read }
      let year = table.withFieldBytes(
        record: record, field: yearColumn, { NativeNumerals.reading($0, IntegerCell.parse) })
      return DateCell.date(read, readFrom: bytes, inCenturyOf: year)
    }
    let others = either.count - 1
    let other: DateOrder = order == .dmy ? .mdy : .dmy
    let row = table.sheetRow(ofRecord: record)
    notes.append(
      Diagnostic(
        severity: .info, code: .decidedReading, tab: tab, row: row, column: column.name,
        cell: A1.reference(tab: tab, column: sheetColumn, row: row), value: text,
        message: "\(quoted(text)) is read \(order.phrase)" + (date.map { " (\($0))" } ?? "")
          + (others > 0
            ? ", as \(others == 1 ? "is 1 more cell" : "are \(others) more cells") of \(column.name) that could be either"
            : "")
          + ", because \(because); \(others > 0 ? "they" : "it") can be read \(other.phrase) instead",
        hints: [.dateOrder(other)]))
  }

  /// Notes the first money cell of a column that reads either way (`1,234`), when no cell of the
  /// column settles the decimal separator; nothing when no cell reads either way.
  ///
  /// `"1,234" is read as 1234.00, the comma grouping thousands, as are 2 more cells of amount
  /// like it: no cell of amount settles the decimal separator, each having three digits after
  /// its only separator; with the comma as the decimal separator, this one reads as 1.234`, with
  /// the hint ``OptionHint/decimalSeparator(_:)`` of the comma.
  mutating func noteSeparator<Column: TabColumn>(
    _ column: Column, tab: Tab, table: CSVTable, sheetColumn: Int, either: ColumnEvidence.Tally,
    separator: DecimalSeparator
  ) {
    guard either.count > 0,
      let (record, text, read, other, otherRead) = Self.readings(
        ofFirst: either, table: table, sheetColumn: sheetColumn, separator: separator)
    else { return }
    let role = separator.roleOfMark(in: text)
    let asInFile = table.delimiter == UInt8(ascii: ";") && separator == .comma
    let others = either.count - 1
    let row = table.sheetRow(ofRecord: record)
    notes.append(
      Diagnostic(
        severity: .info, code: .decidedReading, tab: tab, row: row, column: column.name,
        cell: A1.reference(tab: tab, column: sheetColumn, row: row), value: text,
        message: "\(quoted(text)) is read as \(CellFormatter.money(read)), \(role)"
          + (asInFile ? " (as in `;`-separated files)" : "")
          + (others > 0
            ? ", as \(others == 1 ? "is 1 more cell" : "are \(others) more cells") of \(column.name) like it"
            : "")
          + ": no cell of \(column.name) settles the decimal separator, each having three digits"
          + " after its only separator; with the \(other.rawValue) as the decimal separator, "
          + "\(others > 0 ? "this one" : "it") reads as \(CellFormatter.money(otherRead))",
        hints: [.decimalSeparator(other)]))
  }

  /// The first money cell of `either`, its record and text, read with `separator` and with the
  /// other one; `nil` when either reading fails.
  private static func readings(
    ofFirst either: ColumnEvidence.Tally, table: CSVTable, sheetColumn: Int,
    separator: DecimalSeparator
  ) -> (
    record: Int, text: String, read: Decimal, other: DecimalSeparator, otherRead: Decimal
  )? {
    let record = either.firstRecord
    let other: DecimalSeparator = separator == .point ? .comma : .point
    let (read, otherRead) = table.withFieldBytes(record: record, field: sheetColumn) {
      bytes -> (Decimal?, Decimal?) in
      let read = { (separator: DecimalSeparator) in
        NativeNumerals.reading(bytes) { MoneyCell.parse($0, separator: separator) }
      }
      return (read(separator), read(other))
    }
    guard let read, let otherRead else { return nil }
    return (record, table.string(record: record, field: sheetColumn), read, other, otherRead)
  }
}
