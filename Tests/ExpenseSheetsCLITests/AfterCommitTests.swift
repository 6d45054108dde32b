import ExpenseStore
import Foundation
import GRDB
import Testing

/// Once a command's work is committed, a later failure does not say that nothing was written:
/// the command reports what it did, and names what was not done.
@Suite("A failure after the commit tells what was done")
struct AfterCommitTests {
  /// A command run on a store imported from the valid sample, and what it prints when it ends
  /// well.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var output: String

    var testDescription: String { arguments[0] }
  }

  @Test(
    "The log cannot be folded into the file (another program reads the store): the report, the exit status, a warning",
    arguments: [
      Case(arguments: ["merge", Tool.sample("typed-row")], output: "1 inserted, 300 unchanged"),
      Case(
        arguments: ["import", Tool.sample("typed-row"), "--replace"],
        output: "imported 301 transactions"),
      Case(arguments: ["export", "--out", "<folder>/out"], output: "exported 300 transactions"),
    ])
  func checkpointFails(command: Case) async throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    let arguments =
      command.arguments.map { $0.replacingOccurrences(of: "<folder>", with: folder.path) }
      + ["--store", store]

    // Another program's read transaction keeps the log from being folded into the file: the
    // tool waits out the store's busy timeout, on a thread of the test's own.
    let result = try await Tool.onOwnThread {
      try DatabaseQueue(path: store).read { db in
        _ = try Row.fetchAll(db, sql: "SELECT * FROM settings")
        return try Tool.run(arguments)
      }
    }

    #expect(result.status == 0)
    #expect(result.output.contains(command.output), "\(result.output)")
    #expect(
      result.error
        == "warning: \(store): the changes were saved, but are still in the store's log \(store)-wal, not yet in the file itself: another process kept the store locked for too long. Nothing is lost: keep the log beside the store (move or copy the two together); the store's next write moves the changes into the file\n"
    )
    let saved = try LedgerStore(path: store)
    switch command.arguments[0] {
    case "merge": #expect(try saved.mergeHistory().count == 1)
    case "import": #expect(try saved.loadLedger().transactions.count == 301)
    default: #expect(try saved.lastExport()?.folder == folder.path + "/out")
    }
  }

  @Test("export: the store cannot record the export: no file is placed, and it says so, exit 2")
  func exportNotRecorded() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    // Every write now fails at its end, after the export's files are written and journaled.
    try DatabaseQueue(path: store).write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuseWrites BEFORE UPDATE ON storeRevision
          BEGIN SELECT RAISE(ABORT, 'the test refuses the write'); END
          """)
    }
    let out = folder.appendingPathComponent("out")

    let run = try Tool.run(["export", "--out", out.path, "--store", store])

    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(store): "), "\(run.error)")
    #expect(run.error.contains("the test refuses the write"), "\(run.error)")
    #expect(run.error.contains("Nothing was written"), "\(run.error)")
    // The files move into place only once the store records them: none is there, nor a
    // partial file or a journal.
    let files = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    #expect(files == [], "\(files)")
    #expect(try LedgerStore(path: store).lastExport() == nil)
  }
}
