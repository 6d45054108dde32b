import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite("The store keeps the base of each recent export, by its id")
struct ExportBasesTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet", totals: [:],
    reportJSON: "{}")

  /// A store in a fresh folder, and the folder.
  static func store() throws -> (LedgerStore, URL) {
    let folder = try LedgerFixtures.temporaryFolder()
    return (try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path), folder)
  }

  /// A store in a fresh folder that exported `first`, took a merge of `second` (rows changed,
  /// removed and added), exported it, then took a merge of `third`; with the exports' ids.
  static func twoExports(seed: UInt64) throws -> (
    store: LedgerStore, folder: URL, first: Ledger, second: Ledger, third: Ledger,
    firstId: UUID, secondId: UUID
  ) {
    let (store, folder) = try Self.store()
    let first = LedgerFixtures.ledger(transactions: 200, seed: seed)
    try store.replaceLedger(with: first)
    let firstId = UUID()
    try store.export(
      to: folder.appendingPathComponent("e1").path, writer: WorkbookWriter(exportId: firstId),
      at: Date())
    let second = LedgerFixtures.edited(first, seed: seed &+ 10)
    try store.applyMerge(merged: second, record: Self.record)
    let secondId = UUID()
    try store.export(
      to: folder.appendingPathComponent("e2").path, writer: WorkbookWriter(exportId: secondId),
      at: Date())
    let third = LedgerFixtures.edited(second, seed: seed &+ 20)
    try store.applyMerge(merged: third, record: Self.record)
    return (store, folder, first, second, third, firstId, secondId)
  }

  @Test("Each export's rows come back by its id, whatever was written after it", arguments: [1, 2])
  func basesByExportId(seed: UInt64) throws {
    let (store, folder, first, second, third, firstId, secondId) = try Self.twoExports(seed: seed)
    defer { try? FileManager.default.removeItem(at: folder) }
    try store.replaceLedger(with: LedgerFixtures.edited(third, seed: seed &+ 30))

    let (_, latest) = try store.loadLedgerAndBase()
    #expect(latest == second)
    let bases = try store.loadBases(exportIds: [firstId, secondId, UUID()])
    #expect(bases.count == 2)
    #expect(bases[firstId] == first)
    #expect(bases[secondId] == second)
  }

  @Test(
    "Rows read by id as an export wrote them are the rows of its base",
    arguments: [1, 2] as [UInt64])
  func exportedRowsById(seed: UInt64) throws {
    let (store, folder, first, second, third, firstId, secondId) = try Self.twoExports(seed: seed)
    defer { try? FileManager.default.removeItem(at: folder) }

    let ledgers = [first, second, third]
    let transactionIds = Set(ledgers.flatMap { $0.transactions.map(\.transactionId) } + [UUID()])
    let ruleIds = Set(ledgers.flatMap { $0.recurringRules.map(\.recurringRuleId) } + [UUID()])
    // An export the store does not keep stands for the latest, as `nil` does.
    for (exportId, base) in [(firstId, first), (secondId, second), (nil, second), (UUID(), second)]
    {
      let transactions = try store.exportedRows(
        of: .transactions, withIds: transactionIds, exportId: exportId
      ).transactions
      #expect(Set(transactions) == Set(base.transactions))
      let rules = try store.exportedRows(of: .recurringRules, withIds: ruleIds, exportId: exportId)
      #expect(Set(rules.recurringRules) == Set(base.recurringRules))
    }
    let some = Set(first.transactions.prefix(5).map(\.transactionId))
    let read = try store.exportedRows(of: .transactions, withIds: some, exportId: firstId)
    #expect(Set(read.transactions) == Set(first.transactions.prefix(5)))
    #expect(try store.exportedRows(of: .categories, withIds: some, exportId: firstId) == Ledger())
  }

  @Test("An export of another ledger than the store's keeps the earlier bases")
  func recordedLedgerKeepsEarlierBases() throws {
    let (store, folder) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = LedgerFixtures.ledger(transactions: 100)
    try store.replaceLedger(with: first)
    let firstId = UUID()
    try store.recordExport(of: try store.loadLedger(), at: Date(), folder: "/e1", exportId: firstId)
    var other = LedgerFixtures.edited(first, seed: 9)
    other.transactions.reverse()
    let otherId = UUID()
    try store.recordExport(of: other, at: Date(), folder: "/e2", exportId: otherId)
    try store.applyMerge(merged: LedgerFixtures.edited(first, seed: 11), record: Self.record)
    let bases = try store.loadBases(exportIds: [firstId, otherId])
    #expect(bases[firstId] == first)
    #expect(bases[otherId] == other)
  }

  @Test("Only the last exports are kept; an older id is unknown")
  func keepsTheLastExports() throws {
    let (store, folder) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    var ledger = LedgerFixtures.ledger(transactions: 50)
    try store.replaceLedger(with: ledger)
    var ids: [UUID] = []
    for round in 0...LedgerStore.keptExportCount {
      ids.append(UUID())
      try store.recordExport(
        of: try store.loadLedger(), at: Date(), folder: "/e", exportId: ids.last)
      ledger = LedgerFixtures.edited(ledger, seed: UInt64(round) + 3)
      try store.applyMerge(merged: ledger, record: Self.record)
    }
    let bases = try store.loadBases(exportIds: Set(ids))
    #expect(bases[ids[0]] == nil)
    #expect(bases.count == LedgerStore.keptExportCount)
  }

  @Test("A store with one base, from before export ids, keeps it as the latest base")
  func legacyBase() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("v7.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 120)
    let exported = LedgerFixtures.edited(ledger)
    do {
      let queue = try DatabaseQueue(path: path)
      try LedgerSchema.migrator.migrate(queue, upTo: "v7-unread-indexes-dropped")
      try queue.write { db in
        // As version 7 kept a base: the exported rows in full, the live keys they lack absent.
        try LedgerFixtures.writeBeforeDigests(live: ledger, base: exported, db, path: path)
        try db.execute(
          sql: """
            INSERT INTO baseAbsentKeys (tableName, key) SELECT 'transactions', transactionId
            FROM transactions
            WHERE transactionId NOT IN (SELECT transactionId FROM base_transactions)
            """)
        try db.execute(sql: "INSERT INTO exportState (id, exportedAt, folder) VALUES (1, 0, 'x')")
      }
    }
    let store = try LedgerStore(path: path)
    #expect(try store.loadLedger() == ledger)
    #expect(try store.loadBase() == exported)
    #expect(try store.lastExport()?.folder == "x")
    #expect(try store.loadBases(exportIds: [UUID()]).isEmpty)
    // Written to, the store keeps that base as it was.
    try store.applyMerge(merged: LedgerFixtures.edited(ledger, seed: 5), record: Self.record)
    #expect(try store.loadBase() == exported)
  }
}
