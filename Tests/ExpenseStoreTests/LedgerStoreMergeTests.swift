import ExpenseSheets
import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import ExpenseStore

@Suite final class LedgerStoreMergeTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000.5), sourceFolder: "/exports/2024-11",
    totals: ["inserted": 12, "updated": 100, "deleted": 3], reportJSON: #"{"rows":[]}"#)

  func makeStore(_ ledger: Ledger) throws -> LedgerStore {
    try stores.make(holding: ledger)
  }

  @Test func mergeWritesOnlyChangedRows() throws {
    let ledger = LedgerFixtures.ledger(transactions: 5_000)
    let store = try makeStore(ledger)
    let merged = LedgerFixtures.edited(ledger)
    var writes = WriteBudget.unlimited
    let counts = try store.applyMerge(
      merged: merged, expectedCurrent: ledger, record: Self.record, newBase: merged,
      writes: &writes)
    #expect(try store.loadLedger() == merged)
    #expect(try store.loadBase() == merged)
    #expect(try store.mergeHistory() == [Self.record])
    // 500 edited transactions (10 of them deleted), one category, the settings row.
    #expect(counts == ChangeCounts(inserted: 110, updated: 492, deleted: 100))
    let again = try store.applyMerge(
      merged: merged, expectedCurrent: nil, record: Self.record, newBase: nil, writes: &writes)
    #expect(again == ChangeCounts())
    #expect(try store.mergeHistory().count == 2)
  }

  @Test func mergeKeepsOrderWhenRowsMove() throws {
    let ledger = LedgerFixtures.ledger(transactions: 300)
    let store = try makeStore(ledger)
    var merged = ledger
    merged.transactions.reverse()
    merged.transactions.insert(
      LedgerFixtures.ledger(transactions: 1, seed: 77).transactions[0], at: 150)
    merged.categories.swapAt(0, 4)
    try store.applyMerge(merged: merged, record: Self.record)
    #expect(try store.loadLedger() == merged)
    var shuffled = merged
    var random = LedgerFixtures.Random(state: 3)
    shuffled.transactions.shuffle(using: &random)
    try store.applyMerge(merged: shuffled, record: Self.record)
    #expect(try store.loadLedger() == shuffled)
  }

  @Test func mergeRefusesWhenTheStoreChanged() throws {
    let ledger = LedgerFixtures.ledger(transactions: 100)
    let store = try makeStore(ledger)
    let stale = LedgerFixtures.ledger(transactions: 100, seed: 9)
    let error = try #require(throws: StoreError.self) {
      try store.applyMerge(
        merged: LedgerFixtures.edited(ledger), expectedCurrent: stale, record: Self.record)
    }
    #expect(error.code == .storeChanged)
    #expect(try store.loadLedger() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func mergeRefusesWhenAnotherProcessWroteAfterTheLoad() throws {
    let ledger = LedgerFixtures.ledger(transactions: 100)
    let store = try makeStore(ledger)
    let loaded = try store.loadLedger()
    let other = LedgerFixtures.ledger(transactions: 100, seed: 9)
    try LedgerStore(path: store.path).replaceLedger(with: other)
    let error = try #require(throws: StoreError.self) {
      try store.applyMerge(
        merged: LedgerFixtures.edited(loaded), expectedCurrent: loaded, record: Self.record)
    }
    #expect(error.code == .storeChanged)
    #expect(try store.loadLedger() == other)
  }

  @Test func mergeOfTheLoadedLedgerWritesIt() throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 100))
    let loaded = try store.loadLedger()
    let edited = LedgerFixtures.edited(loaded)
    try store.applyMerge(merged: edited, expectedCurrent: loaded, record: Self.record)
    #expect(try LedgerStore(path: store.path).loadLedger() == edited)
  }

  /// A write finds a loaded row by its rowid; a row no longer there (a VACUUM may renumber
  /// rows, which changes no revision) is found by its key instead, and no other row changes.
  /// After an export, the base keeps each changed row as exported, not the row now at its
  /// rowid.
  @Test(arguments: [false, true])
  func mergeFindsRowsWhoseRowidsChangedAfterTheLoad(exported: Bool) throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 300))
    if exported {
      // The ledger as loaded is exported as it is stored: its base copies rows as they change.
      try store.recordExport(of: try store.loadLedger(), at: Self.record.time, folder: "/base")
    }
    let loaded = try store.loadLedger()
    let other = try DatabaseQueue(path: store.path)
    // Every other row moves to a rowid that another loaded row had.
    try other.write { db in
      try db.execute(sql: "UPDATE transactions SET rowid = rowid + 1000000 WHERE rowid % 2 = 0")
      try db.execute(sql: "UPDATE transactions SET rowid = rowid + 1 WHERE rowid % 2 = 1")
      try db.execute(sql: "UPDATE transactions SET rowid = rowid - 1000001 WHERE rowid > 1000000")
    }
    try other.close()
    let edited = LedgerFixtures.edited(loaded)
    try store.applyMerge(merged: edited, expectedCurrent: loaded, record: Self.record)
    #expect(try LedgerStore(path: store.path).loadLedger() == edited)
    #expect(try LedgerStore(path: store.path).loadBase() == (exported ? loaded : nil))
  }

  /// The merge writes 426 rows, then its history entry; a base equal to the merged ledger
  /// costs no write.
  @Test(arguments: [0, 1, 50, 400, 426])
  func failureMidMergeLeavesTheStoreAsBefore(rowsBeforeFailure: Int) throws {
    let ledger = LedgerFixtures.ledger(transactions: 3_000)
    let store = try makeStore(ledger)
    try store.recordExport(of: ledger, at: Self.record.time, folder: "/base")
    let merged = LedgerFixtures.edited(ledger)
    var writes = WriteBudget(remaining: rowsBeforeFailure)
    #expect(throws: WriteBudget.Exhausted.self) {
      try store.applyMerge(
        merged: merged, expectedCurrent: ledger, record: Self.record, newBase: merged,
        writes: &writes)
    }
    #expect(try store.loadLedger() == ledger)
    #expect(try store.loadBase() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func failureWhileStoringAnotherBaseLeavesTheStoreAsBefore() throws {
    let ledger = LedgerFixtures.ledger(transactions: 3_000)
    let store = try makeStore(ledger)
    try store.recordExport(of: ledger, at: Self.record.time, folder: "/base")
    let merged = LedgerFixtures.edited(ledger)
    // A base other than the merged ledger is stored in full: the budget ends within it.
    var writes = WriteBudget(remaining: 2_000)
    #expect(throws: WriteBudget.Exhausted.self) {
      try store.applyMerge(
        merged: merged, expectedCurrent: ledger, record: Self.record,
        newBase: LedgerFixtures.edited(merged, seed: 7), writes: &writes)
    }
    #expect(try store.loadLedger() == ledger)
    #expect(try store.loadBase() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  /// A merge that deletes rows, and one that keeps every stored row (the duplicate then comes
  /// after every stored row was matched).
  @Test(arguments: [true, false])
  func duplicateKeysLeaveTheStoreAsBefore(deletesRows: Bool) throws {
    let ledger = LedgerFixtures.ledger(transactions: 2_000)
    let store = try makeStore(ledger)
    var merged = ledger
    if deletesRows {
      merged = LedgerFixtures.edited(ledger)
    } else {
      merged.transactions[3].note = "edited"
    }
    merged.transactions.append(merged.transactions[1_500])
    let error = try #require(throws: StoreError.self) {
      try store.applyMerge(merged: merged, record: Self.record)
    }
    #expect(error.code == .duplicateKey)
    #expect(error.description.contains(merged.transactions[1_500].transactionId.uuidString))
    #expect(try store.loadLedger() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func reportPastSQLitesCellLimitIsRefusedAndLeavesTheStoreAsBefore() throws {
    let ledger = LedgerFixtures.ledger(transactions: 200)
    let store = try makeStore(ledger)
    // The writer's cells may hold 100,000 bytes here (SQLite's default is a billion): a report
    // larger deflated must be refused, not bound (GRDB stops the process when a bind fails).
    store.writer.writeWithoutTransaction { db in
      _ = sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, 100_000)
    }
    var record = Self.record
    // Random numbers: about 400 KB that deflate to no less than half.
    var random = SystemRandomNumberGenerator()
    let numbers = (0..<20_000).map { _ in String(random.next() as UInt64) }
    record.reportJSON = "[" + numbers.joined(separator: ",") + "]"

    let error = #expect(throws: StoreError.self) {
      try store.applyMerge(merged: LedgerFixtures.edited(ledger), record: record)
    }

    #expect(error?.code == .tooLarge)
    #expect(try store.loadLedger() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func constraintViolationLeavesTheStoreAsBefore() throws {
    let ledger = LedgerFixtures.ledger(transactions: 2_000)
    let store = try makeStore(ledger)
    let merged = LedgerFixtures.edited(ledger)
    // A merge that breaks an SQL constraint after writing rows: the base snapshot's unique
    // key is violated by a duplicate among rows that are new to it.
    var base = merged
    base.transactions.append(base.transactions.last!)
    #expect(throws: StoreError.self) {
      try store.applyMerge(merged: merged, record: Self.record, newBase: base)
    }
    #expect(try store.loadLedger() == ledger)
    #expect(try store.loadBase() == nil)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func mergeHistoryKeepsEveryRecordInOrder() throws {
    let store = try makeStore(Ledger())
    var records: [MergeRecord] = []
    for index in 0..<5 {
      let record = MergeRecord(
        time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60.001),
        sourceFolder: "/exports/\(index) é", totals: ["updated": index],
        reportJSON: #"{"index":\#(index)}"#)
      try store.applyMerge(merged: Ledger(), record: record)
      records.append(record)
    }
    #expect(try store.mergeHistory() == records)
  }
}
