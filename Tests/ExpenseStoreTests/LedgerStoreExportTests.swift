import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `LedgerStore.export` writes each row as it reads it, in parts read side by side; the files
/// must be those of the ledger loaded and written whole, and the export must become the base.
@Suite struct LedgerStoreExportTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet", totals: [:],
    reportJSON: "{}")

  /// The files of `tabs` in `folder`, by tab.
  func files(in folder: URL, of tabs: [Tab] = Tab.allCases) throws -> [Tab: [UInt8]] {
    var files: [Tab: [UInt8]] = [:]
    for tab in tabs {
      files[tab] = Array(try Data(contentsOf: folder.appendingPathComponent(tab.fileName)))
    }
    return files
  }

  @Test(
    "The files are those of the loaded ledger, whatever the parts",
    arguments: [(UInt64(1), 65_536), (2, 97), (3, 1)], [false, true])
  func filesAsWrittenWhole(seedAndRowsPerPart: (UInt64, Int), bom: Bool) throws {
    let (seed, rowsPerPart) = seedAndRowsPerPart
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let original = LedgerFixtures.ledger(transactions: 600, seed: seed)
    try store.replaceLedger(with: original)
    // A merge that adds, drops and reorders rows leaves gaps and moves among the positions.
    try store.applyMerge(merged: LedgerFixtures.edited(original, seed: seed), record: Self.record)
    let ledger = try store.loadLedger()
    let writer = WorkbookWriter(writeBOM: bom, exportId: UUID())
    let out = folder.appendingPathComponent("export")

    let reports = Locked<[(rowsEncoded: Int, rows: Int)]>([])
    let counts = try store.export(
      to: out.path, writer: writer, at: Date(), rowsPerPart: rowsPerPart
    ) { rowsEncoded, rows in reports.withLock { $0.append((rowsEncoded, rows)) } }

    #expect(try files(in: out) == writer.encode(ledger))
    #expect(counts[.transactions] == ledger.transactions.count)
    #expect(counts[.receipts] == ledger.receipts.count)
    #expect(counts[.categories] == ledger.categories.count)
    #expect(try store.loadBase() == ledger)
    // Progress counts every row once, in order, up to the whole.
    let total = counts.values.reduce(0, +)
    let reported = reports.withLock { $0 }
    #expect(reported.allSatisfy { $0.rows == total })
    #expect(reported.map(\.rowsEncoded) == reported.map(\.rowsEncoded).sorted())
    #expect(reported.last?.rowsEncoded == total)
  }

  @Test("A store without a ledger exports nothing, and leaves the folder's files as they were")
  func storeWithoutLedger() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let out = folder.appendingPathComponent("export")
    try WorkbookWriter().write(LedgerFixtures.ledger(transactions: 5), to: out.path)
    let before = try files(in: out)

    let error = try #require(throws: StoreError.self) {
      try store.export(to: out.path, writer: WorkbookWriter(), at: Date())
    }

    #expect(error.code == .noLedger)
    #expect(try files(in: out) == before)
    #expect(try store.lastExport() == nil)
  }

  @Test("A file that cannot be written leaves the previous base and files")
  func failedWriteKeepsTheBase() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let original = LedgerFixtures.ledger(transactions: 200, seed: 4)
    try store.replaceLedger(with: original)
    let out = folder.appendingPathComponent("export")
    try store.export(to: out.path, writer: WorkbookWriter(), at: Date())
    let before = try files(in: out)
    try store.applyMerge(merged: LedgerFixtures.edited(original, seed: 4), record: Self.record)
    // A folder where Settings.csv belongs: the other four files are written, then undone.
    let settings = out.appendingPathComponent(Tab.settings.fileName)
    try FileManager.default.removeItem(at: settings)
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)

    #expect(throws: WorkbookError.self) {
      try store.export(to: out.path, writer: WorkbookWriter(), at: Date())
    }

    #expect(try store.loadBase() == original)
    let others = Tab.allCases.filter { $0 != .settings }
    #expect(try files(in: out, of: others) == before.filter { $0.key != .settings })
  }

  /// What `beforeReplacing` throws when the folder's files changed since they were checked.
  struct FilesChanged: Error {}

  @Test("An export refused just before it replaces the files leaves them, and the base")
  func refusedBeforeReplacing() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let original = LedgerFixtures.ledger(transactions: 200, seed: 5)
    try store.replaceLedger(with: original)
    let out = folder.appendingPathComponent("export")
    try store.export(to: out.path, writer: WorkbookWriter(), at: Date())
    let before = try files(in: out)
    try store.applyMerge(merged: LedgerFixtures.edited(original, seed: 5), record: Self.record)

    var asked = 0
    #expect(throws: FilesChanged.self) {
      try store.export(
        to: out.path, writer: WorkbookWriter(), at: Date(),
        beforeReplacing: {
          asked += 1
          throw FilesChanged()
        })
    }

    #expect(asked == 1)
    #expect(try store.loadBase() == original)
    #expect(try files(in: out) == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(Set(left) == Set(Tab.allCases.map(\.fileName)))
  }
}
