import Foundation
import Testing

@testable import ExpenseSheets

/// Fields each valid on its side can make an invalid row together: one copy of a download moved
/// a rule's `startDate` (merged first), another its `endDate`. The merge stored the end before
/// the start, which the next export's read rejected. The local row now stays, as a conflict.
@Suite("Rows merged from both sides stay valid")
struct MergedRowConsistencyTests {
  typealias F = MergeFixture

  static func rule(start: SheetDate, end: SheetDate?, modified: Date) -> RecurringRule {
    RecurringRule(
      recurringRuleId: UUID(uuidString: "6B47A4E5-C2BB-485B-91EC-AA10C2F4F3CB")!, type: .expense,
      amount: 25, category: "Food", startDate: start, cadence: .monthly, endDate: end,
      createdAt: F.t0, lastModifiedAt: modified)
  }

  @Test("An endDate taken from the sheet before a startDate kept from the app is a conflict")
  func endBeforeStart() throws {
    let base = Self.rule(
      start: SheetDate(year: 2023, month: 1, day: 28)!,
      end: SheetDate(year: 2025, month: 6, day: 30),
      modified: F.t0)
    var local = base
    local.startDate = SheetDate(year: 2025, month: 6, day: 1)!
    local.lastModifiedAt = F.t1
    var sheet = base
    sheet.endDate = SheetDate(year: 2024, month: 12, day: 31)
    func ledger(_ rule: RecurringRule) -> Ledger {
      Ledger(categories: [F.food], recurringRules: [rule])
    }
    let result = try F.merge(
      local: ledger(local), sheet: F.sheet(ledger(sheet)), base: ledger(base))
    #expect(result.ledger.recurringRules == [local])
    let change = try #require(result.report.changes.first)
    #expect(change.action == .conflict)
    #expect(
      change.reason
        == "the sheet's endDate with the local values: endDate 2024-12-31 would be before startDate 2025-06-01; the local row stays: set these fields together in the sheet and merge again"
    )

    // The same edit of endDate, after a start it does not precede, merges.
    sheet.endDate = SheetDate(year: 2025, month: 12, day: 31)
    let fine = try F.merge(local: ledger(local), sheet: F.sheet(ledger(sheet)), base: ledger(base))
    #expect(fine.ledger.recurringRules.first?.endDate == SheetDate(year: 2025, month: 12, day: 31))
    #expect(fine.report.changes.map(\.action) == [.updated])
  }
}
