import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

@Suite struct LedgerStoreSchemaTests {
  @Test func migratesAnEmptyFile() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let store = try LedgerStore(path: path)
    let applied = try store.reader.read { db in try LedgerSchema.migrator.appliedIdentifiers(db) }
    #expect(applied == Set(LedgerSchema.knownIdentifiers))
    let mode = try store.reader.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
    // Each table keeps the indexes of its key and its order, and no other.
    let indexes = try store.reader.read { db in
      try String.fetchSet(
        db,
        sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name NOT LIKE 'grdb_%'")
    }
    var expected: Set<String> = []
    for (table, key) in [
      ("transactions", "transactionId"), ("receipts", "receiptId"), ("categories", "name"),
      ("recurringRules", "recurringRuleId"), ("settings", "datasetId"),
    ] {
      for prefix in ["", "base_"] {
        expected.formUnion(["\(prefix)\(table)_\(key)", "\(prefix)\(table)_position"])
      }
    }
    expected.formUnion(["exports_exportId", "mergedSheetEdits_exportSeq"])
    #expect(indexes == expected)
  }

  @Test func migratesAVersion4StoreWithItsRows() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("v4.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 12_000)
    let base = LedgerFixtures.edited(ledger)
    do {
      let queue = try DatabaseQueue(path: path)
      try LedgerSchema.migrator.migrate(queue, upTo: "v4-revision")
      try queue.write { db in
        try LedgerFixtures.writeBeforeDigests(live: ledger, base: base, db, path: path)
        try db.execute(sql: "INSERT INTO exportState (id, exportedAt, folder) VALUES (1, 0, 'x')")
      }
    }
    let store = try LedgerStore(path: path)
    #expect(try store.loadLedger() == ledger)
    #expect(try store.loadBase() == base)
    let indexes = try store.reader.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
          AND sql LIKE 'CREATE UNIQUE INDEX%'
          """
      ).map { "\($0[1] as String).\($0[0] as String)" }
    }
    for table in ["transactions", "base_transactions"] {
      #expect(indexes.contains("\(table).\(table)_transactionId"))
    }
    #expect(indexes.count == 11)
    let automatic = try store.reader.read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT COUNT(*) FROM sqlite_master
          WHERE name LIKE 'sqlite_autoindex_%' AND tbl_name NOT LIKE 'grdb_%'
          """)
    }
    #expect(automatic == 0)
    // The named index still refuses a second row with the same key.
    #expect(throws: DatabaseError.self) {
      try store.writer.write { db in
        try db.execute(sql: "INSERT INTO transactions SELECT * FROM transactions LIMIT 1")
      }
    }
  }

  @Test func baseTablesHaveTheLiveTablesColumnsInOrder() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.reader.read { db in
      for table in LedgerTables.tables {
        let live = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))")
        let base = try Row.fetchAll(db, sql: "PRAGMA table_info(base_\(table))")
        // Then the number of the export a copy belongs to, before the digest added since.
        let names = { (rows: [Row]) in rows.map { $0["name"] as String } }
        #expect(
          names(live).filter { $0 != "digest" } == Array(names(base).dropLast(2)),
          "base_\(table) differs from \(table)")
        #expect(names(base).suffix(2) == ["exportSeq", "digest"])
        #expect(names(live).last == "digest")
      }
    }
  }

  @Test func reopeningKeepsData() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 10)
    try LedgerStore(path: path).replaceLedger(with: ledger)
    #expect(try LedgerStore(path: path).loadLedger() == ledger)
  }

  @Test func refusesANewerSchemaAndLeavesTheFileUnchanged() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("future.sqlite").path
    do {
      let store = try LedgerStore(path: path)
      try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 10))
      try store.writer.write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
      }
      try store.writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      }
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let error = try #require(throws: StoreError.self) { try LedgerStore(path: path) }
    #expect(error.code == .newerSchema)
    #expect(error.path == path)
    #expect(error.description.contains("v9-future"))
    #expect(error.description.contains("newer version"))
    let after = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(before == after)
  }

  @Test func refusesAFileThatIsNotSQLite() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("notes.txt").path
    let content = Data(String(repeating: "transactionId,type,date\n", count: 200).utf8)
    try content.write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: StoreError.self) { try LedgerStore(path: path) }
    #expect(error.code == .notADatabase)
    #expect(error.description.hasPrefix("\(path): the file is not an SQLite database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
  }

  @Test func missingFolderIsAClearError() throws {
    let path = "/nonexistent-\(UUID().uuidString)/ledger.sqlite"
    let error = try #require(throws: StoreError.self) { try LedgerStore(path: path) }
    #expect(error.code == .cannotOpen)
    #expect(error.path == path)
  }

  @Test func secondWriterWaitsForTheFirst() async throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let first = try LedgerStore(path: path)
    let second = try LedgerStore(path: path)
    let a = LedgerFixtures.ledger(transactions: 20_000, seed: 1)
    let b = LedgerFixtures.ledger(transactions: 20_000, seed: 2)
    async let one: Void = Task.detached { try first.replaceLedger(with: a) }.value
    async let two: Void = Task.detached { try second.replaceLedger(with: b) }.value
    _ = try await (one, two)
    let final = try first.loadLedger()
    #expect(final == a || final == b)
  }
}
