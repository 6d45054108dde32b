import Foundation
import Testing

@testable import ExpenseSheets

/// An amount a spreadsheet made a date and shows as the day's serial number (`3.10` typed in
/// LibreOffice nb-NO becomes the 3rd of October, `46298` in a cell formatted as a number).
@Suite("An amount made a date's serial number")
struct DateSerialAmountTests {
  typealias F = MergeFixture

  @Test(
    "It is held back unless suspicious changes are accepted",
    arguments: [(false, "3.10", MergeAction.suspicious), (true, "46298.00", .updated)])
  func heldBack(acceptSuspicious: Bool, merged: String, action: MergeAction) throws {
    let exported = F.ledger([F.transaction(1, amount: "3.10")])
    let sheet = F.sheet(F.ledger([F.transaction(1, amount: "46298")]))
    let result = try F.merge(
      local: exported, sheet: sheet, base: exported, acceptSuspicious: acceptSuspicious)
    #expect(result.ledger.transactions.map { CellFormatter.money($0.amount) } == [merged])
    #expect(result.report.changes.map(\.action) == [action])
  }
}
