import Foundation
import Testing

@testable import ExpenseSheets

/// A cell of words, booleans, whole numbers or dates that reads as none of its column's is an
/// error whose fix writes the word, number or date it most likely means, in its cell; a cell
/// that means none clearly has no fix.
@Suite("The fix of a cell of words")
struct WordFixTests {
  /// A sample ledger whose first transaction and rule hold no comma: their rows are edited by
  /// splitting them at commas.
  static let ledger = {
    var ledger = SampleLedger.make(transactions: 30, seed: 3)
    (ledger.transactions[0].note, ledger.transactions[0].tags) = ("plain", "")
    (ledger.recurringRules[0].note, ledger.recurringRules[0].tags) = ("plain", "")
    return ledger
  }()

  /// The ledger's export with `column` of the first data row of `tab` written `written`.
  static func validate(_ tab: Tab, _ column: String, written: String) throws -> Diagnostic {
    var files = WorkbookWriter().encode(ledger)
    var lines = String(decoding: files[tab]!, as: UTF8.self).components(separatedBy: "\r\n")
    let header = lines[0].components(separatedBy: ",")
    var cells = lines[1].components(separatedBy: ",")
    let index = try #require(header.firstIndex(of: column))
    cells[index] = written
    lines[1] = cells.joined(separator: ",")
    files[tab] = Array(lines.joined(separator: "\r\n").utf8)
    let sheet = Validator().validate(try WorkbookReader().read(tabs: files))
    return try #require(sheet.diagnostics.first { $0.code == .invalidValue && $0.row == 2 })
  }

  @Test(
    "The fix writes the word the cell most likely means",
    arguments: [
      (Tab.transactions, "paidFlag", "TRUE", "paid"),
      (.transactions, "reimbursedFlag", "No", "unreimbursed"),
      (.transactions, "type", "expenses", "expense"),
      (.recurringRules, "cadence", "every month", "monthly"),
      (.categories, "isActive", "✓", "TRUE"),
      (.recurringRules, "interval", "two", "2"), (.recurringRules, "interval", "2 weeks", "2"),
      (.categories, "sortOrder", "3rd", "3"),
      (.transactions, "date", "20230109", "2023-01-09"),
      (.recurringRules, "startDate", "20240229", "2024-02-29"),
    ])
  func fix(tab: Tab, column: String, written: String, expected: String) throws {
    let diagnostic = try Self.validate(tab, column, written: written)
    #expect(diagnostic.column == column)
    #expect(diagnostic.fix?.edits.map(\.value) == [expected])
    #expect(diagnostic.fix?.edits.map(\.cell) == [diagnostic.cell!])
  }

  @Test(
    "A cell that means no word or number clearly has no fix",
    arguments: [
      (Tab.recurringRules, "cadence", "twice a month"), (.categories, "sortOrder", "1.5"),
      (.recurringRules, "interval", "a few"), (.transactions, "date", "20230230"),
    ])
  func noFix(tab: Tab, column: String, written: String) throws {
    let diagnostic = try Self.validate(tab, column, written: written)
    #expect(diagnostic.column == column)
    #expect(diagnostic.fix == nil)
  }
}
