import ExpenseSheets
import ExpenseStore
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A workbook file as bytes through `SheetSync`: exported, validated and merged with no
/// temporary file, as an app uploads and downloads it.
@Suite("SheetSync with a workbook file's bytes")
struct WorkbookBytesSyncTests {
  /// A store holding a sample ledger in a fresh temporary folder, removed by `cleanUp`.
  func store() throws -> (store: LedgerStore, ledger: Ledger, cleanUp: () -> Void) {
    try sampleLedgerStore(seed: 5)
  }

  static let mergeTime = Date(timeIntervalSince1970: 1_800_000_100)

  @Test("The writer's bytes read back as the ledger, as its file does")
  func writerAndReaderBytes() throws {
    let ledger = SampleLedger.make(transactions: 30, seed: 2)
    let data = try LedgerWorkbookWriter().data(ledger, name: "Budget.xlsx")
    let sheet = Validator().validate(
      try WorkbookFileReader().read(file: SheetFile(name: "Budget.xlsx", data: data)))
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    #expect(sheet.ledger == ledger)
  }

  @Test("A ledger exported as bytes and merged back unedited changes nothing")
  func roundTrip() throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    let sync = SheetSync()
    let file = try sync.export(workbookNamed: "Budget.xlsx", from: store)
    #expect(file.name == "Budget.xlsx")
    let sheet = try sync.validate(workbook: file, against: store)
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    #expect(sheet.ledger == ledger)
    let plan = try sync.merge(
      workbook: file, into: store, options: MergeOptions(mergeTime: Self.mergeTime))
    #expect(plan.changes == [])
    #expect(plan.result.ledger == ledger)
    #expect(plan.sourceNames == ["Budget.xlsx"])
  }

  @Test("A value edited in the downloaded bytes is merged and applied")
  func editedValue() throws {
    let (store, _, cleanUp) = try store()
    defer { cleanUp() }
    let sync = SheetSync()
    let file = try sync.export(workbookNamed: "Budget.xlsx", from: store)
    let download = try WorkbookFileReader().read(file: file)
    let exportId = try #require(download.transactions?.exportId)
    var edited = Validator().validate(download).ledger
    edited.transactions[3].note = "edited in the sheet"
    let upload = SheetFile(
      name: "Budget.xlsx",
      data: try LedgerWorkbookWriter(exportId: exportId).data(edited, name: "Budget.xlsx"))

    let plan = try sync.merge(
      workbook: upload, into: store, options: MergeOptions(mergeTime: Self.mergeTime))
    #expect(plan.changes.map(\.action) == [.updated])
    #expect(plan.changes.first?.key == .transaction(edited.transactions[3].transactionId))
    try store.apply(plan)
    #expect(try store.loadLedger().transactions[3].note == "edited in the sheet")
  }

  @Test("The export of bytes is recorded as the base of the next merge, under the id it names")
  func exportRecordsBase() throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    let sync = SheetSync()
    let file = try sync.export(workbookNamed: "Budget.xlsx", from: store)
    let exportId = try #require(try WorkbookFileReader().read(file: file).settings?.exportId)
    let bases = try store.loadMergeBases(exportIds: [exportId])
    #expect(bases.byExport?[exportId] == ledger)
    #expect(bases.latest == ledger)

    // The app deletes a row after the export: the untouched download, merged against that
    // export's base, does not bring it back (kept deleted, as the app left it) and changes
    // nothing else.
    var local = ledger
    let unnamed = try #require(
      local.transactions.lastIndex { transaction in
        !local.receipts.contains { $0.transactionId == transaction.transactionId }
      })
    local.transactions.remove(at: unnamed)
    try store.replaceLedger(with: local)
    let plan = try sync.merge(
      workbook: file, into: store,
      options: MergeOptions(mergeTime: Self.mergeTime, allowDeletions: true))
    #expect(plan.changes.map(\.action) == [.keptLocal])
    #expect(plan.result.ledger == local)
  }

  @Test(
    "Bytes that are no workbook are refused, naming the file; nothing is merged",
    arguments: [
      (
        "text", Data("transactionId,date\n".utf8),
        "not an .xlsx or .ods workbook (not a ZIP archive)"
      ),
      (
        "an Office file of the older kind",
        Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)),
        "not an .xlsx or .ods workbook but an Office file of the older kind: a workbook saved with a password (remove the password, then save it again), or an Excel 97-2003 .xls (save it as .xlsx)"
      ),
      ("nothing", Data(), "not an .xlsx or .ods workbook (not a ZIP archive)"),
    ])
  func corruptBytes(kind: String, data: Data, message: String) throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    let file = SheetFile(name: "Budget.xlsx", data: data)
    let expected = SpreadsheetError(path: "Budget.xlsx", message: message)
    #expect(throws: expected) { try SheetSync().validate(workbook: file, against: store) }
    #expect(throws: expected) { try SheetSync().merge(workbook: file, into: store) }
    #expect(throws: expected) { try WorkbookFileReader().read(file: file) }
    #expect(try store.loadLedger() == ledger)
  }

  @Test("A download cut short is refused as damaged, naming the file and the part")
  func truncatedBytes() throws {
    let (store, _, cleanUp) = try store()
    defer { cleanUp() }
    let file = try SheetSync().export(workbookNamed: "Budget.xlsx", from: store)
    let cut = SheetFile(name: "Budget.xlsx", data: file.data.prefix(file.data.count * 2 / 3))
    let error = try #require(throws: SpreadsheetError.self) {
      try SheetSync().merge(workbook: cut, into: store)
    }
    #expect(error.path == "Budget.xlsx")
    #expect(error.message.contains("workbook"))
  }

  @Test("An export the bytes of which a read would reject is refused and not recorded")
  func refusedExport() throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    var clashing = ledger
    clashing.transactions[0].extraCells = [ExtraCell(column: "note", value: "x")]
    try store.replaceLedger(with: clashing)
    #expect(throws: WorkbookError.self) {
      try SheetSync().export(workbookNamed: "Budget.xlsx", from: store)
    }
    #expect(try store.loadMergeBases(exportIds: []).latest == nil)
  }
}
