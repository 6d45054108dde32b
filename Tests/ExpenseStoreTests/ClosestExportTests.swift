import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `closestExports`: the earlier export whose rows a tab holds, told by the rows deleted and
/// added in the app between the exports.
@Suite struct ClosestExportTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet", totals: [:],
    reportJSON: "{}")

  /// A store exported twice, the app deleting row A and adding row B in between; the rows
  /// of each export, and the first export's id.
  static func exportedTwice(in folder: URL) throws -> (
    LedgerStore, first: Ledger, second: Ledger, firstId: UUID
  ) {
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let all = LedgerFixtures.ledger(transactions: 41, seed: 3)
    var first = all
    first.transactions.removeLast()
    try store.replaceLedger(with: first)
    let firstId = UUID()
    try store.recordExport(of: first, exportId: firstId, at: Date())
    var second = first
    second.transactions.removeFirst()
    second.transactions.append(all.transactions.last!)
    try store.applyMerge(merged: second, expectedCurrent: first, record: Self.record)
    try store.recordExport(of: second, exportId: UUID(), at: Date())
    return (store, first, second, firstId)
  }

  @Test("A tab holding the row deleted since and lacking the row added since is the first's")
  func earlierExport() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first, second, firstId) = try Self.exportedTwice(in: folder)
    let closest = try store.closestExports(to: first, tabs: [.transactions], live: second)
    #expect(closest[.transactions]?.exportId == firstId)
    // Only the rows' keys count: the first export's rows, edited, are still the first's.
    var edited = first
    edited.transactions[5].note = "edited in the sheet"
    #expect(
      try store.closestExports(to: edited, tabs: [.transactions], live: second)[.transactions]?
        .exportId == firstId)
  }

  @Test("The last export's rows, or a tie, find no earlier export")
  func lastExportOrTie() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first, second, _) = try Self.exportedTwice(in: folder)
    #expect(try store.closestExports(to: second, tabs: [.transactions], live: second).isEmpty)
    // Both A and B: one key off each export.
    var both = first
    both.transactions.append(second.transactions.last!)
    #expect(try store.closestExports(to: both, tabs: [.transactions], live: second).isEmpty)
    // Tabs whose rows did not change between the exports find none either.
    #expect(
      try store.closestExports(to: first, tabs: [.receipts, .categories], live: second).isEmpty)
  }

  @Test("A tab showing a row as the app changed it after an export is not that export's")
  func rowChangedAfterExport() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let all = LedgerFixtures.ledger(transactions: 42, seed: 4)
    var first = all
    first.transactions.removeLast(2)
    try store.replaceLedger(with: first)
    let exportedAt = Date()
    try store.recordExport(of: first, exportId: UUID(), at: exportedAt)
    // The app adds two rows and edits a third; then exports again.
    var second = first
    second.transactions.append(contentsOf: all.transactions.suffix(2))
    second.transactions[3].note = "edited in the app"
    second.transactions[3].lastModifiedAt = exportedAt.addingTimeInterval(60)
    try store.applyMerge(merged: second, expectedCurrent: first, record: Self.record)
    try store.recordExport(of: second, exportId: UUID(), at: exportedAt.addingTimeInterval(120))

    // The second download, both added rows deleted by a person: the first's keys exactly, but
    // the edited row shows the app's change, which the first export cannot hold.
    var sheet = second
    sheet.transactions.removeLast(2)
    #expect(try store.closestExports(to: sheet, tabs: [.transactions], live: second).isEmpty)
    // Without that row's change, the keys decide: the first export.
    sheet.transactions[3] = first.transactions[3]
    #expect(
      try store.closestExports(to: sheet, tabs: [.transactions], live: second)[.transactions] != nil
    )
  }
}
