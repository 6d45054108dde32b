import Foundation
import Testing

@testable import ExpenseSheets

/// A sheet row whose `lastModifiedAt` is more than a day after the merge is merged with the
/// merge time stored instead, and the report says so: stored as given, the row would win every
/// later merge against the app's edits until then.
@Suite("A sheet's lastModifiedAt in the future, merged")
struct FutureStampMergeTests {
  private typealias F = MergeFixture

  /// 2099-01-01T00:00:00Z.
  static let farFuture = Timestamp.date(milliseconds: 4_070_908_800_000)

  @Test(
    "An edited row takes the sheet's values and the merge time; a stamp within a day is kept",
    arguments: [(farFuture, true), (F.mergeTime.addingTimeInterval(3600), false)])
  func updated(stamp: Date, isReplaced: Bool) throws {
    let local = F.ledger([F.transaction(1, amount: "10.00", modified: F.t1)])
    let sheet = F.sheet(F.ledger([F.transaction(1, amount: "20.00", modified: stamp)]))
    let result = try F.merge(local: local, sheet: sheet, base: local)
    let merged = try #require(result.ledger.transactions.first)
    #expect(merged.amount == 20)
    #expect(merged.lastModifiedAt == (isReplaced ? F.mergeTime : stamp))
    let change = try #require(result.report.changes.first)
    #expect(change.action == .updated)
    #expect(change.reason.contains("is in the future, so the merge time is stored") == isReplaced)
  }

  @Test(
    "A new row is added with the merge time for its lastModifiedAt; merged again, nothing changes")
  func inserted() throws {
    let local = F.ledger([F.transaction(1)])
    var row = F.transaction(2, modified: Self.farFuture)
    row.createdAt = Self.farFuture
    let sheet = F.sheet(F.ledger([F.transaction(1), row]))
    let result = try F.merge(local: local, sheet: sheet, base: local)
    let added = try #require(
      result.ledger.transactions.first { $0.transactionId == row.transactionId })
    #expect(added.lastModifiedAt == F.mergeTime)
    #expect(added.createdAt == Self.farFuture)
    #expect(result.report.changes.first?.reason.contains("in the future") == true)
    let again = try F.merge(local: result.ledger, sheet: sheet, base: local)
    #expect(again.ledger == result.ledger)
  }
}
