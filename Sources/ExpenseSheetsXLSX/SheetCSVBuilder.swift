import ExpenseSheets
import Foundation
import SheetXLSX

/// Builds the CSV text of one tab from a sheet's rows of typed cells: what the tab would have
/// been downloaded as, with blank lines for empty rows and empty fields for empty cells, so
/// that every cell keeps its row and column.
struct SheetCSVBuilder: SheetRowSink {
  /// The tab.
  let tab: Tab
  /// The CSV text so far.
  private(set) var bytes: [UInt8] = []
  /// Warnings about cells (formulas), at most ``reportedFormulas`` of them.
  private(set) var diagnostics: [Diagnostic] = []
  private var lastRow = 0
  private var formulas = 0
  /// Per column, whether the decoder takes a guard apostrophe off its text (free text and
  /// columns a person added); known once the header row is read.
  private var guardsText: [Bool]?

  /// How many formula cells are reported one by one; the rest are counted.
  static let reportedFormulas = 100

  init(tab: Tab) { self.tab = tab }

  /// Appends sheet row `row` (from 1, after the rows appended before) holding `cells`.
  mutating func append(row: Int, cells: [SheetCell]) {
    while lastRow + 1 < row {
      bytes += [0x0D, 0x0A]
      lastRow += 1
    }
    lastRow = row
    let guardsText = self.guardsText ?? []
    if self.guardsText == nil { self.guardsText = Self.guardedColumns(header: cells, tab: tab) }
    var column = 0
    for cell in cells {
      while column < cell.column {
        bytes.append(UInt8(ascii: ","))
        column += 1
      }
      let text = Self.text(of: cell.value)
      if cell.isFormula { noteFormula(row: row, column: cell.column, value: text) }
      switch cell.value {
      case .text(let string), .error(let string):
        let guards = cell.column >= guardsText.count || guardsText[cell.column]
        appendQuoted(guards && TextGuard.isGuarded(string) ? "'" + string : string)
      default:
        bytes += text.utf8
      }
    }
    bytes += [0x0D, 0x0A]
  }

  /// Per column of a header row, whether its cells are text from which the decoder removes a
  /// guard apostrophe: free text, and columns the tab does not know.
  static func guardedColumns(header: [SheetCell], tab: Tab) -> [Bool] {
    var kinds: [String: CellKind] = [:]
    for (name, kind) in TabColumnKinds.kinds(of: tab) { kinds[name.lowercased()] = kind }
    var guards: [Bool] = []
    for cell in header {
      while guards.count < cell.column { guards.append(true) }
      let name = text(of: cell.value).trimmingCharacters(in: .whitespaces).lowercased()
      switch kinds[name] {
      case nil, .text?: guards.append(true)
      default: guards.append(false)
      }
    }
    return guards
  }

  /// The text a spreadsheet shows for a value, as a CSV download holds it.
  static func text(of value: SheetCell.Value) -> String {
    switch value {
    case .text(let string), .error(let string): string
    case .number(let number): NumberText.shortest(number)
    case .date(let date): date.dateText
    case .dateTime(let date): date.dateTimeText
    case .boolean(let flag): flag ? "TRUE" : "FALSE"
    }
  }

  private mutating func appendQuoted(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func noteFormula(row: Int, column: Int, value: String) {
    formulas += 1
    let cell = A1.reference(tab: tab, column: column, row: row)
    if formulas <= Self.reportedFormulas {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .formulaCell, tab: tab, row: row, cell: cell, value: value,
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
