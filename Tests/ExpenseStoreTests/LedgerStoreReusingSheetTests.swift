import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// Loading the ledger for a merge while reusing the sheet's rows gives what a whole load gives,
/// whatever the sheet holds, and a merge applied after it writes the same store.
@Suite final class LedgerStoreReusingSheetTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  /// A store holding `ledger` as exported, then changed in the app: edited, deleted and added
  /// rows, so that its base differs from its ledger.
  func makeStore(_ ledger: Ledger) throws -> LedgerStore {
    let store = try stores.make(holding: ledger)
    try store.recordExport(of: store.loadLedger(), at: Date(), folder: "/exports/1")
    try store.applyMerge(
      merged: LedgerFixtures.edited(ledger, fraction: 0.2, seed: 9),
      record: LedgerStoreMergeTests.record)
    return store
  }

  /// Sheets a merge meets: as stored, edited, with rows left out or added, reordered, empty.
  static let sheets: [(name: String, make: @Sendable (Ledger) -> Ledger)] = [
    ("as stored", { $0 }),
    ("edited", { LedgerFixtures.edited($0, fraction: 0.1, seed: 3) }),
    ("mostly edited", { LedgerFixtures.edited($0, fraction: 0.9, seed: 4) }),
    (
      "reversed",
      { ledger in
        var sheet = ledger
        sheet.transactions.reverse()
        sheet.receipts.reverse()
        return sheet
      }
    ),
    (
      "rows inserted between",
      { ledger in
        var sheet = ledger
        let fresh = LedgerFixtures.ledger(transactions: 40, seed: 55).transactions
        for (offset, row) in fresh.enumerated() {
          sheet.transactions.insert(row, at: min(sheet.transactions.count, offset * 7))
        }
        return sheet
      }
    ),
    ("timestamps at whole seconds", { atWholeSeconds($0) }),
    (
      "timestamps at whole seconds, edited",
      { atWholeSeconds(LedgerFixtures.edited($0, fraction: 0.1, seed: 5)) }
    ),
    (
      "without transactions",
      { ledger in
        var sheet = ledger
        sheet.transactions = []
        return sheet
      }
    ),
  ]

  @Test(arguments: sheets.indices)
  func givesWhatAWholeLoadGives(sheetIndex: Int) throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 400))
    let whole = try LedgerStore(path: store.path).loadLedgerAndBase()
    let sheet = Self.sheets[sheetIndex].make(whole.ledger)
    let reused = try store.loadLedgerAndBase(reusing: sheet)
    #expect(reused.ledger == whole.ledger, "\(Self.sheets[sheetIndex].name)")
    #expect(reused.base == whole.base, "\(Self.sheets[sheetIndex].name)")
    #expect(try store.loaded.value?.places.transactions.positions == storedPositions(store))
  }

  @Test func rowsTheSheetHoldsAsStoredAreNotRead() throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 300))
    let whole = try LedgerStore(path: store.path).loadLedgerAndBase()
    // A value no read decodes, its digest left as it was: only a read of the row would fail.
    let damaged = whole.ledger.transactions[7].transactionId
    try store.writer.write { db in
      try db.execute(
        sql: "UPDATE transactions SET amount = 'not a number' WHERE transactionId = ?",
        arguments: [damaged])
    }
    #expect(throws: StoreError.self) { try LedgerStore(path: store.path).loadLedgerAndBase() }
    let reused = try store.loadLedgerAndBase(reusing: whole.ledger)
    #expect(reused.ledger == whole.ledger)
    // Held otherwise by the sheet, the row is read, and the damage found.
    var edited = whole.ledger
    edited.transactions[7].note = "edited"
    #expect(throws: StoreError.self) { try store.loadLedgerAndBase(reusing: edited) }
  }

  @Test func rowsTheSheetHoldsAtWholeSecondsAreNotRead() throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 300))
    let whole = try LedgerStore(path: store.path).loadLedgerAndBase()
    let sheet = Self.atWholeSeconds(whole.ledger)
    #expect(
      sheet.transactions.indices.count { sheet.transactions[$0] != whole.ledger.transactions[$0] }
        > 200)
    let damaged = whole.ledger.transactions[7].transactionId
    try store.writer.write { db in
      try db.execute(
        sql: "UPDATE transactions SET amount = 'not a number' WHERE transactionId = ?",
        arguments: [damaged])
    }
    // The sheet's rows stand in with the stored timestamps: the damaged row is not read.
    let reused = try store.loadLedgerAndBase(reusing: sheet)
    #expect(reused.ledger == whole.ledger)
    // A row that differs in more than its timestamps' milliseconds is read, the damage found.
    var edited = sheet
    edited.transactions[7].note = "edited"
    #expect(throws: StoreError.self) { try store.loadLedgerAndBase(reusing: edited) }
  }

  @Test func rowsStoredWithoutADigestAreRead() throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 300))
    // As a store made before rows had digests holds them.
    try store.writer.write { db in
      try db.execute(sql: "UPDATE transactions SET digest = NULL WHERE rowid % 5 = 0")
      try db.execute(sql: "UPDATE receipts SET digest = NULL")
    }
    let whole = try LedgerStore(path: store.path).loadLedgerAndBase()
    var sheet = whole.ledger
    for index in stride(from: 0, to: sheet.transactions.count, by: 3) {
      sheet.transactions[index].note = "sheet \(index)"
    }
    let reused = try store.loadLedgerAndBase(reusing: sheet)
    #expect(reused.ledger == whole.ledger)
    #expect(reused.base == whole.base)
  }

  @Test func aMergeAppliedAfterItWritesWhatItWouldAfterAWholeLoad() throws {
    let ledger = LedgerFixtures.ledger(transactions: 500)
    let stores = try (0..<2).map { _ in try makeStore(ledger) }
    let current = try stores[0].loadLedgerAndBase().ledger
    var merged = LedgerFixtures.edited(current, fraction: 0.1, seed: 21)
    merged.transactions.swapAt(3, 4)
    _ = try stores[1].loadLedgerAndBase(reusing: merged)
    for store in stores {
      try store.applyMerge(
        merged: merged, expectedCurrent: current, record: LedgerStoreMergeTests.record)
    }
    #expect(try stores[0].loadLedger() == merged)
    #expect(try stores[1].loadLedger() == merged)
    #expect(try storedRows(stores[0]) == (try storedRows(stores[1])))
  }

  @Test func aSheetThatCannotBeGivenLeavesTheStoreReadable() throws {
    let store = try makeStore(LedgerFixtures.ledger(transactions: 50))
    struct NoSheet: Error {}
    #expect(throws: NoSheet.self) {
      try store.loadLedgerAndBase(reusingSheet: { throw NoSheet() })
    }
    #expect(try store.loadLedger() == (try LedgerStore(path: store.path).loadLedger()))
  }

  /// `ledger` with every transaction's and receipt's timestamps cut to whole seconds, as Google
  /// Sheets downloads them.
  private static func atWholeSeconds(_ ledger: Ledger) -> Ledger {
    func cut(_ date: Date) -> Date {
      Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
    var sheet = ledger
    for index in sheet.transactions.indices {
      sheet.transactions[index].createdAt = cut(sheet.transactions[index].createdAt)
      sheet.transactions[index].lastModifiedAt = cut(sheet.transactions[index].lastModifiedAt)
    }
    for index in sheet.receipts.indices {
      sheet.receipts[index].createdAt = cut(sheet.receipts[index].createdAt)
      sheet.receipts[index].lastModifiedAt = cut(sheet.receipts[index].lastModifiedAt)
    }
    return sheet
  }

  /// The stored positions of the live transactions, in position order.
  private func storedPositions(_ store: LedgerStore) throws -> [Int] {
    try store.reader.read { db in
      try Int.fetchAll(db, sql: "SELECT position FROM transactions ORDER BY position")
    }
  }

  /// Every stored column of the live transactions and receipts, digests and positions included.
  private func storedRows(_ store: LedgerStore) throws -> [[DatabaseValue]] {
    try store.reader.read { db in
      try ["transactions", "receipts"].flatMap { table in
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY position").map {
          Array($0.databaseValues)
        }
      }
    }
  }
}
