import ExpenseSheets
import ExpenseStore
import Foundation
import Testing

/// An app gave a stored row an extra cell named like one of its tab's columns: `export` refuses,
/// says which row and cell, and writes nothing, since a read of such a file rejects the tab.
@Suite("expense-sheets export of an extra cell named like a known column")
struct MisreadExtraColumnExportTests {
  @Test("export refuses, to a folder and to a workbook file", arguments: ["export", "ledger.xlsx"])
  func exportRefuses(out: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try Tool.storeWithExportedSample(in: folder)
    let ledgerStore = try LedgerStore(path: store)
    var ledger = try ledgerStore.loadLedger()
    ledger.transactions[2].extraCells = [ExtraCell(column: "Note", value: "from an old import")]
    try ledgerStore.replaceLedger(with: ledger)
    try ledgerStore.close()
    let target = folder.appendingPathComponent("again-" + out)

    let run = try Tool.run(["export", "--out", target.path, "--store", store])
    #expect(run.status == 2)
    #expect(run.error.contains("extra cell \"Note\" would be read as the column note"))
    #expect(run.error.contains("the whole Transactions tab"))
    #expect(
      !FileManager.default.fileExists(
        atPath: target.path + (out == "export" ? "/Transactions.csv" : "")))
  }
}
