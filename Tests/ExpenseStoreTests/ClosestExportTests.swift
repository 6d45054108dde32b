import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// `closestExport`: the earlier export whose rows a download's tabs hold, told by the rows the
/// app added, deleted and changed between the exports.
@Suite struct ClosestExportTests {
  static let record = MergeRecord(
    time: Date(timeIntervalSince1970: 1_700_000_000), sourceFolder: "/sheet", totals: [:],
    reportJSON: "{}")

  /// A store exported twice (a minute apart), the app deleting transaction A, adding B,
  /// adding a category and editing transaction 5 in between; the rows of each export, and
  /// the first export's id and time.
  static func exportedTwice(in folder: URL) throws -> (
    LedgerStore, first: Ledger, second: Ledger, firstId: UUID, exportedAt: Date
  ) {
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let all = LedgerFixtures.ledger(transactions: 41, seed: 3)
    var first = all
    first.transactions.removeLast()
    try store.replaceLedger(with: first)
    let (firstId, exportedAt) = (
      UUID(), Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    )
    try store.recordExport(of: first, exportId: firstId, at: exportedAt)
    var second = first
    second.transactions.removeFirst()
    second.transactions.append(all.transactions.last!)
    second.categories.append(second.categories[0])
    second.categories[second.categories.count - 1].name = "Added in the app"
    second.transactions[5].note = "edited in the app"
    second.transactions[5].lastModifiedAt = exportedAt.addingTimeInterval(30)
    try store.applyMerge(merged: second, expectedCurrent: first, record: Self.record)
    try store.recordExport(of: second, exportId: UUID(), at: exportedAt.addingTimeInterval(60))
    return (store, first, second, firstId, exportedAt)
  }

  @Test("The first export's download, edited or not, is the first's")
  func earlierExport() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first, second, firstId, _) = try Self.exportedTwice(in: folder)
    let tabs: Set<Tab> = [.transactions, .categories]
    #expect(try store.closestExport(to: first, tabs: tabs, live: second)?.exportId == firstId)
    var edited = first
    edited.transactions[9].note = "edited in the sheet"
    #expect(try store.closestExport(to: edited, tabs: tabs, live: second)?.exportId == firstId)
    // A row typed without an id, merged since, may be in any download: it rules nothing out.
    var typed = first
    var row = first.transactions[2]
    row.transactionId = try #require(UUID(uuidString: "0F0E0D0C-0B0A-8908-8706-050403020100"))
    try #require(RowKey.transaction(row.transactionId).isContentDerived)
    var typedLive = second
    typedLive.transactions.append(row)
    try store.applyMerge(merged: typedLive, record: Self.record)
    typed.transactions.append(row)
    #expect(try store.closestExport(to: typed, tabs: tabs, live: typedLive)?.exportId == firstId)
  }

  @Test("The last export's download, rows removed from it or not, finds no earlier export")
  func lastExport() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first, second, _, _) = try Self.exportedTwice(in: folder)
    let tabs: Set<Tab> = [.transactions, .categories]
    #expect(try store.closestExport(to: second, tabs: tabs, live: second) == nil)
    // The category added since removed by a person: the Transactions tab, holding B, rules the
    // first export out for the whole download.
    var withoutCategory = second
    withoutCategory.categories.removeLast()
    #expect(try store.closestExport(to: withoutCategory, tabs: tabs, live: second) == nil)
    // B and the category removed too: transaction 5 as the app changed it after the first
    // export rules it out.
    var withoutAdded = withoutCategory
    withoutAdded.transactions.removeLast()
    #expect(try store.closestExport(to: withoutAdded, tabs: tabs, live: second) == nil)
    // Both A and B: no export holds both.
    var both = first
    both.transactions.append(second.transactions.last!)
    #expect(try store.closestExport(to: both, tabs: [.transactions], live: second) == nil)
    // Tabs whose rows did not change between the exports tell nothing.
    #expect(try store.closestExport(to: first, tabs: [.receipts], live: second) == nil)
  }

  @Test("A row as the app changed it after the first export, changed again since, rules it out")
  func versionChangedAgain() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, _, second, _, exportedAt) = try Self.exportedTwice(in: folder)
    var live = second
    live.transactions[5].note = "edited again"
    live.transactions[5].lastModifiedAt = exportedAt.addingTimeInterval(90)
    try store.applyMerge(merged: live, record: Self.record)
    // The second download, B and the category removed by a person.
    var sheet = second
    sheet.transactions.removeLast()
    sheet.categories.removeLast()
    #expect(
      try store.closestExport(to: sheet, tabs: [.transactions, .categories], live: live) == nil)
  }

  @Test("A row stamped ahead of the exports, by a device whose clock runs fast, rules none out")
  func clockAhead() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let time = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    var ledgers = [LedgerFixtures.ledger(transactions: 40, seed: 6)]
    try store.replaceLedger(with: ledgers[0])
    try store.recordExport(of: ledgers[0], exportId: UUID(), at: time)
    // Export 1 holds a row a device stamped two hours ahead; the app deletes a row before
    // export 2.
    var ahead = ledgers[0]
    var row = ahead.transactions[3]
    row.transactionId = UUID()
    row.note = "from a fast clock"
    (row.createdAt, row.lastModifiedAt) = (
      time.addingTimeInterval(7200), time.addingTimeInterval(7200)
    )
    ahead.transactions.append(row)
    var deleted = ahead
    deleted.transactions.removeFirst()
    ledgers += [ahead, deleted]
    var ids: [UUID] = []
    for (index, ledger) in ledgers.enumerated().dropFirst() {
      try store.applyMerge(merged: ledger, expectedCurrent: ledgers[index - 1], record: Self.record)
      ids.append(UUID())
      try store.recordExport(
        of: ledger, exportId: ids.last!, at: time.addingTimeInterval(Double(60 * index)))
    }

    // Export 1's download holds the row export 0 lacks and the row export 2 lacks.
    let closest = try store.closestExport(to: ahead, tabs: [.transactions], live: deleted)
    #expect(closest?.exportId == ids[0])
  }

  @Test("A row of the download stamped later than every export, merged since, rules none out")
  func restampedRowMerged() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, first, second, firstId, exportedAt) = try Self.exportedTwice(in: folder)
    // The first download, a row edited with its lastModifiedAt typed as now, merged.
    var sheet = first
    sheet.transactions[9].note = "edited in the sheet"
    sheet.transactions[9].lastModifiedAt = exportedAt.addingTimeInterval(3_600)
    var live = second
    let index = try #require(
      live.transactions.firstIndex { $0.transactionId == sheet.transactions[9].transactionId })
    live.transactions[index] = sheet.transactions[9]
    try store.applyMerge(merged: live, record: Self.record)
    #expect(
      try store.closestExport(to: sheet, tabs: [.transactions, .categories], live: live)?
        .exportId == firstId)
  }
}
