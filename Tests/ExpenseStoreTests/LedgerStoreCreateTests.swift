import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite struct LedgerStoreCreateTests {
  /// A store made by `create(at:with:)` is the store `replaceLedger(with:)` makes in a new file:
  /// the same ledger and schema, stamped, in WAL mode, and nothing left beside it; for tables
  /// small enough to keep their indexes while inserting and for those (10,000 rows or more)
  /// whose indexes are built after the load.
  @Test(arguments: [10, 12_000])
  func createdStoreHoldsTheLedgerAsAReplacedOneDoes(transactions: Int) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: transactions)
    #expect(try LedgerStore.create(at: path, with: ledger))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ledger.sqlite"])
    let store = try LedgerStore(path: path, mustExist: true)
    #expect(try store.loadLedger() == ledger)
    let replaced = try LedgerStore(path: folder.appendingPathComponent("replaced.sqlite").path)
    try replaced.replaceLedger(with: ledger)
    let schema = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
    #expect(
      try store.writer.read { try Row.fetchAll($0, sql: schema) }
        == replaced.writer.read { try Row.fetchAll($0, sql: schema) })
    // Rows are stored in position order, as the reads that follow the position expect.
    let outOfOrder = try store.writer.read { db in
      try LedgerTables.tables.map {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0) WHERE rowid != position + 1")
      }
    }
    #expect(outOfOrder == [0, 0, 0, 0, 0])
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
