import ExpenseSheets
import Foundation
import SheetCSV
import SheetXLSX

/// Builds the CSV text of one tab from a sheet's rows of typed cells: what the tab would have
/// been downloaded as, with blank lines for empty rows and empty fields for empty cells, so
/// that every cell keeps its row and column. As in a download, a row has as many cells as the
/// widest row before it (a sheet's rows end at their last cell that holds something), so that
/// no row reads as cut short (`short-row`).
///
/// The header row is looked for among the leading rows, as the decoder looks for it (a title
/// row may stand above it), to tell which columns hold free text. A builder made without a tab
/// (the sheet is named after none) takes the tab its header row names; the rows before it stay
/// empty lines, and a sheet whose leading rows name no tab is not built.
struct SheetCSVBuilder: SheetRowSink {
  /// The tab, `nil` until a builder made without one has read a header row naming a tab.
  private(set) var tab: Tab?
  /// The CSV text so far; emptied when it grows past `maximumByteCount`.
  private(set) var bytes: [UInt8] = []
  /// Whether the text grew past `maximumByteCount`: the rows after are not built, and the
  /// sheet is not read (a few shared strings of 50,000 characters, named by a million cells,
  /// make a file of a few hundred kilobytes many gigabytes of text).
  private(set) var isTooLarge = false
  /// Warnings about cells (formulas), at most ``reportedFormulas`` of them, and an error for
  /// each formula without a computed value, each free-text error value (`#N/A`) and each data
  /// row merged cells cover.
  private(set) var diagnostics: [Diagnostic] = []
  private var lastRow = 0
  private var formulas = 0
  /// The most cells a row appended so far had.
  private var width = 0
  /// Per column, the kind of the tab's column its header names (`nil`: one the tab does not
  /// know, a person added), from ``columnNames``; known once the header row is read. The
  /// decoder takes a guard apostrophe off the text of free-text columns and of those it does
  /// not know.
  private var columnKinds: [CellKind?]?
  /// Per column, the name of the column its header names (the tab's own spelling of a known
  /// one; `nil` under an empty header cell), for the diagnostics about its cells.
  private var columnNames: [String?] = []
  /// How many of the tab's columns the row taken as the header so far names.
  private var headerScore = 0
  /// Whether the header taken names enough of the tab's columns that no row below the leading
  /// rows is looked at as the header.
  private var isHeaderSettled = false
  /// The score a row below the leading rows needs to be the header, once the tab is known.
  private var scoreBelowLeadingRows: Int?
  /// The sheet row of the row taken as the header so far (0 before one).
  private var headerRow = 0
  /// Per sheet row from 1, whether it holds a cell, as bits.
  private var rowsWithCells: [UInt64] = []
  /// The date system the workbook's serial numbers count days in.
  private var dateSystem = CivilDateTime.DateSystem.from1900

  /// How many formula cells are reported one by one; the rest are counted.
  static let reportedFormulas = 100

  /// The most text a sheet may build: by default as much as a CSV file of a tab may hold.
  private let maximumByteCount: Int

  /// A builder of `tab`'s text, or, when `tab` is `nil`, of the tab the sheet's header names,
  /// of at most `maximumByteCount` bytes.
  init(tab: Tab?, maximumByteCount: Int = CSVTable.maximumByteCount) {
    self.tab = tab
    self.maximumByteCount = maximumByteCount
  }

  /// Appends sheet row `row` (from 1, after the rows appended before) holding `cells`.
  mutating func append(row: Int, cells: SheetRow) {
    let columnKinds = self.columnKinds ?? []
    // A sheet not named as a tab names it in its leading rows, or is none. Below them, only a
    // row of text cells, as many as a header needs, can be one: most rows are passed over.
    if row <= TabRecognizer.headerSearchDepth
      || (tab != nil && !isHeaderSettled
        && cells.cells.count >= scoreBelowLeadingRows ?? 0 && Self.isAllText(cells))
    {
      lookForHeader(cells, row: row)
    }
    guard let tab, !isTooLarge else { return }
    if row / 64 >= rowsWithCells.count {
      rowsWithCells += repeatElement(0, count: row / 64 + 1 - rowsWithCells.count)
    }
    rowsWithCells[row / 64] |= 1 << UInt64(row % 64)
    while lastRow + 1 < row {
      bytes += [0x0D, 0x0A]
      lastRow += 1
    }
    lastRow = row
    var column = 0
    for cell in cells.cells {
      while column < cell.column {
        bytes.append(UInt8(ascii: ","))
        column += 1
      }
      // The kind of the tab's column the cell is in (`nil`: one a person added).
      let kind = cell.column < columnKinds.count ? columnKinds[cell.column] : nil
      // A formula's error value in a known column gets its own error, below.
      var isErrorValue = false
      if case .error = cell.value { isErrorValue = row > headerRow && kind != nil }
      if cell.isFormula, !isErrorValue {
        if case .uncomputed = cell.value {
          noteUncomputed(tab: tab, row: row, column: cell.column)
        } else {
          noteFormula(
            tab: tab, row: row, column: cell.column,
            value: Self.text(of: cell, in: cells, kind: kind))
        }
      }
      if Self.isFreeText(kind), let shown = cell.shownText {
        // What a person typed that the spreadsheet made a number, a date or a boolean (`1,5`,
        // `SANT`): the text the cell shows is kept, as a CSV file saved from it keeps it.
        appendText(shown, guarded: true, of: cells, tab: tab, row: row, column: cell.column)
        continue
      }
      switch cell.value {
      case .error where isErrorValue:
        // A formula's failure is no value of its column: the cell reads as empty, and its own
        // error, which rejects the row, is the cell's one (its `missing-value` is dropped).
        noteErrorValue(
          tab: tab, row: row, column: cell.column,
          value: Self.text(of: cell, in: cells, kind: kind))
      case .text(let range), .error(let range):
        appendText(
          range, guarded: Self.isFreeText(kind), of: cells, tab: tab, row: row,
          column: cell.column)
      case .number(let number) where kind == .date || kind == .timestamp:
        // A serial number of a date column is read as a day from 1899-12-30 (1900's system).
        bytes += NumberText.shortest(Self.serial1900(number, from: dateSystem)).utf8
      case .number(let number):
        bytes += NumberText.shortest(number).utf8
      case .percent(let number):
        bytes += NumberText.percent(number).utf8
      case .date(let date) where Self.isNumberShownAsDate(date, kind: kind),
        .dateTime(let date) where Self.isNumberShownAsDate(date, kind: kind):
        let number = Self.number(of: date, in: dateSystem)
        noteNumberAsDate(tab: tab, row: row, column: cell.column, number: number, date: date)
        bytes += number.utf8
      case .date(let date):
        // A format that shows only the date hides the time of day a timestamp cell holds:
        // the cell's value, not what it shows, is kept.
        let keepsTime = kind == .timestamp && date.millisecondOfDay != 0
        bytes += (keepsTime ? date.dateTimeText : date.dateText).utf8
      case .dateTime(let date):
        bytes += date.dateTimeText.utf8
      case .boolean(let flag):
        bytes += (flag ? "TRUE" : "FALSE").utf8
      case .uncomputed: break
      }
    }
    while column + 1 < width {
      bytes.append(UInt8(ascii: ","))
      column += 1
    }
    width = max(width, column + 1)
    bytes += [0x0D, 0x0A]
    if bytes.count > maximumByteCount {
      isTooLarge = true
      bytes = []
    }
  }

  /// Takes the workbook's date system, which its serial numbers count days in.
  mutating func useDateSystem(_ system: CivilDateTime.DateSystem) {
    dateSystem = system
  }

  /// Reports the data rows whose cells `ranges` cover (see ``MergedCells``).
  mutating func appendMergedRanges(_ ranges: [CellRange]) {
    guard let tab, !isTooLarge else { return }
    diagnostics += MergedCells.errors(
      ranges, tab: tab, headerRow: headerRow, columnName: columnName
    ) { row in
      row / 64 < rowsWithCells.count && rowsWithCells[row / 64] & (1 << UInt64(row % 64)) != 0
    }
  }

  /// Whether every cell of `cells` holds text, as a header's cells do.
  private static func isAllText(_ cells: SheetRow) -> Bool {
    cells.cells.allSatisfy {
      if case .text = $0.value { true } else { false }
    }
  }

  /// Takes the leading row `cells` as the header when it names more of the tab's columns than
  /// the rows before it, as the decoder picks the header among the leading rows: its columns
  /// tell whose text is guarded. A builder made without a tab takes the tab the first row that
  /// names one does.
  private mutating func lookForHeader(_ cells: SheetRow, row: Int) {
    let names = cells.cells.map { Self.text(of: $0, in: cells, kind: .text) }
    if tab == nil { tab = TabRecognizer.tab(fromHeaderNames: names) }
    guard let tab else { return }
    let score = TabRecognizer.headerScore(of: names, tab: tab)
    let enough = scoreBelowLeadingRows ?? TabRecognizer.headerScoreBelowLeadingRows(tab: tab)
    scoreBelowLeadingRows = enough
    // Below the leading rows, as the decoder takes it: the first row that names enough columns.
    guard columnKinds == nil || score > headerScore,
      row <= TabRecognizer.headerSearchDepth || score >= enough
    else { return }
    isHeaderSettled = score >= enough
    headerScore = score
    headerRow = row
    columnNames = Self.columnNames(header: cells, tab: tab)
    let kinds = TabColumnKinds.kinds(of: tab)
    columnKinds = columnNames.map { $0.flatMap { kinds[$0] } }
  }

  /// Per column of a header row, the name of the column it names: the tab's own spelling of a
  /// known column, else the header's text; `nil` when that is empty, or the export's marker,
  /// whose column holds no data.
  static func columnNames(header: SheetRow, tab: Tab) -> [String?] {
    var known: [String: String] = [:]
    for name in TabColumnKinds.kinds(of: tab).keys { known[HeaderMatch.normalized(name)] = name }
    var names: [String?] = []
    for cell in header.cells {
      while names.count < cell.column { names.append(nil) }
      let text = text(of: cell, in: header, kind: .text).trimmingCharacters(in: .whitespaces)
      let isData = !text.isEmpty && ExportMarker.exportId(inHeaderCell: text) == nil
      names.append(isData ? known[HeaderMatch.normalized(text)] ?? text : nil)
    }
    return names
  }

  /// The name of the column at `column` (see ``columnNames``), `nil` past the header's end.
  private func columnName(_ column: Int) -> String? {
    column < columnNames.count ? columnNames[column] : nil
  }

  /// The text a spreadsheet shows for a cell of `row` in a column of `kind` (a header's cells
  /// are free text), as a CSV download holds it: in a free-text column, the text the cell
  /// shows when its file holds it beside the value.
  static func text(of cell: SheetRow.Cell, in row: SheetRow, kind: CellKind?) -> String {
    if isFreeText(kind), let shown = cell.shownText {
      return row.withBytes(shown) { String(decoding: $0, as: UTF8.self) }
    }
    return switch cell.value {
    case .text(let range), .error(let range):
      row.withBytes(range) { String(decoding: $0, as: UTF8.self) }
    case .number(let number): NumberText.shortest(number)
    case .percent(let number): NumberText.percent(number)
    case .date(let date): date.dateText
    case .dateTime(let date): date.dateTimeText
    case .boolean(let flag): flag ? "TRUE" : "FALSE"
    case .uncomputed: ""
    }
  }

  /// Whether a column of `kind` holds free text (`nil`: a column a person added, kept as
  /// text): the decoder takes a guard apostrophe off its text, and its cells keep the text they
  /// show rather than a value the spreadsheet made of it.
  private static func isFreeText(_ kind: CellKind?) -> Bool {
    kind == nil || kind == .text
  }

  /// Appends the text of `range` of `cells`' bytes quoted (see ``appendQuoted(_:guarded:)``),
  /// and records the error of a NUL in it on the cell at `column` of `row`.
  private mutating func appendText(
    _ range: Range<Int>, guarded guards: Bool, of cells: SheetRow, tab: Tab, row: Int,
    column: Int
  ) {
    let holdsNul = cells.withBytes(range) { appendQuoted($0, guarded: guards) }
    if holdsNul { noteNul(tab: tab, row: row, column: column) }
  }

  /// Appends `text` quoted, its quotes doubled and any NUL as U+FFFD, after a guard apostrophe
  /// when `guards` and the text would otherwise read as something else, unless it is already
  /// an apostrophe before a guarded text.
  ///
  /// - Returns: Whether `text` holds a NUL, found in the same scan.
  private mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, guarded guards: Bool)
    -> Bool
  {
    bytes.append(UInt8(ascii: "\""))
    // A text already in its guarded form (`'2024`: a CSV export's guard that a spreadsheet's
    // CSV import kept as text, as LibreOffice does) reads as the CSV file did.
    if guards && TextGuard.isGuarded(bytes: UnsafeRawBufferPointer(text))
      && !TextGuard.isGuardedForm(bytes: UnsafeRawBufferPointer(text))
    {
      bytes.append(UInt8(ascii: "'"))
    }
    guard text.contains(where: { $0 == UInt8(ascii: "\"") || $0 == 0 }) else {
      bytes.append(contentsOf: text)
      bytes.append(UInt8(ascii: "\""))
      return false
    }
    var holdsNul = false
    for byte in text {
      if byte == 0 {
        bytes += [0xEF, 0xBF, 0xBD]
        holdsNul = true
        continue
      }
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
    return holdsNul
  }

  /// Records the error of a text cell holding a NUL character (`&#0;` in its file), which no
  /// spreadsheet keeps and no CSV file holds: its row is not read, and the NUL is written as
  /// U+FFFD so that the tab's text stays text.
  private mutating func noteNul(tab: Tab, row: Int, column: Int) {
    noteError(
      .invalidValue, tab: tab, row: row, column: column,
      message:
        "this cell holds a NUL character (`&#0;` in the file), which no spreadsheet keeps in a cell, so its row is not read; delete the character or retype the cell"
    )
  }

  /// Records the warning on a number cell (an amount, a count) whose format shows it as the
  /// date `date`: the number it holds, `number`, is read, as the person typed it.
  private mutating func noteNumberAsDate(
    tab: Tab, row: Int, column: Int, number: String, date: CivilDateTime
  ) {
    guard row > headerRow else { return }
    let shown = date.millisecondOfDay == 0 ? date.dateText : date.dateTimeText
    diagnostics.append(
      Diagnostic(
        severity: .warning, code: .numberFormattedAsDate, tab: tab, row: row,
        column: columnName(column), cell: A1.reference(tab: tab, column: column, row: row),
        value: number,
        message:
          "this cell is formatted as a date, which shows the number \(number) as \(shown); the number is read: format the cell as a number"
      ))
  }

  /// Records the error of a formula cell whose file holds no computed value, which rejects its
  /// row (as every error naming a row does).
  private mutating func noteUncomputed(tab: Tab, row: Int, column: Int) {
    noteError(
      .formulaCell, tab: tab, row: row, column: column,
      message:
        "this cell holds a formula with no computed value in the file, so its row is not read: recalculate and save the workbook in the spreadsheet, or type the value"
    )
  }

  /// Records the error of a cell of a known column holding an error value (`#N/A`, `#REF!`):
  /// a formula's failure, never a person's value, which rejects its row rather than replacing
  /// the stored value.
  private mutating func noteErrorValue(tab: Tab, row: Int, column: Int, value: String) {
    noteError(
      .errorValue, tab: tab, row: row, column: column, value: value,
      message:
        "this cell holds the spreadsheet error \(value), not a value, so its row is not read and \(Diagnostic.unreadRowOutcome); correct the formula, or type the value"
    )
  }

  /// Records an error on the cell at `column` of `row`, which rejects the row.
  private mutating func noteError(
    _ code: Diagnostic.Code, tab: Tab, row: Int, column: Int, value: String? = nil,
    message: String
  ) {
    diagnostics.append(
      Diagnostic(
        severity: .error, code: code, tab: tab, row: row, column: columnName(column),
        cell: A1.reference(tab: tab, column: column, row: row), value: value, message: message))
  }

  private mutating func noteFormula(tab: Tab, row: Int, column: Int, value: String) {
    formulas += 1
    let cell = A1.reference(tab: tab, column: column, row: row)
    if formulas <= Self.reportedFormulas {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .formulaCell, tab: tab, row: row,
          column: columnName(column), cell: cell, value: value,
          message:
            "this cell holds a formula; its value last computed, \(value.isEmpty ? "empty" : value), is read (a formula in the ledger's sheets is lost on the next export)"
        ))
    } else if formulas == Self.reportedFormulas + 1 {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .formulaCell, tab: tab,
          message:
            "more cells of the \(tab.rawValue) tab hold formulas; their values last computed are read"
        ))
    }
  }
}
