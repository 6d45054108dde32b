import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// `replaceLedger(with:)` over a store that holds a ledger, as `import --replace` runs it: the
/// store then holds the new ledger, and the last export's base stays as exported, whether only
/// the rows that differ are written (most rows stored as they are) or every row.
@Suite final class LedgerStoreReplaceTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  /// `ledger` with `count` new transactions placed before its row at `index`.
  static func adding(_ count: Int, before index: Int, to ledger: Ledger) -> Ledger {
    var result = ledger
    let fresh = LedgerFixtures.ledger(transactions: count, seed: 77).transactions
    result.transactions.insert(contentsOf: fresh, at: index)
    return result
  }

  /// Ways a ledger imported again differs from the one stored and exported (300
  /// transactions).
  static let replacements: [(name: String, make: @Sendable (Ledger) -> Ledger)] = [
    ("the same ledger", { $0 }),
    ("a tenth edited, rows deleted, rows appended", { LedgerFixtures.edited($0) }),
    ("rows added near the end, the rows after them moved", { adding(5, before: 290, to: $0) }),
    ("rows added in the middle", { adding(5, before: 100, to: $0) }),
    (
      "the rows in reverse order",
      { ledger in
        var reversed = ledger
        reversed.transactions.reverse()
        return reversed
      }
    ),
    ("another ledger", { _ in LedgerFixtures.ledger(transactions: 300, seed: 9) }),
  ]

  @Test(arguments: replacements.indices)
  func theStoreHoldsTheNewLedgerAndTheExportedBase(replacement: Int) throws {
    let ledger = LedgerFixtures.ledger(transactions: 300)
    let store = try stores.make(holding: ledger)
    try store.recordExport(of: ledger, at: Date(), folder: "/export")
    let (name, make) = Self.replacements[replacement]
    let replaced = make(ledger)

    try store.replaceLedger(with: replaced)

    let reopened = try LedgerStore(path: store.path, mustExist: true)
    #expect(try reopened.loadLedger() == replaced, "\(name)")
    #expect(try reopened.loadBase() == ledger, "\(name)")
    #expect(
      try reopened.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
  }

  @Test func theSameLedgerAgainWritesNoTransactionNorReceipt() throws {
    let ledger = LedgerFixtures.ledger(transactions: 3_000)
    let store = try stores.make(holding: ledger)
    // Only the small tabs are written again, row by row: a budget for them alone suffices.
    let smallTabRows = ledger.categories.count + ledger.recurringRules.count + 1
    var writes = WriteBudget(remaining: smallTabRows)
    try store.writer.write { db in
      try LedgerTables.live(path: store.path).replace(with: ledger, db, writes: &writes)
    }
    #expect(writes.remaining == 0)
    #expect(try store.loadLedger() == ledger)
  }

  /// A tenth of the transactions edited, some deleted, some appended: the rows written are far
  /// fewer than the ledger's, so half of them is budget enough (every row again spends more).
  @Test func anEditedLedgerWritesOnlyWhatDiffers() throws {
    let ledger = LedgerFixtures.ledger(transactions: 3_000)
    let store = try stores.make(holding: ledger)
    let edited = LedgerFixtures.edited(ledger)
    var writes = WriteBudget(remaining: ledger.transactions.count / 2)
    try store.writer.write { db in
      try LedgerTables.live(path: store.path).replace(with: edited, db, writes: &writes)
    }
    #expect(try store.loadLedger() == edited)
  }
}
