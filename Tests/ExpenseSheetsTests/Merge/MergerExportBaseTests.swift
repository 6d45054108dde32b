import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Merging a download against the export it came from")
struct MergerExportBaseTests {
  typealias F = MergeFixture

  static let first = UUID(uuidString: "11111111-1111-4111-8111-111111111111")!
  static let second = UUID(uuidString: "22222222-2222-4222-8222-222222222222")!

  /// A sheet holding `ledger` whose Transactions tab names the export `exportId`.
  static func sheet(_ ledger: Ledger, exportId: UUID?) -> ValidatedSheet {
    var sheet = F.sheet(ledger)
    sheet.exportIds = exportId.map { [.transactions: $0] } ?? [:]
    return sheet
  }

  static func merge(
    local: Ledger, sheet: ValidatedSheet, bases: MergeBases, allowMassDeletions: Bool = false
  ) throws -> MergeResult {
    try Merger().merge(
      local: local, sheet: sheet, bases: bases,
      options: MergeOptions(
        mergeTime: F.mergeTime, allowDeletions: true, allowMassDeletions: allowMassDeletions))
  }

  @Test("An older download deletes nothing added, and reverts nothing changed, after it")
  func olderDownload() throws {
    // Export E1 of rows 1-20; row 2 changed and row 21 added in the app; export E2.
    let exported = (1...20).map { F.transaction($0) }
    var local = F.ledger(exported)
    local.transactions[1] = F.transaction(2, amount: "99.00", modified: F.t1)
    local.transactions.append(F.transaction(21, modified: F.t1))
    let bases = MergeBases(
      latest: local, byExport: [Self.first: F.ledger(exported), Self.second: local])
    // The person merges E1's download, left in Downloads.
    let result = try Self.merge(
      local: local, sheet: Self.sheet(F.ledger(exported), exportId: Self.first), bases: bases)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.report.summary.totals[.transactions, .deleted] == 0)
    // The same download without its export id is compared with E2's rows: its row 2, older
    // than E2's, shows it is an earlier download, so row 21 is kept, not deleted.
    let againstLatest = try Self.merge(
      local: local, sheet: Self.sheet(F.ledger(exported), exportId: nil), bases: bases)
    #expect(againstLatest.report.summary.totals[.transactions, .deleted] == 0)
    #expect(againstLatest.report.heldBackDeletions.map(\.reason) == [.earlierDownload])
    #expect(againstLatest.ledger.transactions == local.transactions)
  }

  @Test("A sheet row removed since its own export is still deleted")
  func deletionSinceOwnExport() throws {
    let exported = (1...20).map { F.transaction($0) }
    var local = F.ledger(exported)
    local.transactions.append(F.transaction(21, modified: F.t1))
    let bases = MergeBases(
      latest: local, byExport: [Self.first: F.ledger(exported), Self.second: local])
    let edited = F.ledger(Array(exported.dropFirst()))
    let result = try Self.merge(
      local: local, sheet: Self.sheet(edited, exportId: Self.first), bases: bases)
    #expect(result.ledger.transactions == Array(local.transactions.dropFirst()))
  }

  @Test("A tab from an export the store does not keep deletes nothing, and says why")
  func unknownExport() throws {
    let local = F.ledger((1...20).map { F.transaction($0) })
    let unknown = UUID(uuidString: "33333333-3333-4333-8333-333333333333")!
    let result = try Self.merge(
      local: local,
      sheet: Self.sheet(F.ledger(Array(local.transactions.dropFirst())), exportId: unknown),
      bases: MergeBases(latest: local, byExport: [Self.first: local]))
    #expect(result.ledger.transactions == local.transactions)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .keptLocal)
    #expect(change.reason.contains("comes from export 33333333-3333-4333-8333-333333333333"))
    #expect(
      result.report.heldBackDeletions == [
        HeldBackDeletions(tab: .transactions, rows: 1, reason: .unknownExport)
      ])
    #expect(result.report.needsAttention)
  }

  @Test("A row of a tab from an export the store does not keep, which the store lacks, is held")
  func unknownExportRowTheStoreLacks() throws {
    // Row 21 was in the old export; the app deleted it before the exports it keeps.
    let local = F.ledger((1...20).map { F.transaction($0) })
    let old = F.ledger((1...21).map { F.transaction($0) })
    let unknown = UUID(uuidString: "33333333-3333-4333-8333-333333333333")!
    let bases = MergeBases(latest: local, byExport: [Self.first: local])
    let result = try Self.merge(
      local: local, sheet: Self.sheet(old, exportId: unknown), bases: bases)
    #expect(result.ledger.transactions == local.transactions)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .suspicious)
    #expect(change.hint == .acceptSuspicious)
    #expect(result.report.needsAttention)
    // Accepted, it is added back.
    let accepted = try Merger().merge(
      local: local, sheet: Self.sheet(old, exportId: unknown), bases: bases,
      options: MergeOptions(mergeTime: F.mergeTime, acceptSuspicious: true))
    #expect(
      accepted.ledger.transactions.map(\.transactionId) == old.transactions.map(\.transactionId))
    // Typed without an id, it is new in the sheet.
    var typed = Self.sheet(old, exportId: unknown)
    typed.typedKeys = [old.transactions[20].rowKey]
    let added = try Self.merge(local: local, sheet: typed, bases: bases)
    #expect(added.report.changes.first?.action == .inserted)
  }

  @Test("A store that never exported merges a tab naming an export as before: two-way")
  func neverExported() throws {
    let local = F.ledger([F.transaction(1)])
    let result = try Self.merge(
      local: local, sheet: Self.sheet(F.ledger([]), exportId: Self.first),
      bases: MergeBases(latest: nil, byExport: [:]))
    #expect(result.report.changes.first?.reason.contains("no export recorded") == true)
    #expect(result.report.heldBackDeletions.isEmpty)
  }

  @Test("A header-only tab deletes nothing unless mass deletions are allowed")
  func headerOnlyTab() throws {
    let local = F.ledger((1...300).map { F.transaction($0) })
    let sheet = Self.sheet(F.ledger([]), exportId: nil)
    let held = try Self.merge(local: local, sheet: sheet, bases: MergeBases(latest: local))
    #expect(held.ledger.transactions == local.transactions)
    #expect(
      held.report.heldBackDeletions == [
        HeldBackDeletions(tab: .transactions, rows: 300, reason: .massDeletion)
      ])
    #expect(held.report.heldBackDeletions.allSatisfy { $0.isAppliedByAllowingMassDeletions })
    #expect(held.report.needsAttention)
    let reason = try #require(held.report.changes.first?.reason)
    #expect(reason.contains("300 of the tab's 300 rows would go at once"))
    #expect(!reason.contains("--"))
    let applied = try Self.merge(
      local: local, sheet: sheet, bases: MergeBases(latest: local), allowMassDeletions: true)
    #expect(applied.ledger.transactions.isEmpty)
  }

  @Test(
    "Deleting more than a tenth of a tab, and more than one row, or every row, is a mass deletion",
    arguments: [
      (30, 300, false), (31, 300, true), (1, 7, false), (2, 7, true), (1, 1, true), (1, 2, false),
      (2, 2, true), (0, 5, false),
    ])
  func massThreshold(deleting: Int, rows: Int, isMass: Bool) {
    #expect(MassDeletion.isMass(deleting: deleting, of: rows) == isMass)
  }
}
