import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// A store is recognisable: anything else given as its path (an empty file, another program's
/// database) is refused and left byte for byte as it was, and a store without a ledger exports
/// nothing.
@Suite struct LedgerStoreIdentityTests {
  /// A file at the path that is not a ledger store.
  enum NotAStore: String, CaseIterable, CustomTestStringConvertible {
    case emptyFile = "a 0-byte file"
    case text = "a text file"
    case foreignWithItsOwnTransactions = "another program's database with a transactions table"
    case foreignWithItsApplicationID = "another program's database with its application id"
    case foreignWithGRDBMigrations = "another GRDB program's database"

    var testDescription: String { rawValue }

    /// Makes the file at `path`.
    func make(at path: String) throws {
      switch self {
      case .emptyFile: try Data().write(to: URL(fileURLWithPath: path))
      case .text:
        try Data("date,amount\n2025-01-05,12.50\n".utf8).write(to: URL(fileURLWithPath: path))
      case .foreignWithItsOwnTransactions:
        try DatabaseQueue(path: path).write { db in
          try db.execute(sql: "CREATE TABLE transactions (id INTEGER PRIMARY KEY, memo TEXT)")
          try db.execute(sql: "INSERT INTO transactions (memo) VALUES ('rent')")
        }
      case .foreignWithItsApplicationID:
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
          try db.execute(sql: "PRAGMA application_id = 1")
        }
      case .foreignWithGRDBMigrations:
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createNotes") { db in
          try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        }
        try migrator.migrate(DatabaseQueue(path: path))
      }
    }

    /// The code of the error when a store must exist there.
    var codeWhenItMustExist: StoreError.Code {
      switch self {
      case .emptyFile: .noStore
      case .text: .notADatabase
      case .foreignWithItsOwnTransactions, .foreignWithItsApplicationID,
        .foreignWithGRDBMigrations:
        .notALedgerStore
      }
    }
  }

  /// The application id in the header of the store's file.
  func applicationID(of store: LedgerStore) throws -> Int32 {
    try store.reader.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
  }

  @Test(
    "A file that is not a store is refused and left byte for byte as it was",
    arguments: NotAStore.allCases, [true, false])
  func refused(file: NotAStore, mustExist: Bool) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    try file.make(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    // A 0-byte file is no one's database: only a store that must exist refuses it.
    if file == .emptyFile && !mustExist {
      #expect(try applicationID(of: try LedgerStore(path: path)) != 0)
      return
    }
    let error = try #require(throws: StoreError.self) {
      try LedgerStore(path: path, mustExist: mustExist)
    }

    #expect(error.code == file.codeWhenItMustExist)
    #expect(error.path == path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test("A missing file is refused when the store must exist, and not created")
  func missingWhenItMustExist() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let error = try #require(throws: StoreError.self) {
      try LedgerStore(path: path, mustExist: true)
    }
    #expect(error.code == .noStore)
    #expect(
      error.description
        == "\(path): there is no store here. Create the store by importing a workbook into it")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("A new store carries the application id, and holds no ledger until one is written")
  func newStoreIsStamped() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    #expect(try applicationID(of: store) == StoreIdentity.applicationID)
    #expect(try !store.holdsLedger())
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 3))
    #expect(try store.holdsLedger())
  }

  @Test(
    "A store made before stores were stamped opens, reads without a write, and its next write stamps it"
  )
  func unstampedStore() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let ledger = LedgerFixtures.ledger(transactions: 20)
    do {
      let store = try LedgerStore(path: path)
      try store.replaceLedger(with: ledger)
      // What an earlier version left: no application id in the header.
      try store.writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA application_id = 0")
      }
      try store.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    do {
      let store = try LedgerStore(path: path, mustExist: true)
      #expect(try store.loadLedger() == ledger)
      try store.close()
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

    let store = try LedgerStore(path: path, mustExist: true)
    #expect(try applicationID(of: store) == 0)
    try store.recordExport(of: ledger, at: Date(), folder: "/export")
    #expect(try applicationID(of: store) == StoreIdentity.applicationID)
  }
}
