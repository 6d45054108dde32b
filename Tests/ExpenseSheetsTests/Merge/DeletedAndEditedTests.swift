import Foundation
import Testing

@testable import ExpenseSheets

/// A row the app deleted since the last export, which the sheet edited: a conflict, decided for
/// the edit, so that nothing is lost, and said; unedited, it stays deleted.
@Suite("A row deleted in the app and edited in the sheet")
struct DeletedAndEditedTests {
  typealias F = MergeFixture

  @Test("is added back with the sheet's values, as a conflict", arguments: [false, true])
  func addedBack(allowDeletions: Bool) throws {
    let base = F.ledger([F.transaction(1), F.transaction(2)])
    let local = F.ledger([F.transaction(2)])
    let edited = F.transaction(1, amount: "99.99")
    let result = try F.merge(
      local: local, sheet: F.sheet(F.ledger([edited, F.transaction(2)])), base: base,
      allowDeletions: allowDeletions)
    #expect(result.ledger.transactions.map(\.transactionId) == [F.id(2), F.id(1)])
    #expect(result.ledger.transactions.last?.amount == Decimal(string: "99.99"))
    #expect(result.ledger.transactions.last?.lastModifiedAt == F.mergeTime)
    let totals = result.report.summary.totals
    #expect(totals[.transactions, .conflict] == 1)
    #expect(totals[.transactions, .inserted] == 0)
    #expect(result.report.needsAttention)
    let change = try #require(result.report.changes.first { $0.key == .transaction(F.id(1)) })
    #expect(change.action == .conflict)
    #expect(
      change.reason.hasPrefix("deleted in the app since the last export, but edited in the sheet"))
  }

  @Test("stays deleted when the sheet did not edit it")
  func staysDeleted() throws {
    let base = F.ledger([F.transaction(1), F.transaction(2)])
    let local = F.ledger([F.transaction(2)])
    let result = try F.merge(local: local, sheet: F.sheet(base), base: base)
    #expect(result.ledger.transactions.map(\.transactionId) == [F.id(2)])
    #expect(result.report.summary.totals[.transactions, .keptLocal] == 1)
  }
}
