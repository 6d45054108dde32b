import ExpenseSheets
import ExpenseStore
import Foundation
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

/// A workbook file as bytes through `SheetSync`'s async forms, called from the main actor as an
/// app's view model calls them: the same decisions as the synchronous forms.
@Suite("SheetSync's async forms with a workbook file's bytes")
@MainActor
struct WorkbookBytesAsyncSyncTests {
  static let mergeTime = Date(timeIntervalSince1970: 1_800_000_100)

  /// A store holding a sample ledger in a fresh temporary folder, removed by `cleanUp`.
  func store() throws -> (store: LedgerStore, ledger: Ledger, cleanUp: () -> Void) {
    try sampleLedgerStore(seed: 6)
  }

  @Test("Exported, edited, validated and merged from the main actor, the edit is applied")
  func editedValue() async throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    let sync = SheetSync()
    let file = try await sync.export(workbookNamed: "Budget.xlsx", from: store)
    let download = try WorkbookFileReader().read(file: file)
    let exportId = try #require(download.transactions?.exportId)
    // The export is the base of the next merge, under the id its sheets name.
    #expect(try store.loadMergeBases(exportIds: [exportId]).byExport?[exportId] == ledger)
    var edited = Validator().validate(download).ledger
    edited.transactions[2].note = "edited in the sheet"
    let upload = SheetFile(
      name: "Budget.xlsx",
      data: try LedgerWorkbookWriter(exportId: exportId).data(edited, name: "Budget.xlsx"))

    let sheet = try await sync.validate(workbook: upload, against: store)
    #expect(sheet.diagnostics.filter { $0.severity != .info } == [])
    let plan = try await sync.merge(
      workbook: upload, into: store, options: MergeOptions(mergeTime: Self.mergeTime))
    // Compared with the export's base: the edit is the sheet's, and nothing else changed.
    #expect(plan.changes.map(\.action) == [.updated])
    #expect(plan.changes.first?.key == .transaction(edited.transactions[2].transactionId))
    #expect(plan.sourceNames == ["Budget.xlsx"])
    try store.apply(plan)
    #expect(try store.loadLedger().transactions[2].note == "edited in the sheet")
  }

  @Test("Bytes that are no workbook are refused, naming the file; nothing is merged")
  func corruptBytes() async throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    let file = SheetFile(name: "Budget.xlsx", data: Data("transactionId,date\n".utf8))
    let expected = SpreadsheetError(
      path: "Budget.xlsx", message: "not an .xlsx or .ods workbook (not a ZIP archive)")
    await #expect(throws: expected) {
      try await SheetSync().validate(workbook: file, against: store)
    }
    await #expect(throws: expected) { try await SheetSync().merge(workbook: file, into: store) }
    #expect(try store.loadLedger() == ledger)
  }

  @Test("An export the bytes of which a read would reject is refused and not recorded")
  func refusedExport() async throws {
    let (store, ledger, cleanUp) = try store()
    defer { cleanUp() }
    var clashing = ledger
    clashing.transactions[0].extraCells = [ExtraCell(column: "note", value: "x")]
    try store.replaceLedger(with: clashing)
    await #expect(throws: WorkbookError.self) {
      try await SheetSync().export(workbookNamed: "Budget.xlsx", from: store)
    }
    #expect(try store.loadMergeBases(exportIds: []).latest == nil)
  }
}
