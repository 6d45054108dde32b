import ExpenseSheets
import ExpenseStore
import Foundation
import Testing

/// Every command that writes leaves the store and the output folder as they were when it fails.
@Suite("Failing commands change nothing", .serialized)
struct FailurePathTests {
  /// The bytes of every file in a folder, by name.
  func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      files[name] =
        isFolder.boolValue
        ? Data("<folder>".utf8) : try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }

  /// A store imported from the valid sample, and its ledger.
  func importedStore(in folder: URL) throws -> (path: String, ledger: Ledger) {
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let run = try Tool.run(["import", Tool.sample("valid"), "--store", store])
    #expect(run.status == 0)
    return (store, try LedgerStore(path: store).loadLedger())
  }

  /// A copy of the valid sample workbook in `folder`, to edit.
  func validSample(in folder: URL) throws -> URL {
    let workbook = folder.appendingPathComponent("workbook")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Tool.sample("valid")), to: workbook)
    return workbook
  }

  @Test("import refused over a non-empty store leaves it as it was")
  func importRefused() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let run = try Tool.run(["import", Tool.sample("typed-row"), "--store", store])
    #expect(run.status == 2)
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test(
    "import --replace of a workbook that would drop rows the store holds imports nothing",
    arguments: [
      ("Receipts.csv", nil, "the workbook has no Receipts tab"),
      (
        "Transactions.csv", ("amount", "Amount (USD)"),
        "the workbook's Transactions tab is rejected"
      ),
      (
        "Transactions.csv", ("income,2023-02-09", "income,2023-02-30"),
        "3 rows of the workbook have errors"
      ),
    ] as [(String, (String, String)?, String)])
  func importReplacingWithLess(file: String, edit: (String, String)?, reason: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let workbook = try validSample(in: folder)
    let path = workbook.appendingPathComponent(file)
    if let (old, new) = edit {
      let text = try String(contentsOf: path, encoding: .utf8)
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: path)
    } else {
      try FileManager.default.removeItem(at: path)
    }
    let run = try Tool.run(["import", workbook.path, "--store", store, "--replace"])
    #expect(run.status == 1)
    #expect(run.output.contains("nothing imported: \(reason)"), "\(run.output)")
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test("import --replace of a workbook whose Receipts tab holds its header alone imports nothing")
  func importReplacingWithEmptiedTab() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    try #require(!ledger.receipts.isEmpty)
    let workbook = try validSample(in: folder)
    let receipts = workbook.appendingPathComponent("Receipts.csv")
    let text = try String(contentsOf: receipts, encoding: .utf8)
    let header = try #require(text.components(separatedBy: "\r\n").first)
    try Data((header + "\r\n").utf8).write(to: receipts)
    let run = try Tool.run(["import", workbook.path, "--store", store, "--replace"])
    #expect(run.status == 1)
    #expect(
      run.output.contains("nothing imported: the workbook's Receipts tab holds no rows"),
      "\(run.output)")
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test(
    "import --replace replaces the ledger when no row of the store's is left out",
    arguments: ["a tab the store holds no row of", "a typed row with errors"])
  func importReplacingLosingNothing(case name: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let workbook = try validSample(in: folder)
    let transactions = workbook.appendingPathComponent("Transactions.csv")
    let text = try String(contentsOf: transactions, encoding: .utf8)
    if name == "a tab the store holds no row of" {
      try FileManager.default.removeItem(at: workbook.appendingPathComponent("Receipts.csv"))
    }
    #expect(try Tool.run(["import", workbook.path, "--store", store]).status == 0)
    if name == "a typed row with errors" {
      try Data((text + ",expense,2023-02-30,2023,2,9.99,Food,,typed,,,,,\r\n").utf8).write(
        to: transactions)
    }
    let run = try Tool.run(["import", workbook.path, "--store", store, "--replace"])
    #expect(run.status == (name == "a typed row with errors" ? 1 : 0), "\(run.output)")
    #expect(!run.output.contains("nothing imported"), "\(run.output)")
  }

  @Test("import --replace refused says so on standard error beside its JSON report")
  func importReplacingRefusedInJSON() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let workbook = try validSample(in: folder)
    try FileManager.default.removeItem(at: workbook.appendingPathComponent("Receipts.csv"))
    let run = try Tool.run([
      "import", workbook.path, "--store", store, "--replace", "--format", "json",
    ])
    #expect(run.status == 1)
    #expect(
      run.error.hasPrefix("nothing imported: the workbook has no Receipts tab"), "\(run.error)")
    #expect(!run.output.contains("nothing imported"))
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test("import of a broken file leaves the store as it was")
  func importBroken() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let broken = folder.appendingPathComponent("Transactions.csv")
    try Data("transactionId,type\r\n\"cut off".utf8).write(to: broken)
    let run = try Tool.run(["import", broken.path, "--store", store, "--replace"])
    #expect(run.status == 2)
    #expect(run.error.contains(broken.path))
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test("export into a folder it cannot write leaves the folder's files as they were")
  func exportUnwritable() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try importedStore(in: folder)
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("old\r\n".utf8).write(to: out.appendingPathComponent("Transactions.csv"))
    // A folder where a tab's temporary file must go makes the write fail half-way.
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("Settings.csv"), withIntermediateDirectories: true)
    let before = try snapshot(out)
    let run = try Tool.run(["export", "--out", out.path, "--store", store])
    #expect(run.status == 2, "\(run.output)")
    #expect(try snapshot(out) == before)
    #expect(try LedgerStore(path: store).loadBase() == nil)
  }

  @Test(
    "export --out a path it cannot be says why, exit 2",
    arguments: [
      ("file/inside", "cannot create the folder: <folder>/file is a file, not a folder"),
      ("", "--out is empty: name the folder to write the files into"),
    ])
  func exportOutNotAFolder(out: String, message: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try importedStore(in: folder)
    try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
    let path = out.isEmpty ? "" : folder.appendingPathComponent(out).path

    let run = try Tool.run(["export", "--out", path, "--store", store])

    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.error.contains(message.replacingOccurrences(of: "<folder>", with: folder.path)),
      "\(run.error)")
  }

  @Test(
    "export --out a spreadsheet file it does not write says so, exit 2, and writes nothing",
    arguments: ["Book.ods", "Book.XLS", "Budget 2025.numbers"])
  func exportOutUnwrittenFormat(out: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try importedStore(in: folder)
    let path = folder.appendingPathComponent(out).path

    let run = try Tool.run(["export", "--out", path, "--store", store])

    #expect(run.status == 2)
    #expect(run.error.contains("\(path) names a ."), "\(run.error)")
    #expect(run.error.contains("file, which export does not write"), "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("export --out an existing file says it is no folder, exit 2, and leaves the file")
  func exportOutExistingFile() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try importedStore(in: folder)
    let file = folder.appendingPathComponent("report")
    try Data("mine".utf8).write(to: file)

    let run = try Tool.run(["export", "--out", file.path, "--store", store])

    #expect(run.status == 2)
    #expect(run.error.contains("\(file.path) is a file, not a folder"), "\(run.error)")
    #expect(try Data(contentsOf: file) == Data("mine".utf8))
  }

  @Test("export --out an .xlsx file in folders that do not exist yet makes them, as for CSV")
  func exportWorkbookIntoNewFolders() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _) = try importedStore(in: folder)
    let file = folder.appendingPathComponent("Exports/2025/Ledger.xlsx")

    let run = try Tool.run(["export", "--out", file.path, "--store", store])

    #expect(run.status == 0, "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test("A folder given twice, or a folder and one of its files, is read once")
  func pathGivenTwice() throws {
    let valid = Tool.sample("valid")
    for paths in [[valid, valid], [valid, valid + "/./Categories.csv"]] {
      let run = try Tool.run(["validate"] + paths)
      #expect(run.status == 0, "\(paths): \(run.error)")
      #expect(run.output.contains("0 errors"), "\(paths): \(run.output)")
    }
  }

  @Test(
    "sample --out a workbook file's name says it writes a folder, exit 2, and writes nothing",
    arguments: ["Demo.xlsx", "Demo.ods"])
  func sampleOutWorkbookFile(out: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(out).path
    let run = try Tool.run(["sample", "--out", path])
    #expect(run.status == 2)
    #expect(run.error.contains("file, which sample does not write"), "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("import --replace of another ledger is refused, exit 2, the store as it was")
  func replaceWithAnotherLedger() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let other = folder.appendingPathComponent("other").path
    try #require(
      try Tool.run(["sample", "--out", other, "--rows", "5", "--seed", "9"]).status == 0)
    let run = try Tool.run(["import", other, "--store", store, "--replace"])
    #expect(run.status == 2)
    #expect(run.error.contains("import this workbook into a new store file"), "\(run.error)")
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }

  @Test("A folder given as the store is named as one, exit 2", arguments: ["merge", "export"])
  func storeIsAFolder(command: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments =
      command == "merge"
      ? ["merge", Tool.sample("valid"), "--store", folder.path]
      : ["export", "--out", folder.appendingPathComponent("out").path, "--store", folder.path]
    let run = try Tool.run(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains("\(folder.path) is a folder, not a store file"), "\(run.error)")
  }

  @Test("merge of another dataset, and merge --dry-run, leave the store as it was")
  func mergeRefused() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    let other = folder.appendingPathComponent("other").path
    try Tool.run(["sample", "--out", other, "--rows", "5", "--seed", "9"])
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    #expect(try Tool.run(["merge", other, "--store", store]).status == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    #expect(
      try Tool.run(["merge", Tool.sample("typed-row"), "--store", store, "--dry-run"]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
    #expect(try LedgerStore(path: store).mergeHistory().isEmpty)
  }

  @Test("A store that is not SQLite is refused and left as it was")
  func notAStore() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    try Data("not a database".utf8).write(to: store)
    let run = try Tool.run(["merge", Tool.sample("valid"), "--store", store.path])
    #expect(run.status == 2)
    #expect(try Data(contentsOf: store) == Data("not a database".utf8))
  }

  @Test("A sheet file cut short while merge reads it ends with status 2 and a message, not a crash")
  func fileCutShort() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, ledger) = try importedStore(in: folder)
    // The tool maps the sheet's files; a file cut short meanwhile raises SIGBUS when read. A
    // FIFO holds the tool in its read until the test raises that signal itself.
    let sheet = folder.appendingPathComponent("sheet")
    try FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
    let fifo = sheet.appendingPathComponent("Transactions.csv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let (process, _, error) = try Tool.start(["merge", sheet.path, "--store", store])
    // The FIFO opens for writing once the tool has opened it for reading; it is tried without
    // blocking, so a tool that ends before reading fails the test instead of hanging it.
    var writer: Int32 = -1
    let deadline = Date().addingTimeInterval(60)
    while writer < 0, process.isRunning, Date() < deadline {
      writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer < 0 { usleep(10_000) }
    }
    #expect(writer >= 0)
    if writer >= 0 { kill(process.processIdentifier, SIGBUS) }
    // Unguarded, the signal leaves the tool to the runtime's crash handler, which may not end
    // it: after a minute it is killed, and the expectations below fail.
    let ending = Date().addingTimeInterval(60)
    while process.isRunning, Date() < ending { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    if writer >= 0 { close(writer) }
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2)
    #expect(message.contains("changed while it was read"), "\(message)")
    #expect(try LedgerStore(path: store).loadLedger() == ledger)
  }
}
