import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite struct LedgerStoreRoundTripTests {
  @Test func newStoreIsEmpty() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    #expect(try store.isEmpty())
    #expect(try store.loadLedger() == Ledger())
    #expect(try store.loadBase() == nil)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func closeLeavesTheWholeLedgerInTheFileAlone() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 500)
    let store = try LedgerStore(path: path)
    try store.replaceLedger(with: ledger)
    _ = try store.loadLedger()
    try store.close()
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    #expect(throws: StoreError.self) { try store.loadLedger() }
    #expect(try LedgerStore(path: path).loadLedger() == ledger)
  }

  /// A load reads the Transactions tab and the others on two connections at once: a write
  /// between the two reads must not give back a ledger made of two states.
  @Test func loadsDuringWritesSeeOneState() async throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let first = LedgerFixtures.ledger(transactions: 3_000)
    let second = LedgerFixtures.edited(first)
    try LedgerStore(path: path).replaceLedger(with: first)
    // Another store on the same file writes, as another process would.
    let writer = Task.detached {
      let other = try LedgerStore(path: path)
      for round in 0..<30 {
        try other.replaceLedger(with: round.isMultiple(of: 2) ? second : first)
      }
    }
    let reader = try LedgerStore(path: path)
    for _ in 0..<30 {
      let loaded = try reader.loadLedgerAndBase().ledger
      #expect(loaded == first || loaded == second)
    }
    try await writer.value
  }

  /// After a load's side-by-side reads kept seeing two states, one connection reads
  /// everything: it must give what the side-by-side reads give.
  @Test("The one-connection load gives the side-by-side load's ledger and base")
  func oneConnectionLoad() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let original = LedgerFixtures.ledger(transactions: 400, seed: 5)
    try store.replaceLedger(with: original)
    try store.recordExport(of: original, at: Date(timeIntervalSince1970: 0), folder: "/export")
    // A merge after the export leaves a base that differs from the ledger.
    try store.applyMerge(
      merged: LedgerFixtures.edited(original, seed: 5),
      record: MergeRecord(
        time: Date(timeIntervalSince1970: 1), sourceFolder: "/sheet", totals: [:],
        reportJSON: "{}"))

    let sideBySide = try store.load(withBase: true)
    let oneConnection = try store.load(withBase: true, sideBySideAttempts: 0)

    #expect(sideBySide.base == original)
    #expect(oneConnection.ledger == sideBySide.ledger)
    #expect(oneConnection.base == sideBySide.base)
    #expect(try store.load(withBase: false, sideBySideAttempts: 0).ledger == sideBySide.ledger)
  }

  @Test func tenThousandRowsRoundTrip() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 10_000)
    do {
      let store = try LedgerStore(path: path)
      try store.replaceLedger(with: ledger)
      #expect(try !store.isEmpty())
      #expect(try store.loadLedger() == ledger)
    }
    let reopened = try LedgerStore(path: path)
    let indexes = try reopened.reader.read { db in
      try String.fetchSet(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions'"
      )
    }
    #expect(
      indexes == ["transactions_transactionId", "transactions_position"],
      "bulk replace lost an index")
    let loaded = try reopened.loadLedger()
    #expect(loaded == ledger)
    #expect(loaded.transactions.map(\.amount) == ledger.transactions.map(\.amount))
    #expect(loaded.transactions.contains { $0.amount == Decimal(string: "0.125")! })
    #expect(loaded.transactions.contains { $0.paidFlag == nil })
    #expect(loaded.transactions.contains { !$0.extraCells.isEmpty })
  }

  @Test func replaceOverwritesEverything() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 500, seed: 1))
    let second = LedgerFixtures.ledger(transactions: 200, seed: 5)
    try store.replaceLedger(with: second)
    #expect(try store.loadLedger() == second)
    try store.replaceLedger(with: Ledger())
    #expect(try store.isEmpty())
  }

  @Test func valuesAreStoredInTheDocumentedColumnForms() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 20)
    try store.replaceLedger(with: ledger)
    let first = ledger.transactions[0]
    let row = try store.reader.read { db in
      let row = try #require(
        try Row.fetchOne(
          db,
          sql: """
            SELECT typeof(amount), amount, date, typeof(createdAt), CAST(createdAt AS TEXT)
            FROM transactions WHERE position = 0
            """))
      return try (0..<5).map { try row.decode(String.self, atIndex: $0) }
    }
    #expect(row[0] == "text")
    #expect(row[1] == first.amount.description)
    #expect(row[2] == first.date.description)
    #expect(row[3] == "integer")
    #expect(row[4] == String(Int64((first.createdAt.timeIntervalSince1970 * 1000).rounded())))
  }

  @Test func exportBaseRoundTrips() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 1_000)
    try store.replaceLedger(with: ledger)
    let time = Date(timeIntervalSince1970: 1_700_000_000.123)
    try store.recordExport(of: ledger, at: time, folder: "/tmp/export")
    #expect(try store.loadBase() == ledger)
    #expect(try store.lastExport()?.time == time)
    #expect(try store.lastExport()?.folder == "/tmp/export")
    let edited = LedgerFixtures.edited(ledger)
    try store.recordExport(of: edited, at: time, folder: "/tmp/export2")
    #expect(try store.loadBase() == edited)
    #expect(try store.loadLedger() == ledger)
  }

  @Test func exportOfTheLoadedLedgerCopiesTheStoredRows() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 12_000)
    try store.replaceLedger(with: ledger)
    try store.applyMerge(
      merged: LedgerFixtures.edited(ledger),
      record: MergeRecord(time: Date(), sourceFolder: "s", totals: [:], reportJSON: "{}"))
    let loaded = try store.loadLedger()
    try store.recordExport(of: loaded, at: Date(), folder: "/tmp/export")
    #expect(try store.loadBase() == loaded)
    // The copy keeps positions, so a later merge diffs the base as before.
    let newBase = LedgerFixtures.edited(loaded, seed: 9)
    try store.applyMerge(
      merged: loaded,
      record: MergeRecord(time: Date(), sourceFolder: "s", totals: [:], reportJSON: "{}"),
      newBase: newBase)
    #expect(try store.loadBase() == newBase)
  }

  @Test func exportAfterAnotherWriteRecordsTheGivenLedger() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let store = try LedgerStore(path: path)
    let ledger = LedgerFixtures.ledger(transactions: 1_000)
    try store.replaceLedger(with: ledger)
    let loaded = try store.loadLedger()
    // Another process writes after the load: the store no longer holds what was exported.
    let edited = LedgerFixtures.edited(ledger)
    try LedgerStore(path: path).replaceLedger(with: edited)
    try store.recordExport(of: loaded, at: Date(), folder: "/tmp/export")
    #expect(try store.loadBase() == ledger)
    #expect(try store.loadLedger() == edited)
  }

  @Test func exportWhoseFilesFailRecordsNothing() throws {
    struct FilesNotWritten: Error {}
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 200)
    try store.replaceLedger(with: ledger)
    try store.recordExport(of: try store.loadLedger(), at: Date(), folder: "/tmp/first")
    let edited = LedgerFixtures.edited(ledger)
    try store.replaceLedger(with: edited)
    #expect(throws: FilesNotWritten.self) {
      try store.recordExport(of: try store.loadLedger(), at: Date(), folder: "/tmp/second") {
        throw FilesNotWritten()
      }
    }
    #expect(try store.loadBase() == ledger)
    #expect(try store.lastExport()?.folder == "/tmp/first")
  }
}
