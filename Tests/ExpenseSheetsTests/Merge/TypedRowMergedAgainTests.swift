import Foundation
import Testing

@testable import ExpenseSheets

/// A row typed in the sheet without an id takes its id from its cells, so a sheet merged again
/// gives it the id the first merge gave it: the local row with that id is that row, and what
/// the app changed in it since stays.
@Suite("A typed row merged again")
struct TypedRowMergedAgainTests {
  private typealias F = MergeFixture

  /// The sheet holding `row` as typed without an id (its id derived), or with one.
  private func sheet(_ row: Transaction, isMissingKey: Bool) -> ValidatedSheet {
    var sheet = F.sheet(F.ledger([row]), typed: [row.rowKey])
    sheet.typedRowGaps = [
      row.rowKey: TypedRowGaps(isMissingKey: isMissingKey, isMissingStamp: true)
    ]
    return sheet
  }

  @Test("A typed row without an id that the app changed since keeps the app's values")
  func appChangedIt() throws {
    let typed = F.transaction(1, amount: "12.34")
    var local = typed
    local.amount = 20
    local.lastModifiedAt = F.t2
    let result = try F.merge(
      local: F.ledger([local]), sheet: sheet(typed, isMissingKey: true))
    #expect(result.ledger.transactions == [local])
    #expect(result.report.changes.map(\.action) == [.keptLocal])
  }

  @Test("A typed row with its id, timestamps cleared, still takes the sheet's values")
  func withItsId() throws {
    let typed = F.transaction(1, amount: "12.34")
    var local = typed
    local.amount = 20
    let result = try F.merge(
      local: F.ledger([local]), sheet: sheet(typed, isMissingKey: false))
    #expect(result.ledger.transactions.map(\.amount) == [Decimal(string: "12.34")!])
    #expect(result.report.changes.map(\.action) == [.updated])
  }
}

/// A sheet row older than its row in the export the sheet is compared with says the sheet is
/// an earlier download (its `exportId:` cells lost): a row it lacks may have been added since.
@Suite("Deletions from an earlier download")
struct EarlierDownloadDeletionTests {
  private typealias F = MergeFixture

  @Test(
    "A row missing from a sheet with a row older than the last export is kept, else deleted",
    arguments: [(true, false), (false, true)])
  func heldBack(isEarlier: Bool, isDeleted: Bool) throws {
    let base = F.ledger([F.transaction(1, modified: F.t1), F.transaction(2, modified: F.t1)])
    let sheet = F.sheet(F.ledger([F.transaction(1, modified: isEarlier ? F.t0 : F.t1)]))
    let result = try F.merge(local: base, sheet: sheet, base: base, allowDeletions: true)
    #expect(result.ledger.transactions.contains { $0.transactionId == F.id(2) } == !isDeleted)
    let change = try #require(result.report.changes.first { $0.key == .transaction(F.id(2)) })
    #expect(change.action == (isDeleted ? .deleted : .keptLocal))
    #expect(change.reason.contains("comes from an earlier download") == !isDeleted)
  }
}
