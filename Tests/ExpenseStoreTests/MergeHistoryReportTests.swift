import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// The history keeps each merge's report deflated, and reads back reports kept as text before.
@Suite struct MergeHistoryReportTests {
  static func store() throws -> (LedgerStore, Ledger, URL) {
    let folder = try LedgerFixtures.temporaryFolder()
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 20, seed: 7)
    try store.replaceLedger(with: ledger)
    return (store, ledger, folder)
  }

  static func record(_ report: String) -> MergeRecord {
    MergeRecord(
      time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet",
      totals: ["updated": 1], reportJSON: report)
  }

  @Test("A merge's report is stored deflated and read back as it was")
  func storedDeflated() throws {
    let (store, ledger, folder) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = DeflatedReportTests.report(rows: 20_000)

    try store.applyMerge(merged: ledger, record: Self.record(report))

    let (text, deflated) = try store.writer.read { db in
      let row = try #require(
        try Row.fetchOne(
          db, sql: "SELECT length(reportJSON), length(reportDeflated) FROM mergeHistory"))
      return (row[0] as Int, row[1] as Int)
    }
    #expect(text == 0)
    #expect(deflated > 0 && deflated * 5 < report.utf8.count)
    #expect(try store.mergeHistory() == [Self.record(report)])
  }

  @Test("A report a merge kept as text before is read back, and its keys found")
  func keptAsTextBefore() throws {
    let (store, ledger, folder) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = RowKey.transaction(ledger.transactions[3].transactionId)
    let older = Self.record(#"{"changes":[{"key":"\#(key.value)"}]}"#)
    try store.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO mergeHistory (time, sourceFolder, totals, reportJSON)
          VALUES (1700000000000, '/sheet', '{"updated":1}', ?)
          """, arguments: [older.reportJSON])
    }
    let newer = Self.record("{}")

    try store.applyMerge(merged: ledger, record: newer)

    #expect(try store.mergeHistory() == [older, newer])
    #expect(try store.keysNamedInMergeHistory([key]) == [key])
  }

  @Test("A damaged deflated report is reported, not read as another")
  func damaged() throws {
    let (store, ledger, folder) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    try store.applyMerge(merged: ledger, record: Self.record("{}"))
    try store.writer.write { db in
      try db.execute(sql: "UPDATE mergeHistory SET reportDeflated = x'789c0102'")
    }

    let error = #expect(throws: StoreError.self) { try store.mergeHistory() }

    #expect(error?.code == .invalidData)
    #expect(error?.description.contains("reportDeflated") == true)
  }
}
