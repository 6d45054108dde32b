import ExpenseStore
import Foundation
import GRDB
import Testing

/// `--store` must name a ledger store: export and merge refuse anything else, and a store
/// without a ledger, with exit status 2, the file byte for byte as it was and the workbook
/// folder untouched; import creates a store only where there is none.
@Suite("A store is recognised before it is used")
struct StoreRecognitionTests {
  /// What `--store` names.
  enum StoreFile: String, CaseIterable, CustomTestStringConvertible {
    case emptyFile = "a 0-byte file"
    case text = "a text file"
    case foreignDatabase = "another program's database with a transactions table"
    case foreignDatabaseWithLog = "another program's database whose last changes are in its log"
    case storeWithoutLedger = "a store whose first import was cut short"

    var testDescription: String { rawValue }

    /// Makes the file at `path`.
    func make(at path: String) throws {
      switch self {
      case .emptyFile: try Data().write(to: URL(fileURLWithPath: path))
      case .text: try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: path))
      case .foreignDatabase:
        try DatabaseQueue(path: path).write { db in
          try db.execute(sql: "CREATE TABLE transactions (id INTEGER PRIMARY KEY, memo TEXT)")
          try db.execute(sql: "INSERT INTO transactions (memo) VALUES ('rent')")
        }
      case .foreignDatabaseWithLog:
        // What the other program leaves when it is killed: the log not folded into the file.
        let running = try DatabaseQueue(path: path + ".running")
        try running.writeWithoutTransaction { db in
          try db.execute(sql: "PRAGMA journal_mode = WAL")
          try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
          try db.execute(sql: "CREATE TABLE transactions (id INTEGER PRIMARY KEY, memo TEXT)")
          try db.execute(sql: "INSERT INTO transactions (memo) VALUES ('rent')")
        }
        for suffix in ["", "-wal", "-shm"] {
          try FileManager.default.copyItem(
            atPath: path + ".running" + suffix, toPath: path + suffix)
        }
      case .storeWithoutLedger:
        // What an import killed after it created the store leaves: the tables, no row.
        try LedgerStore(path: path).close()
      }
    }

    /// What export and merge say, after `error: <path>: `.
    var refusal: String {
      switch self {
      case .emptyFile:
        "the file is empty: it holds no ledger store; import a workbook with `expense-sheets import FOLDER --store <store>`"
      case .text:
        "the file is not an SQLite database; it was left unchanged. Pass the path of a ledger store, or a path where a new one can be created"
      case .foreignDatabase, .foreignDatabaseWithLog:
        "the file is another program's SQLite database, not a ledger store; it was left unchanged. Check the path: pass the path of a ledger store, or a path where a new one can be created"
      case .storeWithoutLedger:
        "the store holds no ledger (no Settings row): it is new, or its first import was cut short; import a workbook with `expense-sheets import FOLDER --store <store>`"
      }
    }
  }

  @Test(
    "export and merge refuse what is not a store holding a ledger, and change no byte",
    arguments: StoreFile.allCases, ["export", "merge"])
  func refused(file: StoreFile, command: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    try file.make(at: store.path)
    // A workbook folder that holds the user's rows, which an export must not replace.
    let out = folder.appendingPathComponent("workbook")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Tool.sample("valid")), to: out)
    let storeBefore = try Data(contentsOf: store)
    let logBefore = try? Data(contentsOf: URL(fileURLWithPath: store.path + "-wal"))
    let workbookBefore = try FailurePathTests().snapshot(out)

    let arguments =
      command == "export"
      ? ["export", "--out", out.path, "--store", store.path]
      : ["merge", out.path, "--store", store.path]
    let run = try Tool.run(arguments)

    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let refusal = file.refusal.replacingOccurrences(of: "<store>", with: store.path)
    #expect(run.error == "error: \(store.path): \(refusal)\n")
    #expect(try Data(contentsOf: store) == storeBefore)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: store.path + "-wal"))) == logBefore)
    #expect(try FailurePathTests().snapshot(out) == workbookBefore)
  }

  @Test(
    "import refuses another program's file, and leaves it byte for byte as it was",
    arguments: [StoreFile.text, .foreignDatabase, .foreignDatabaseWithLog])
  func importRefused(file: StoreFile) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    try file.make(at: store.path)
    let before = try Data(contentsOf: store)

    let run = try Tool.run(["import", Tool.sample("valid"), "--store", store.path])

    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(store.path): the file is "), "\(run.error)")
    #expect(try Data(contentsOf: store) == before)
  }

  @Test(
    "import makes a store of a 0-byte file, and of a store whose first import was cut short",
    arguments: [StoreFile.emptyFile, .storeWithoutLedger])
  func importCreates(file: StoreFile) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    try file.make(at: store.path)

    let run = try Tool.run(["import", Tool.sample("valid"), "--store", store.path])

    #expect(run.status == 0, "\(run.error)")
    #expect(try LedgerStore(path: store.path).loadLedger().transactions.count == 300)
    let exported = folder.appendingPathComponent("out")
    #expect(try Tool.run(["export", "--out", exported.path, "--store", store.path]).status == 0)
  }
}
