/// Takes the rows of one sheet as they are read (see ``SpreadsheetFile/readSheets(_:)``).
///
/// Each sheet has its own sink, used on one thread at a time; sheets are read side by side.
public protocol SheetRowSink: Sendable {
  /// Takes the next row that holds at least one cell: its number as the sheet shows it (from
  /// 1, after the rows taken before) and its cells, in column order, empty ones left out (the
  /// row's buffer is reused once this returns).
  mutating func append(row: Int, cells: SheetRow)

  /// Takes the sheet's merged cells (read after its rows), each range of several cells showing
  /// the value of its top left cell only.
  mutating func appendMergedRanges(_ ranges: [CellRange])

  /// Takes the date system the workbook's serial numbers count days in, before the sheet's
  /// first row: what a plain number in a date column, or a date in a number column, stands for.
  mutating func useDateSystem(_ system: CivilDateTime.DateSystem)
}

extension SheetRowSink {
  /// Leaves merged cells unread.
  public mutating func appendMergedRanges(_ ranges: [CellRange]) {}

  /// Leaves the date system unused.
  public mutating func useDateSystem(_ system: CivilDateTime.DateSystem) {}
}
