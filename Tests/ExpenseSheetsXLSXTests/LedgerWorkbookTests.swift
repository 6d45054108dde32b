import ExpenseSheets
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A ledger written as one .xlsx workbook and read back through the CSV decoding.
@Suite("A ledger as one workbook file")
struct LedgerWorkbookTests {
  /// A file in a fresh temporary folder, removed by `cleanUp`.
  func temporaryFile(_ name: String) throws -> (path: String, cleanUp: () -> Void) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ledger-xlsx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (
      folder.appendingPathComponent(name).path,
      { try? FileManager.default.removeItem(at: folder) }
    )
  }

  @Test("Written and read back, the ledger is the same, with no diagnostic")
  func roundTrip() throws {
    let ledger = SampleLedger.make(transactions: 300)
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    try LedgerWorkbookWriter().write(ledger, to: path)
    let sheet = Validator().validate(try WorkbookFileReader().read(path: path))
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    #expect(sheet.ledger == ledger)
  }

  @Test("Every sheet's header ends with the export's id, which the tabs read back")
  func exportId() throws {
    let id = UUID()
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    try LedgerWorkbookWriter(exportId: id).write(SampleLedger.make(transactions: 3), to: path)
    let sheet = try WorkbookFileReader().read(path: path)
    #expect(sheet.transactions?.exportId == id)
    #expect(sheet.receipts?.exportId == id)
    #expect(sheet.settings?.exportId == id)
  }

  /// The `missing-tab` diagnostics of a workbook holding only the `sheets` given, each a tab
  /// of a small ledger under a sheet name.
  func missingTabs(reading sheets: [(tab: Tab, name: String)]) throws -> [Diagnostic] {
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    let encoded = WorkbookWriter().encode(SampleLedger.make(transactions: 3))
    try XLSXWriter().write(
      sheets.map { tab, name in
        var sheet = LedgerWorkbookWriter.sheet(tab, csv: encoded[tab]!, categoryCount: 0)
        sheet.name = name
        return sheet
      }, to: path)
    return try WorkbookFileReader().read(path: path).diagnostics.filter { $0.code == .missingTab }
  }

  @Test("A tab with no sheet is named as a sheet missing from the workbook")
  func missingSheet() throws {
    let messages = try missingTabs(reading: [(.transactions, "Transactions")]).map(\.message)
    #expect(
      messages
        == [Tab.receipts, .categories, .recurringRules, .settings].map {
          "the workbook has no sheet named \($0.rawValue); the \($0.rawValue) tab is not checked"
        })
  }

  @Test("Sheets come in canonical order; cells are typed; dropdowns on category and enums")
  func typedCells() throws {
    let ledger = SampleLedger.make(transactions: 5)
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    try LedgerWorkbookWriter().write(ledger, to: path)
    var rows: [String: [Int: [SheetCell]]] = [:]
    let names = try SpreadsheetFile(path: path).readRows { _ in
      true
    } row: { sheet, number, cells in
      rows[sheet, default: [:]][number] = cells
    }
    #expect(names == Tab.allCases.map(\.rawValue))
    let first = try #require(ledger.transactions.first)
    let cells = try #require(rows["Transactions"]?[2])
    // transactionId, type, date, year, month, amount: text, text, date, number, number, number.
    #expect(cells[0].value == .text(first.transactionId.uuidString))
    #expect(
      cells[2].value
        == .date(CivilDateTime(year: first.date.year, month: first.date.month, day: first.date.day))
    )
    #expect(cells[3].value == .number(Double(first.date.year)))
    guard case .number = cells[5].value else {
      Issue.record("amount is not a number: \(cells[5])")
      return
    }
    let categories = try #require(rows["Categories"]?[2])
    #expect(categories.contains { if case .boolean = $0.value { true } else { false } })
    let sheet = LedgerWorkbookWriter.sheet(
      .transactions, csv: WorkbookWriter().encode(ledger)[.transactions]!, categoryCount: 3)
    #expect(
      sheet.listValidations.contains {
        $0.range == "G2:G1048576" && $0.source == .cells("Categories!$A$2:$A$1004")
      })
    #expect(sheet.listValidations.contains { $0.source == .values(["expense", "income"]) })
    #expect(sheet.frozenRows == 1)
  }

  @Test("A text cell that reads as a value or starts with an apostrophe comes back the same")
  func guardedTexts() throws {
    var ledger = SampleLedger.make(transactions: 10)
    let notes = ["00123", "'hello", "=SUM(A1)", "1/2", "true", "''x", " spaced ", "'2024"]
    for (index, note) in notes.prefix(ledger.transactions.count).enumerated() {
      ledger.transactions[index].note = note
    }
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    try LedgerWorkbookWriter().write(ledger, to: path)
    let sheet = Validator().validate(try WorkbookFileReader().read(path: path))
    #expect(sheet.ledger.transactions.map(\.note) == ledger.transactions.map(\.note))
  }

  @Test(
    "A date before 1900-03-01 is written as text, which every spreadsheet reads alike",
    arguments: [
      (SheetDate(year: 1900, month: 1, day: 15)!, false),
      (SheetDate(year: 1900, month: 2, day: 28)!, false),
      (SheetDate(year: 1900, month: 3, day: 1)!, true),
    ])
  func earlyDates(date: SheetDate, isSerial: Bool) throws {
    var ledger = SampleLedger.make(transactions: 3)
    ledger.transactions[0].date = date
    (ledger.transactions[0].year, ledger.transactions[0].month) = (date.year, date.month)
    let (path, cleanUp) = try temporaryFile("ledger.xlsx")
    defer { cleanUp() }
    try LedgerWorkbookWriter().write(ledger, to: path)
    var cells: [SheetCell] = []
    _ = try SpreadsheetFile(path: path).readRows {
      $0 == "Transactions"
    } row: { _, number, row in
      if number == 2 { cells = row }
    }
    let written = try #require(cells.count > 2 ? cells[2].value : nil)
    #expect(
      written
        == (isSerial
          ? .date(CivilDateTime(year: date.year, month: date.month, day: date.day))
          : .text(date.description)))
    let sheet = Validator().validate(try WorkbookFileReader().read(path: path))
    #expect(sheet.ledger.transactions[0].date == date)
  }
}
