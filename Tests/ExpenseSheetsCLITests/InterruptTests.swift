import ExpenseStore
import Foundation
import GRDB
import Testing

/// Ctrl-C says on standard error what it left behind, and ends the tool as `SIGINT` does.
@Suite("Ctrl-C says what it left")
struct InterruptTests {
  /// Waits up to a minute for `condition`, checking every 10 ms while `process` runs.
  func wait(for process: Process, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(60)
    while !condition(), process.isRunning, Date() < deadline { usleep(10_000) }
  }

  /// Interrupts `process` and returns what it wrote on standard error; kills it after a minute.
  func interrupt(_ process: Process, error: Pipe) -> String {
    kill(process.processIdentifier, SIGINT)
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  @Test(
    "Before the save: nothing was written, the store as it was",
    arguments: [
      (["merge"], "interrupted: nothing was written\n"),
      (["import", "--replace"], "interrupted: nothing was imported\n"),
    ])
  func beforeTheSave(command: [String], message: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store.path]).status == 0)
    let before = try Data(contentsOf: store)
    // The tool waits in its read of a FIFO until the test interrupts it.
    let sheet = folder.appendingPathComponent("sheet")
    try FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
    let fifo = sheet.appendingPathComponent("Transactions.csv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let (process, _, error) = try Tool.start(
      [command[0], sheet.path] + command.dropFirst() + ["--store", store.path])
    var writer: Int32 = -1
    wait(for: process) {
      writer = open(fifo, O_WRONLY | O_NONBLOCK)
      return writer >= 0
    }
    #expect(writer >= 0)

    let said = interrupt(process, error: error)
    if writer >= 0 { close(writer) }

    #expect(said == message)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    #expect(try Data(contentsOf: store) == before)
  }

  @Test("After the save: the merge was saved, its report not shown in full")
  func afterTheSave() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    // A sheet of the store's ledger whose report takes far more than a pipe holds: the tool
    // waits in its write of the report, which the test does not read.
    let small = folder.appendingPathComponent("small").path
    let large = folder.appendingPathComponent("large").path
    try Tool.run(["sample", "--out", small, "--rows", "5"])
    try Tool.run(["sample", "--out", large, "--rows", "2000"])
    try FileManager.default.removeItem(atPath: large + "/Settings.csv")
    try FileManager.default.copyItem(
      atPath: small + "/Settings.csv", toPath: large + "/Settings.csv")
    #expect(try Tool.run(["import", small, "--store", store]).status == 0)
    let (process, _, error) = try Tool.start(["merge", large, "--store", store])
    wait(for: process) {
      let merges = try? DatabaseQueue(path: store).read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM mergeHistory")
      }
      return merges == 1
    }

    let said = interrupt(process, error: error)

    // The commit is seen before the save ends (the log is folded in, the file synced): an
    // interrupt that lands in between is first told to wait for it.
    var lines = said.split(separator: "\n")
    if lines.first == "interrupted: stopping once the save under way ends" { lines.removeFirst() }
    #expect(lines.count == 1, "\(said)")
    #expect(
      lines.first?.hasPrefix("interrupted: the merge was saved; its report was ") == true, "\(said)"
    )
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try LedgerStore(path: store).mergeHistory().count == 1)
  }
}
