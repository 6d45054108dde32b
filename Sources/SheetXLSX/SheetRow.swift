/// The cells of one row as a sheet is read, their text in one byte buffer that is reused from
/// row to row: what a ``SheetRowSink`` reads without a `String` for each cell.
public struct SheetRow: Sendable {
  /// The row's cells, in column order, empty ones left out.
  public internal(set) var cells: [Cell] = []
  /// The bytes of the row's texts (UTF-8), which the cells' ranges point into.
  public internal(set) var bytes: [UInt8] = []

  /// One cell: its zero-based column, its value, whether a formula computed it and the text
  /// it shows.
  public struct Cell: Sendable, Hashable {
    /// The zero-based column: 0 is `A`.
    public var column: Int
    /// What the cell holds.
    public var value: Value
    /// Whether the cell holds a formula (its value is then the one last computed and saved).
    public var isFormula: Bool
    /// The text a typed cell shows, as a range of ``SheetRow/bytes`` (see
    /// ``SheetCell/shownText``).
    public var shownText: Range<Int>?
  }

  /// A cell's typed value; text as a range of ``SheetRow/bytes``.
  public enum Value: Sendable, Hashable {
    /// Text, exactly as the cell holds it.
    case text(Range<Int>)
    /// A number, as the binary floating-point value the file stores.
    case number(Double)
    /// A number its cell's format shows as a percentage (0.5 shown as 50%).
    case percent(Double)
    /// A date (no time of day shown by the cell's format).
    case date(CivilDateTime)
    /// A date and time of day, without a time zone.
    case dateTime(CivilDateTime)
    /// `TRUE` or `FALSE`.
    case boolean(Bool)
    /// An error value such as `#N/A`, as its text.
    case error(Range<Int>)
    /// No value: a formula whose computed value the file does not hold (saved uncalculated).
    case uncomputed
  }

  /// An empty row.
  public init() {}

  /// The row holding `cells`.
  public init(_ cells: [SheetCell]) {
    for cell in cells { append(cell) }
  }

  /// The cells with their text as strings.
  public var sheetCells: [SheetCell] {
    cells.map { cell in
      let value: SheetCell.Value
      switch cell.value {
      case .text(let range): value = .text(String(decoding: bytes[range], as: UTF8.self))
      case .number(let number): value = .number(number)
      case .percent(let number): value = .percent(number)
      case .date(let date): value = .date(date)
      case .dateTime(let date): value = .dateTime(date)
      case .boolean(let flag): value = .boolean(flag)
      case .error(let range): value = .error(String(decoding: bytes[range], as: UTF8.self))
      case .uncomputed: value = .uncomputed
      }
      return SheetCell(
        column: cell.column, value: value, isFormula: cell.isFormula,
        shownText: cell.shownText.map { String(decoding: bytes[$0], as: UTF8.self) })
    }
  }

  /// Calls `body` with the bytes of `range`, a cell's text.
  public func withBytes<Result>(
    _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Empties the row, keeping its storage.
  mutating func removeAll() {
    cells.removeAll(keepingCapacity: true)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends a cell whose value is not text.
  mutating func append(column: Int, value: Value, isFormula: Bool) {
    cells.append(Cell(column: column, value: value, isFormula: isFormula))
  }

  /// Appends a text cell (or an error, when `isError`) whose bytes were appended to ``bytes``
  /// from `start` on, unless it is empty.
  mutating func appendText(column: Int, from start: Int, isError: Bool = false, isFormula: Bool) {
    guard bytes.count > start else { return }
    let range = start..<bytes.count
    append(column: column, value: isError ? .error(range) : .text(range), isFormula: isFormula)
  }

  /// Appends `cell`.
  mutating func append(_ cell: SheetCell) {
    let start = bytes.count
    let value: Value
    switch cell.value {
    case .text(let text):
      bytes += text.utf8
      return appendText(column: cell.column, from: start, isFormula: cell.isFormula)
    case .error(let text):
      bytes += text.utf8
      return appendText(column: cell.column, from: start, isError: true, isFormula: cell.isFormula)
    case .number(let number): value = .number(number)
    case .percent(let number): value = .percent(number)
    case .date(let date): value = .date(date)
    case .dateTime(let date): value = .dateTime(date)
    case .boolean(let flag): value = .boolean(flag)
    case .uncomputed: value = .uncomputed
    }
    var shownText: Range<Int>?
    if let shown = cell.shownText, !shown.isEmpty {
      bytes += shown.utf8
      shownText = start..<bytes.count
    }
    cells.append(
      Cell(column: cell.column, value: value, isFormula: cell.isFormula, shownText: shownText))
  }
}
