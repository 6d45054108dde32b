import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A column a person added to a sheet holds numbers as the person typed them: written back as
/// number cells when a number cell reads back as the same text, so that they still sum and sort
/// in the spreadsheet; every other value stays text, unchanged.
@Suite("Numbers in a column a person added")
struct ExtraColumnNumberTests {
  static let values = [
    "5", "0", "0.125", "12.5", "123456789012345", "0.000123", "12.50", "00123", "-5", "1e5",
    "+5", "2024-01-02", "19%", "1234567890123456", "0.1.2", ".5", "5.", "abc", "",
  ]

  @Test(
    "A number that reads back as written is a number cell; anything else is text",
    arguments: [
      ("5", true), ("0", true), ("0.125", true), ("12.5", true), ("123456789012345", true),
      ("0.000123", true), ("100", true), ("12.50", false), ("00123", false), ("-5", false),
      ("1e5", false), ("+5", false), ("2024-01-02", false), ("19%", false),
      ("1234567890123456", false), ("0.1.2", false), (".5", false), ("5.", false),
      ("0.0", false), ("abc", false),
    ])
  func plainNumber(text: String, isNumber: Bool) {
    var text = text
    #expect(text.withUTF8 { TypedCell.isPlainNumber($0) } == isNumber)
  }

  @Test("Written to a workbook and read back, the extra cells are the same; numbers are numbers")
  func roundTrip() throws {
    var ledger = SampleLedger.make(transactions: Self.values.count)
    for (index, value) in Self.values.enumerated() {
      ledger.transactions[index].extraCells = [ExtraCell(column: "Reference", value: value)]
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "extra-numbers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.xlsx").path
    try LedgerWorkbookWriter().write(ledger, to: path)

    var numbers: [Double] = []
    _ = try SpreadsheetFile(path: path).readRows {
      $0 == "Transactions"
    } row: { _, number, cells in
      guard number > 1, let cell = cells.first(where: { $0.column == 14 }) else { return }
      if case .number(let value) = cell.value { numbers.append(value) }
    }
    #expect(numbers == [5, 0, 0.125, 12.5, 123_456_789_012_345, 0.000123])

    let sheet = Validator().validate(try WorkbookFileReader().read(path: path))
    #expect(
      sheet.ledger.transactions.map { $0.extraCells.first?.value ?? "" } == Self.values)
  }
}
