import Foundation
import Testing

@testable import ExpenseSheets

/// A later edit keeps a later `lastModifiedAt`, so that an older download cannot win against it:
/// a sheet's edit is never stamped earlier than the stamp it replaces, and a conflict whose
/// stamps tie only at the sheet's coarser precision goes to the side later to the millisecond.
@Suite("The order of lastModifiedAt stamps across merges")
struct StampOrderTests {
  typealias F = MergeFixture

  @Test("A sheet's edit of a row stamped ahead of the clock is stamped after that stamp")
  func editAfterFutureStamp() throws {
    // Set 5 hours ahead by an earlier sheet (within the day a merge stores as given).
    let ahead = F.mergeTime.addingTimeInterval(5 * 3600)
    let local = F.transaction(1, amount: "1500.00", modified: ahead)
    let edited = F.transaction(1, amount: "1550.00", modified: ahead)
    let result = try F.merge(
      local: F.ledger([local]), sheet: F.sheet(F.ledger([edited])), base: F.ledger([local]))
    let merged = try #require(result.ledger.transactions.first)
    #expect(merged.amount == Decimal(string: "1550")!)
    #expect(merged.lastModifiedAt == ahead.addingTimeInterval(0.001))
    #expect(result.report.changes.map(\.action) == [.updated])
  }

  @Test("A conflict whose stamps tie at whole minutes goes to the side later to the millisecond")
  func minuteTie() throws {
    let base = F.transaction(1, amount: "1450.00", modified: F.t0)
    // The app's edit, merged at 20.707 s past a minute; an older download's, typed at the minute.
    let minute = Timestamp.date(milliseconds: 1_700_000_040_000)
    let localStamp = minute.addingTimeInterval(20.707)
    let local = F.transaction(1, amount: "1550.00", modified: localStamp)
    let older = F.transaction(1, amount: "1500.00", modified: minute)
    let result = try F.merge(
      local: F.ledger([local]), sheet: F.sheet(F.ledger([older])), base: F.ledger([base]))
    #expect(result.ledger.transactions.first?.amount == Decimal(string: "1550")!)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .conflict)
    #expect(change.reason.contains("the local edit is later and wins"))

    // The same stamps the other way round: the sheet's is the later, and it wins.
    let laterSheet = F.transaction(1, amount: "1500.00", modified: localStamp)
    let earlierLocal = F.transaction(1, amount: "1550.00", modified: minute)
    let other = try F.merge(
      local: F.ledger([earlierLocal]), sheet: F.sheet(F.ledger([laterSheet])),
      base: F.ledger([base]))
    #expect(other.ledger.transactions.first?.amount == Decimal(string: "1500")!)
  }
}
