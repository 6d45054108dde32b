import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite struct LedgerStorePageSizeTests {
  /// The page size of the SQLite file at `path`.
  private static func pageSize(at path: String) throws -> Int? {
    try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA page_size") }
  }

  /// Every way a store comes to be lays it out in pages of `LedgerStore.pageSize`: a store
  /// opened on no file, on an empty file, and one an import creates.
  @Test(arguments: ["no file", "empty file", "created"])
  func newStoresUseTheStorePageSize(madeFrom start: String) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 50)
    switch start {
    case "created":
      #expect(try LedgerStore.create(at: path, with: ledger))
    default:
      if start == "empty file" { try Data().write(to: URL(fileURLWithPath: path)) }
      let store = try LedgerStore(path: path)
      try store.replaceLedger(with: ledger)
      try store.close()
    }
    #expect(try Self.pageSize(at: path) == LedgerStore.pageSize)
    #expect(try LedgerStore(path: path, mustExist: true).loadLedger() == ledger)
  }

  /// A store made with SQLite's default 4 KiB pages keeps them: it is read, merged into and
  /// checked as before, its file never rewritten to change them.
  @Test func aStoreWithSmallerPagesKeepsThem() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let old = try DatabaseQueue(path: path)
    try old.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA page_size = 4096")
      try db.execute(sql: "PRAGMA journal_mode = WAL")
    }
    try LedgerSchema.migrator.migrate(old)
    try old.close()
    let ledger = LedgerFixtures.ledger(transactions: 50)
    let store = try LedgerStore(path: path)
    try store.replaceLedger(with: ledger)
    let edited = LedgerFixtures.edited(ledger)
    try store.applyMerge(
      merged: edited,
      record: MergeRecord(time: Date(), sourceFolder: "sheet", totals: [:], reportJSON: "{}"))
    try store.close()
    #expect(try Self.pageSize(at: path) == 4096)
    let reopened = try LedgerStore(path: path, mustExist: true)
    #expect(try reopened.loadLedger() == edited)
    #expect(
      try reopened.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
  }
}
