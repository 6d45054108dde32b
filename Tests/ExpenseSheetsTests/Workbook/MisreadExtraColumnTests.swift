import Foundation
import Testing

@testable import ExpenseSheets

/// An app may give a row an extra cell named like one of the tab's own columns (`Note`, matched
/// ignoring case and spaces) or like an export's marker. A read rejects a header naming a column
/// twice, and with it the whole tab and every receipt of it, so the export refuses such a cell
/// and writes nothing; `Validator.report(exporting:)` finds it, and every other problem a read
/// of the export would report, before any export.
@Suite("Extra cells named like a tab's own columns")
struct MisreadExtraColumnTests {
  /// A sample ledger whose fifth transaction has an extra cell in the column `name`.
  static func ledger(extraColumn name: String) -> Ledger {
    var ledger = SampleLedger.make(transactions: 12, seed: 5)
    ledger.transactions[4].extraCells = [ExtraCell(column: name, value: "kept from an old import")]
    return ledger
  }

  @Test(
    "The export refuses, names the file, the row and the column, and writes nothing",
    arguments: [
      ("Note", "the column note"), ("  NOTE ", "the column note"), ("amount", "the column amount"),
      ("exportId: 7D1F1C8E-5D3B-4C21-9E55-2D0F0A9B7C11", "an export's marker"),
    ])
  func exportRefuses(name: String, readAs: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: WorkbookError.self) {
      try WorkbookWriter().write(Self.ledger(extraColumn: name), to: folder)
    }
    #expect(error.path.hasSuffix("/Transactions.csv"))
    #expect(error.line == 6)
    #expect(error.message.contains("row 6's extra cell \"\(name)\" would be read as \(readAs)"))
    #expect(error.message.contains("nothing was written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(
    "A name a read keeps apart from the tab's columns is written and read back",
    arguments: ["Notes", "Paid Flag", "Reviewed by", "note 2"])
  func otherNamesRoundTrip(name: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = Self.ledger(extraColumn: name)
    try WorkbookWriter().write(ledger, to: folder)
    let sheet = Validator().validate(try WorkbookReader().read(urls: [folder]))
    #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(sheet.ledger.transactions[4].extraCells == ledger.transactions[4].extraCells)
  }

  @Test("The report of a ledger's export names the cell of each problem")
  func reportOfExport() throws {
    var ledger = SampleLedger.make(transactions: 12, seed: 5)
    #expect(try Validator().report(exporting: ledger).summary.errors == 0)
    ledger.transactions[0].amount = 0
    ledger.transactions[1].category = "NoSuchCategory"
    let report = try Validator().report(exporting: ledger)
    let errors = report.diagnostics.filter { $0.severity == .error }
    // The first transaction's receipt is rejected with it.
    #expect(errors.map(\.code) == [.nonPositiveAmount, .unknownCategory, .dependsOnRejectedRow])
    #expect(errors.map(\.cell) == ["Transactions!F2", "Transactions!G3", "Receipts!B2"])
    #expect(report.summary.rowsRejected["Transactions"] == 2)
  }

  @Test("The report of a ledger's export finds an extra cell named like a known column")
  func reportFindsMisreadColumn() throws {
    let report = try Validator().report(exporting: Self.ledger(extraColumn: "Note"))
    #expect(report.diagnostics.contains { $0.code == .duplicateColumn && $0.tab == .transactions })
    #expect(report.summary.rowsLoaded["Transactions", default: 0] == 0)
  }

  @Test("SheetSync's export refuses too, naming the tab's file, and records no export")
  func sheetSyncExportRefuses() throws {
    let store = SheetSyncAsyncTests.MemoryStore(ledger: Self.ledger(extraColumn: "Note"))
    let error = try #require(throws: WorkbookError.self) { try SheetSync().export(from: store) }
    #expect(error.path == "Transactions.csv")
    #expect(error.message.hasPrefix("row 6's extra cell \"Note\" would be read as the column note"))
    #expect(store.latestExport == nil)
  }
}
