import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// A store keeps the ledger it loaded until the file is written: a load with no write between
/// (as a validation followed by a merge makes) reads no row; a write through any store on the
/// file makes the next load read it.
@Suite final class LedgerStoreKeptLedgerTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  @Test func aLoadWithNoWriteSinceReadsNoRow() throws {
    let store = try stores.make(holding: LedgerFixtures.ledger(transactions: 300))
    let loaded = try store.loadLedger()
    // A value no read decodes, written past the store (its revision unchanged): only a read of
    // the row would fail.
    try store.writer.writeWithoutTransaction { db in
      try db.execute(
        sql: "UPDATE transactions SET amount = 'not a number' WHERE transactionId = ?",
        arguments: [loaded.transactions[7].transactionId])
    }
    #expect(throws: StoreError.self) { try LedgerStore(path: store.path).loadLedger() }
    #expect(try store.loadLedger() == loaded)
  }

  @Test func aWriteThroughAnotherStoreIsRead() throws {
    let store = try stores.make(holding: LedgerFixtures.ledger(transactions: 300))
    let loaded = try store.loadLedger()
    let other = try LedgerStore(path: store.path)
    let edited = LedgerFixtures.edited(loaded)
    try other.replaceLedger(with: edited)
    #expect(try store.loadLedger() == edited)
    // And a write through this store drops what it kept.
    try store.replaceLedger(with: loaded)
    #expect(try store.loadLedger() == loaded)
  }
}
