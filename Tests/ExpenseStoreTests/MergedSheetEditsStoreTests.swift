import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// The store keeps what each merge took from a sheet beside the base of the sheet's export,
/// so that the same download merged again later undoes nothing that came after it.
@Suite("Sheet values merged, kept by the store")
struct MergedSheetEditsStoreTests {
  static func time(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_800_000_000 + seconds)
  }

  /// Validates `files` against `store`, merges them at `seconds` and applies the plan.
  static func mergeAndApply(_ files: [SheetFile], into store: LedgerStore, at seconds: Double)
    throws -> MergePlan
  {
    let sync = SheetSync()
    let plan = try sync.merge(
      try sync.validate(files, against: store), into: store,
      options: MergeOptions(mergeTime: time(seconds)))
    try store.apply(plan)
    return plan
  }

  @Test("Monday's download merged again after Tuesday's set its edit back keeps Tuesday's values")
  func olderDownloadAgain() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: SampleLedger.make(transactions: 30, seed: 8))
    let sync = SheetSync()

    let mondayFiles = try sync.export(from: store, at: Self.time(0))
    let monday = try sync.validate(mondayFiles, against: store)
    let mondayId = try #require(monday.exportIds[.transactions])
    var mondayEdit = monday.ledger
    let original = mondayEdit.transactions[0]
    mondayEdit.transactions[0].amount += 5
    let mondayEdited = LedgerFixtures.sheetFiles(mondayEdit, exportId: mondayId)
    _ = try Self.mergeAndApply(mondayEdited, into: store, at: 100)
    let recorded = try store.loadMergedSheetEdits(exportIds: [mondayId])
    #expect(
      recorded[mondayId]?.edits.map(\.field) == ["amount"],
      "the first merge took the amount from Monday's sheet")

    let tuesday = try sync.validate(
      try sync.export(from: store, at: Self.time(200)), against: store)
    let tuesdayId = try #require(tuesday.exportIds[.transactions])
    var tuesdayEdit = tuesday.ledger
    tuesdayEdit.transactions[0].amount = original.amount
    tuesdayEdit.transactions[0].note = "set back on Tuesday"
    _ = try Self.mergeAndApply(
      LedgerFixtures.sheetFiles(tuesdayEdit, exportId: tuesdayId), into: store, at: 300)

    let again = try Self.mergeAndApply(mondayEdited, into: store, at: 400)
    let row = try #require(
      try store.loadLedger().transactions.first { $0.transactionId == original.transactionId })
    #expect(row.amount == original.amount)
    #expect(row.note == "set back on Tuesday")
    #expect(again.changes.map(\.action) == [.keptLocal])
    #expect(!again.needsAttention)
  }

  @Test("The same sheet edited twice: the store reads back its last merged value as the latest")
  func latestValueReadBack() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: SampleLedger.make(transactions: 30, seed: 8))
    let sync = SheetSync()
    let monday = try sync.validate(try sync.export(from: store, at: Self.time(0)), against: store)
    let mondayId = try #require(monday.exportIds[.transactions])
    var edit = monday.ledger
    let key = RowKey.transaction(edit.transactions[0].transactionId)
    // Values in falling order, so that no sort by value gives the order they were taken in.
    for (minute, amount) in [(1, Decimal(99)), (2, Decimal(55)), (3, Decimal(11))] {
      edit.transactions[0].amount = amount
      _ = try Self.mergeAndApply(
        LedgerFixtures.sheetFiles(edit, exportId: mondayId), into: store,
        at: Double(minute * 100))
    }
    let recorded = try #require(try store.loadMergedSheetEdits(exportIds: [mondayId])[mondayId])
    #expect(recorded.isLatest(key: key, field: "amount", value: "11.00"))
    #expect(!recorded.isLatest(key: key, field: "amount", value: "55.00"))
    #expect(!recorded.isLatest(key: key, field: "amount", value: "99.00"))
  }
}
