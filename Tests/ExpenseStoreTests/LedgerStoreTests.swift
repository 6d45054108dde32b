import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// A store file in a fresh temporary folder.
func temporaryStorePath(_ name: String = #function) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("store-\(name.filter(\.isLetter))-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.appendingPathComponent("ledger.sqlite").path
}

/// A ledger with every field kind: nil optionals, non-ASCII text, extra cells, odd amounts.
func richLedger(rows: Int) -> Ledger {
  var ledger = SampleLedger.make(transactions: rows, seed: 11)
  for index in ledger.transactions.indices where index % 7 == 0 {
    ledger.transactions[index].amount =
      [Decimal(string: "0.125")!, 15000, Decimal(string: "1234567.891")!][index % 3]
    ledger.transactions[index].extraCells = [.init(column: "Reviewed by", value: "Zoë ✓")]
    ledger.transactions[index].paidFlag = nil
  }
  ledger.categories[0].extraCells = [.init(column: "Budget", value: "300")]
  return ledger
}

@Suite("The local store")
struct LedgerStoreTests {
  @Test("A 10,000-row ledger with every field kind saves and loads unchanged")
  func roundTrip() throws {
    let path = try temporaryStorePath()
    let ledger = richLedger(rows: 10_000)
    let store = try LedgerStore(path: path)
    #expect(try store.isEmpty())
    try store.replaceLedger(with: ledger)
    #expect(try !store.isEmpty())
    #expect(try LedgerStore(path: path).loadLedger() == ledger)
  }

  @Test("A new file is created and migrated; reopening it changes nothing")
  func migrations() throws {
    let path = try temporaryStorePath()
    _ = try LedgerStore(path: path)
    _ = try LedgerStore(path: path)
    let queue = try DatabaseQueue(path: path)
    let tables = try queue.read { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    }
    #expect(
      tables.contains("transactions") && tables.contains("base_transactions")
        && tables.contains("merges"))
  }

  @Test("A store of a newer schema is refused and left byte-identical")
  func newerSchema() throws {
    let path = try temporaryStorePath()
    _ = try LedgerStore(path: path)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 from the future')")
    }
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let error = try #require(throws: StoreError.self) { try LedgerStore(path: path) }
    #expect(error.message.contains("newer version"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("A file that is not SQLite is refused with its path")
  func notSQLite() throws {
    let path = try temporaryStorePath()
    try Data("transactionId,type\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: StoreError.self) { try LedgerStore(path: path) }
    #expect(error.path == path)
    #expect(error.message.contains("not a SQLite store"))
  }

  @Test("The export is remembered as the base of the next merge")
  func base() throws {
    let store = try LedgerStore(path: try temporaryStorePath())
    #expect(try store.loadBase() == nil)
    let ledger = richLedger(rows: 50)
    try store.replaceLedger(with: ledger)
    try store.recordExport(of: ledger, at: Date(), folder: "out")
    #expect(try store.loadBase() == ledger)
  }

  @Test("A merge writes only what differs, and is recorded")
  func applyMerge() throws {
    let store = try LedgerStore(path: try temporaryStorePath())
    let ledger = richLedger(rows: 200)
    try store.replaceLedger(with: ledger)
    let snapshot = try store.load()
    var merged = ledger
    merged.transactions[3].note = "edited"
    merged.transactions.remove(at: 5)
    merged.transactions.append(SampleLedger.make(transactions: 1, seed: 99).transactions[0])
    try store.applyMerge(
      merged: merged, over: snapshot,
      record: MergeRecord(
        time: Date(), sourceFolder: "sheet", totals: ["updated": 1], reportJSON: "{}"))
    #expect(
      try store.loadLedger().transactions.sorted {
        $0.transactionId.uuidString < $1.transactionId.uuidString
      }
        == merged.transactions.sorted { $0.transactionId.uuidString < $1.transactionId.uuidString })
    #expect(try store.mergeHistory().map(\.sourceFolder) == ["sheet"])
  }

  @Test("A merge over a store that changed meanwhile is refused, and nothing is written")
  func staleSnapshot() throws {
    let store = try LedgerStore(path: try temporaryStorePath())
    let ledger = richLedger(rows: 20)
    try store.replaceLedger(with: ledger)
    let snapshot = try store.load()
    try store.replaceLedger(with: ledger)
    var merged = ledger
    merged.transactions.removeAll()
    let record = MergeRecord(time: Date(), sourceFolder: "x", totals: [:], reportJSON: "{}")
    #expect(throws: StoreError.self) {
      try store.applyMerge(merged: merged, over: snapshot, record: record)
    }
    #expect(try store.loadLedger() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test("A failure in the middle of a merge leaves the store exactly as before")
  func atomicApply() throws {
    struct Injected: Error {}
    let store = try LedgerStore(path: try temporaryStorePath()) { table in
      if table == "receipts" { throw Injected() }
    }
    let ledger = richLedger(rows: 100)
    try store.replaceLedger(with: ledger)
    let snapshot = try store.load()
    var merged = ledger
    for index in merged.transactions.indices {
      merged.transactions[index].note = "changed \(index)"
    }
    merged.receipts.removeAll()
    let record = MergeRecord(time: Date(), sourceFolder: "x", totals: [:], reportJSON: "{}")
    #expect(throws: (any Error).self) {
      try store.applyMerge(merged: merged, over: snapshot, record: record)
    }
    #expect(try store.loadLedger() == ledger)
  }
}
