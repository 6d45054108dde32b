import ExpenseStore
import Foundation
import Testing

/// A store that cannot be written is named, with what to do, never shown as SQLite's own
/// error and the statement that failed.
@Suite("Store failures say what to do", .serialized)
struct StoreFailureMessageTests {
  @Test(
    "A read-only store: the command says so, exit 2, the file unchanged",
    arguments: [
      ["merge", Tool.sample("typed-row")], ["import", Tool.sample("typed-row"), "--replace"],
    ])
  func readOnlyStore(command: [String]) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("ledger.sqlite")
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store.path]).status == 0)
    // The folder stays writable: only the file is read-only.
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store.path)
    let before = try Data(contentsOf: store)

    let run = try Tool.runUnprivileged(command + ["--store", store.path])

    #expect(run.status == 2)
    #expect(
      run.error
        == "error: \(store.path): the store file is read-only. Nothing was written; check the permissions of the file and of its folder, where SQLite keeps the store's log beside it\n"
    )
    #expect(try Data(contentsOf: store) == before)
  }
}
