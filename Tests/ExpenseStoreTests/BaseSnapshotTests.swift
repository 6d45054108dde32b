import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// The base is kept copy-on-write: an export copies nothing, later writes copy only the rows
/// they change, and the base read back is always the ledger as exported.
@Suite struct BaseSnapshotTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet", totals: [:],
    reportJSON: "{}")

  /// How many rows the base tables and `baseAbsentKeys` hold.
  func storedBaseRows(_ store: LedgerStore) throws -> (copied: Int, absent: Int) {
    try store.reader.read { db in
      var copied = 0
      for table in LedgerTables.tables {
        copied += try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM base_\(table)") ?? 0
      }
      return (copied, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM baseAbsentKeys") ?? 0)
    }
  }

  /// The rows of `exported` that `current` changed or lacks, over every tab.
  func changedRows(from exported: Ledger, to current: Ledger) -> Int {
    func changed<Row: StoredRow>(_ old: [Row], _ new: [Row]) -> Int {
      let byKey = Dictionary(uniqueKeysWithValues: new.map { ($0.key, $0) })
      return old.count { byKey[$0.key] != $0 }
    }
    return changed(exported.transactions, current.transactions)
      + changed(exported.receipts, current.receipts)
      + changed(exported.categories, current.categories)
      + changed(exported.recurringRules, current.recurringRules)
      + changed(exported.settings.map { [$0] } ?? [], current.settings.map { [$0] } ?? [])
  }

  @Test("Later writes never change the base", arguments: [UInt64(1), 2, 3])
  func writesAfterAnExport(seed: UInt64) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 600, seed: seed))
    let exported = try store.loadLedger()
    try store.recordExport(of: exported, at: Self.record.time, folder: "/export")
    #expect(try storedBaseRows(store) == (0, 0))
    #expect(try store.loadBase() == exported)

    // A merge copies the rows it changes or deletes, and marks the rows it adds.
    let merged = LedgerFixtures.edited(exported, seed: seed)
    try store.applyMerge(merged: merged, record: Self.record)
    let added = Set(merged.transactions.map(\.key)).subtracting(exported.transactions.map(\.key))
    #expect(try storedBaseRows(store) == (changedRows(from: exported, to: merged), added.count))
    #expect(try store.loadBase() == exported)
    #expect(try store.loadLedger() == merged)

    // A second merge, one that puts deleted rows back, and a whole replacement keep it too.
    try store.applyMerge(
      merged: LedgerFixtures.edited(merged, seed: seed &+ 1), record: Self.record)
    #expect(try store.loadBase() == exported)
    try store.applyMerge(merged: exported, record: Self.record)
    #expect(try store.loadLedger() == exported)
    #expect(try store.loadBase() == exported)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 40, seed: seed &+ 2))
    let (ledger, base) = try store.loadLedgerAndBase()
    #expect(base == exported)
    #expect(ledger.transactions.count == 40)

    // The next export's base is the ledger; once the exports kept are all later, nothing is
    // copied any more.
    try store.recordExport(of: ledger, at: Self.record.time, folder: "/export")
    #expect(try store.loadBase() == ledger)
    for _ in 1..<LedgerStore.keptExportCount {
      try store.recordExport(of: try store.loadLedger(), at: Self.record.time, folder: "/export")
    }
    #expect(try storedBaseRows(store) == (0, 0))
  }

  @Test("An export of another ledger than the store's is the base, in its order")
  func exportOfAnotherLedger() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let stored = LedgerFixtures.ledger(transactions: 300)
    try store.replaceLedger(with: stored)
    var exported = LedgerFixtures.edited(stored)
    exported.transactions.reverse()
    try store.recordExport(of: exported, at: Self.record.time, folder: "/export")
    #expect(try store.loadBase() == exported)
    try store.applyMerge(merged: LedgerFixtures.edited(stored, seed: 5), record: Self.record)
    #expect(try store.loadBase() == exported)
  }
}
