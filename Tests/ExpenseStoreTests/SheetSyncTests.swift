import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `LedgerStore` is one `LedgerStoring`: the library's workflows run on it as on an app's store.
@Suite("SheetSync on the SQLite store")
struct SheetSyncTests {
  @Test("A store that holds no ledger exports no files and records no export, as its export")
  func exportOfNoLedger() async throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    #expect(throws: StoreError.noLedger(store.path)) { try SheetSync().export(from: store) }
    await #expect(throws: StoreError.noLedger(store.path)) {
      try await SheetSync().export(from: store)
    }
    #expect(try store.lastExport() == nil)
    #expect(throws: StoreError.noLedger(store.path)) {
      try store.export(
        to: folder.appendingPathComponent("out").path, writer: WorkbookWriter(), at: Date())
    }
  }

  @Test("export, edit, validate, merge, apply: the edit lands and the merge is in the history")
  func roundTrip() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = SampleLedger.make(transactions: 40, seed: 3)
    try store.replaceLedger(with: ledger)
    let sync = SheetSync()

    let files = try sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_000))
    #expect(files.map(\.name) == Tab.allCases.map(\.fileName))
    // A person removes a row no receipt names and edits another's note; the files still name
    // the export.
    let downloaded = try sync.validate(files, against: store)
    #expect(downloaded.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let exportId = try #require(downloaded.exportIds[.transactions])
    var edited = downloaded.ledger
    let unnamed = try #require(
      edited.transactions.lastIndex { transaction in
        !edited.receipts.contains { $0.transactionId == transaction.transactionId }
      })
    let removed = edited.transactions.remove(at: unnamed)
    edited.transactions[0].note = "edited in the sheet"
    let editedFiles = LedgerFixtures.sheetFiles(edited, exportId: exportId)

    let sheet = try sync.validate(editedFiles, against: store)
    let plan = try sync.merge(
      sheet, into: store,
      options: MergeOptions(
        mergeTime: Date(timeIntervalSince1970: 1_800_000_100), allowDeletions: true),
      sourceNames: editedFiles.map(\.name))
    #expect(
      plan.changes.map(\.action).sorted { $0.rawValue < $1.rawValue } == [.deleted, .updated])
    #expect(!plan.needsAttention)
    try store.apply(plan)

    let stored = try store.loadLedger()
    #expect(stored.transactions.count == ledger.transactions.count - 1)
    #expect(!stored.transactions.contains { $0.transactionId == removed.transactionId })
    #expect(stored.transactions.contains { $0.note == "edited in the sheet" })
    #expect(try store.mergeHistory().count == 1)
    // The plan was made from a ledger the store no longer holds: applying it again fails.
    #expect(throws: StoreError.self) { try store.apply(plan) }
  }

  @Test("Whole amounts shown as $4.200 merge from the files as stored, and an edit as shown")
  func groupedWholeAmounts() async throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    var ledger = SampleLedger.make(transactions: 40, seed: 8)
    for index in ledger.transactions.indices {
      ledger.transactions[index].amount = Decimal(1_000 + 137 * index)
    }
    for index in ledger.recurringRules.indices {
      ledger.recurringRules[index].amount = Decimal(2_000 + 311 * index)
    }
    try store.replaceLedger(with: ledger)
    let sync = SheetSync()
    // As a locale that groups thousands with points shows whole amounts: `$4.200`.
    let amount = try Regex<(Substring, Substring, Substring)>(#",(\d{1,3})(\d{3})\.00(?=,)"#)
    var files = try await sync.export(from: store).map { file in
      var file = file
      let text = String(decoding: file.data, as: UTF8.self)
      file.data = Data(text.replacing(amount) { ",$\($0.1).\($0.2)" }.utf8)
      return file
    }
    #expect(String(decoding: files[0].data, as: UTF8.self).contains(",$1.137,"))
    // One amount edited in the sheet: 1.137 made 1.200.
    files[0].data = Data(
      String(decoding: files[0].data, as: UTF8.self).replacing(",$1.137,", with: ",$1.200,")
        .utf8)

    let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_900_000_000))
    for plan in [
      try Self.merge(files, into: store, options: options),
      try await sync.merge(files, into: store, options: options),
    ] {
      #expect(plan.result.report.diagnostics.contains { $0.code == .readingByRows })
      #expect(plan.changes.map(\.action) == [.updated])
      let edited = try #require(plan.result.ledger.transactions.first { $0.amount == 1_200 })
      #expect(edited.transactionId == ledger.transactions[1].transactionId)
      #expect(
        plan.result.ledger.recurringRules.map(\.amount) == ledger.recurringRules.map(\.amount))
    }
  }

  /// `SheetSync`'s merge as a caller outside concurrency makes it.
  static func merge(_ sheet: ValidatedSheet, into store: LedgerStore, options: MergeOptions)
    throws -> MergePlan
  {
    try SheetSync().merge(sheet, into: store, options: options)
  }

  /// `SheetSync`'s merge of files as a caller outside concurrency makes it.
  static func merge(_ files: [SheetFile], into store: LedgerStore, options: MergeOptions)
    throws -> MergePlan
  {
    try SheetSync().merge(files, into: store, options: options)
  }

  @Test("A download of an earlier export, its exportId cells lost, is compared with that export")
  func earlierDownloadWithoutExportIds() async throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let first = SampleLedger.make(transactions: 40, seed: 5)
    try store.replaceLedger(with: first)
    let sync = SheetSync()
    let exported = try await sync.validate(
      try await sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_000)),
      against: store)
    // The app deletes a row no receipt names, then exports again.
    var second = first
    let deleted = try #require(
      second.transactions.lastIndex { transaction in
        !second.receipts.contains { $0.transactionId == transaction.transactionId }
      })
    let gone = second.transactions.remove(at: deleted)
    try store.applyMerge(
      merged: second, expectedCurrent: first,
      record: MergeRecord(
        time: Date(timeIntervalSince1970: 1_800_000_050), sourceFolder: "app", totals: [:],
        reportJSON: "{}"))
    _ = try await sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_100))

    // The first download, saved without its exportId: header cells.
    let unmarked = LedgerFixtures.sheetFiles(exported.ledger)
    let sheet = try await sync.validate(unmarked, against: store)
    #expect(sheet.exportIds.isEmpty)
    let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_800_000_200))
    let plans = [
      try Self.merge(sheet, into: store, options: options),
      try await sync.merge(sheet, into: store, options: options),
    ]
    for plan in plans {
      #expect(!plan.result.ledger.transactions.contains { $0.transactionId == gone.transactionId })
      #expect(!plan.changes.contains { $0.action == .inserted })
      #expect(plan.result.report.diagnostics.contains { $0.code == .exportByRows })
    }
  }

  @Test(
    "a plan made from a ledger and bases already loaded is merge's; apply keeps its report in the history"
  )
  func planFromLoadedLedger() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: SampleLedger.make(transactions: 20, seed: 5))
    let sync = SheetSync()
    let files = try sync.export(from: store, at: Date(timeIntervalSince1970: 1_800_000_000))
    let downloaded = try sync.validate(files, against: store)
    var edited = downloaded.ledger
    edited.transactions[0].note = "edited in the sheet"
    let exportId = try #require(downloaded.exportIds[.transactions])
    let editedFiles = LedgerFixtures.sheetFiles(edited, exportId: exportId)
    let sheet = try sync.validate(editedFiles, against: store)
    let options = MergeOptions(mergeTime: Date(timeIntervalSince1970: 1_800_000_100))
    let names = editedFiles.map(\.name)

    let planned = try sync.plan(
      merging: sheet, into: store.loadLedger(),
      bases: store.loadMergeBases(exportIds: Set(sheet.exportIds.values)), options: options,
      sourceNames: names)
    #expect(planned == (try sync.merge(sheet, into: store, options: options, sourceNames: names)))
    #expect(planned.changes.map(\.action) == [.updated])
    try store.apply(planned)

    let record = try #require(try store.mergeHistory().first)
    #expect(record.time == options.mergeTime)
    #expect(record.sourceFolder == names.joined(separator: " "))
    #expect(record.totals == planned.result.report.flatTotals)
    #expect(record.reportJSON == planned.result.report.historyJSON())
  }
}
