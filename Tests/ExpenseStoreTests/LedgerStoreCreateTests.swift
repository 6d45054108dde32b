import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite struct LedgerStoreCreateTests {
  /// A store made by `create(at:with:)` is the store `replaceLedger(with:)` makes in a new file:
  /// the same ledger, stamped, in WAL mode, and nothing left beside it.
  @Test func createdStoreHoldsTheLedgerAsAReplacedOneDoes() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 12_000)
    #expect(try LedgerStore.create(at: path, with: ledger))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ledger.sqlite"])
    let store = try LedgerStore(path: path, mustExist: true)
    #expect(try store.loadLedger() == ledger)
    #expect(try store.holdsLedger())
    let (mode, identity, revision, integrity) = try store.writer.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"), try StoreIdentity(db),
        try LedgerStore.revision(db), try String.fetchOne(db, sql: "PRAGMA integrity_check")
      )
    }
    #expect(mode == "wal")
    #expect(identity == .stamped)
    #expect(revision == 1)
    #expect(integrity == "ok")
    // Merges and exports work on it as on any store.
    let edited = LedgerFixtures.edited(ledger)
    try store.replaceLedger(with: edited)
    #expect(try store.loadLedger() == edited)
  }

  /// An existing file is never overwritten: `create` declines and writes nothing.
  @Test func createLeavesAnExistingFileAlone() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    try Data("not a store".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try !LedgerStore.create(at: path, with: LedgerFixtures.ledger(transactions: 10)))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not a store".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ledger.sqlite"])
  }
}
