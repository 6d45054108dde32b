import Foundation
import Testing

/// `merge --allow-deletions` of a row that rows of another tab still name, run as a user runs
/// it.
@Suite("merge: a deletion other rows still name is held back")
struct StillNamedDeletionTests {
  @Test("The row is kept, the merge exits 1, and standard error says what to do")
  func transactionAReceiptNames() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    let receipts = try String(
      contentsOf: export.appendingPathComponent("Receipts.csv"), encoding: .utf8)
    let named = try #require(
      receipts.split(separator: "\r\n").dropFirst().first?.split(separator: ",").dropFirst()
        .first)
    let transactions = export.appendingPathComponent("Transactions.csv")
    let text = try String(contentsOf: transactions, encoding: .utf8)
    let kept = text.split(separator: "\r\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(named) }
    try #require(
      kept.count == text.split(separator: "\r\n", omittingEmptySubsequences: false).count - 1)
    try Data(kept.joined(separator: "\r\n").utf8).write(to: transactions)

    let run = try Tool.run(["merge", export.path, "--store", store, "--allow-deletions"])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("removed from the sheet, but kept: a receipt still names it"))
    #expect(
      run.error.contains(
        "note: 1 deletion(s) from the Transactions tab held back, as rows of other tabs still name them"
      ), "\(run.error)")
  }
}
