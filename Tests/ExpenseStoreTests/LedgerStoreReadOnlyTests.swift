import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// A store that is only read leaves its file byte for byte as it was, so that a dry run, a
/// refused merge or a command that only reads never changes the file.
@Suite struct LedgerStoreReadOnlyTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet",
    totals: ["updated": 1], reportJSON: "{}")

  /// A closed store at `path` holding a ledger, a base and one merge, its log folded into the
  /// file.
  func makeStore(at path: String) throws -> Ledger {
    let store = try LedgerStore(path: path)
    let ledger = LedgerFixtures.ledger(transactions: 300)
    try store.replaceLedger(with: ledger)
    try store.recordExport(of: ledger, at: Self.record.time, folder: "/export")
    let merged = LedgerFixtures.edited(ledger)
    try store.applyMerge(merged: merged, expectedCurrent: ledger, record: Self.record)
    try store.close()
    return merged
  }

  /// The files beside the store that SQLite keeps while the store is open.
  func sideFiles(of path: String) -> [String] {
    ["-wal", "-shm", "-journal"].map { path + $0 }
      .filter { FileManager.default.fileExists(atPath: $0) }
  }

  @Test(
    "Opening, loading the ledger and base, reading the history and closing changes no byte",
    arguments: [true, false])
  func readingChangesNoByte(closes: Bool) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let merged = try makeStore(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(sideFiles(of: path).isEmpty)

    do {
      let store = try LedgerStore(path: path)
      #expect(try !store.isEmpty())
      let (ledger, base) = try store.loadLedgerAndBase()
      #expect(ledger == merged)
      #expect(base != nil)
      #expect(try store.loadLedger() == merged)
      #expect(try store.mergeHistory().count == 1)
      #expect(try store.lastExport()?.folder == "/export")
      // Without `close()`, the store closes when released.
      if closes { try store.close() }
    }

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(sideFiles(of: path).isEmpty)
  }

  @Test("A store released without close() after a write leaves the file holding everything")
  func releasedAfterWrite() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 50)
    do {
      let store = try LedgerStore(path: path)
      try store.replaceLedger(with: ledger)
      #expect(try store.loadLedger() == ledger)
    }
    #expect(sideFiles(of: path).isEmpty)
    #expect(try LedgerStore(path: path).loadLedger() == ledger)
  }

  @Test("A read-only pool reads a WAL-mode file whose -wal and -shm files do not exist")
  func readOnlyPoolWithoutLog() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let merged = try makeStore(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(sideFiles(of: path).isEmpty)

    var configuration = Configuration()
    configuration.readonly = true
    let pool = try DatabasePool(path: path, configuration: configuration)
    let (mode, count) = try pool.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM transactions")
      )
    }
    try pool.close()

    #expect(mode == "wal")
    #expect(count == merged.transactions.count)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
