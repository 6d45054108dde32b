import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `loadBase()` after `loadLedger()` makes the base from the ledger the store keeps, reading
/// only the rows changed since the export: it must equal the base a fresh store reads whole.
@Suite struct BaseFromKeptLedgerTests {
  static let record = BaseSnapshotTests.record

  /// The base as a store that kept nothing reads it.
  static func baseReadWhole(_ path: String) throws -> Ledger? {
    try LedgerStore(path: path).loadLedgerAndBase().base
  }

  /// The base as a store that just loaded the ledger makes it.
  static func baseAfterLoading(_ path: String) throws -> Ledger? {
    let store = try LedgerStore(path: path)
    _ = try store.loadLedger()
    return try store.loadBase()
  }

  @Test(
    "Before any export, after one, and after merges and a replacement", arguments: [UInt64(4), 5])
  func sameAsReadWhole(seed: UInt64) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let store = try LedgerStore(path: path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 300, seed: seed))
    #expect(try Self.baseAfterLoading(path) == nil)

    let exported = try store.loadLedger()
    try store.recordExport(of: exported, at: Self.record.time, folder: "/export")
    #expect(try Self.baseAfterLoading(path) == exported)

    try store.applyMerge(merged: LedgerFixtures.edited(exported, seed: seed), record: Self.record)
    #expect(try Self.baseAfterLoading(path) == exported)
    #expect(try store.loadBase() == exported)
    #expect(try store.loadLedger() != exported)

    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 50, seed: seed &+ 1))
    #expect(try Self.baseAfterLoading(path) == Self.baseReadWhole(path))
    #expect(try Self.baseAfterLoading(path) == exported)
  }

  @Test("A write through another store in between is seen")
  func writeInBetween() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let store = try LedgerStore(path: path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 100, seed: 6))
    _ = try store.loadLedger()
    let other = try LedgerStore(path: path)
    let exported = try other.loadLedger()
    try other.recordExport(of: exported, at: Self.record.time, folder: "/export")
    try other.applyMerge(merged: LedgerFixtures.edited(exported, seed: 6), record: Self.record)
    #expect(try store.loadBase() == exported)
  }
}
