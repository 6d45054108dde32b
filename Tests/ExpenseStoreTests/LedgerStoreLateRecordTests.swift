import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `applyMerge(merged:expectedCurrent:newBase:sheetEdits:record:)`: the history entry is made once the rows
/// are written, inside the merge's transaction.
@Suite final class LedgerStoreLateRecordTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000.5), sourceFolder: "/exports/late",
    totals: ["updated": 500], reportJSON: #"{"made":"late"}"#)

  func makeStore(_ ledger: Ledger) throws -> LedgerStore {
    try stores.make(holding: ledger)
  }

  @Test func recordIsMadeOnceAfterTheRowsAndKeptInTheHistory() throws {
    let ledger = LedgerFixtures.ledger(transactions: 1_000)
    let store = try makeStore(ledger)
    let merged = LedgerFixtures.edited(ledger)
    var calls = 0
    try store.applyMerge(merged: merged, expectedCurrent: ledger, newBase: merged) {
      calls += 1
      return Self.record
    }
    #expect(calls == 1)
    #expect(try store.loadLedger() == merged)
    #expect(try store.loadBase() == merged)
    #expect(try store.mergeHistory() == [Self.record])
  }

  /// The report is bound where it lies, not copied: the history must hold every text as given.
  @Test(arguments: [
    "", "{}", #"{"note":"Café ☕︎, 𝄞 and \u0000"}"#,
    "[" + String(repeating: #"{"reason":"édité"},"#, count: 100_000) + "{}]",
  ])
  func historyKeepsTheReportAsGiven(reportJSON: String) throws {
    let ledger = LedgerFixtures.ledger(transactions: 10)
    let store = try makeStore(ledger)
    let record = MergeRecord(
      time: Self.record.time, sourceFolder: "/exports/text", totals: [:], reportJSON: reportJSON)
    try store.applyMerge(merged: LedgerFixtures.edited(ledger)) { record }
    #expect(try store.mergeHistory() == [record])
  }

  @Test func recordThatFailsLeavesTheStoreAsBefore() throws {
    struct ReportFailed: Error {}
    let ledger = LedgerFixtures.ledger(transactions: 1_000)
    let store = try makeStore(ledger)
    #expect(throws: StoreError.self) {
      try store.applyMerge(merged: LedgerFixtures.edited(ledger)) { throw ReportFailed() }
    }
    #expect(try store.loadLedger() == ledger)
    #expect(try store.mergeHistory().isEmpty)
  }

  @Test func changedStoreIsRefusedBeforeTheRecordIsMade() throws {
    let ledger = LedgerFixtures.ledger(transactions: 1_000)
    let store = try makeStore(ledger)
    var calls = 0
    let error = #expect(throws: StoreError.self) {
      try store.applyMerge(
        merged: LedgerFixtures.edited(ledger), expectedCurrent: LedgerFixtures.edited(ledger)
      ) {
        calls += 1
        return Self.record
      }
    }
    #expect(error?.code == .storeChanged)
    #expect(calls == 0)
    #expect(try store.loadLedger() == ledger)
  }
}
