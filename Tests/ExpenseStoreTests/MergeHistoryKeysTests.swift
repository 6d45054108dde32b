import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `keysNamedInMergeHistory`: the keys some merge's report names, the reports read one by one.
@Suite struct MergeHistoryKeysTests {
  @Test("Keys named by any merge's report are found; others, and a store without merges, not")
  func keysNamed() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 20, seed: 5)
    try store.replaceLedger(with: ledger)
    let (first, second, never) = (
      RowKey.transaction(UUID()), RowKey.category("Garden"), RowKey.transaction(UUID())
    )
    #expect(try store.keysNamedInMergeHistory([first, never]).isEmpty)
    for (index, key) in [first, second].enumerated() {
      let record = MergeRecord(
        time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), sourceFolder: "/sheet",
        totals: [:], reportJSON: #"{"changes":[{"key":"\#(key.value)"}]}"#)
      try store.applyMerge(merged: ledger, record: record)
    }
    #expect(try store.keysNamedInMergeHistory([first, second, never]) == [first, second])
    #expect(try store.keysNamedInMergeHistory([]).isEmpty)
  }
}
