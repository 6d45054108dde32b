import Foundation
import Testing

@testable import ExpenseSheets

/// A local row written since the export back to the exported values (a later download's edit
/// undoing the sheet's, or the same sheet merged before): the sheet's change is not the only
/// one since the export, and never silently undoes the later write.
@Suite("A local row restored to its exported values since the export")
struct RestoredLocalRowTests {
  typealias F = MergeFixture

  @Test(
    "The sheet's older edit meets the later write as a conflict; a later sheet stamp wins",
    arguments: [(F.t0, "10.00"), (F.mergeTime.addingTimeInterval(60), "99.00")])
  func olderSheetEdit(sheetStamp: Date, merged: String) throws {
    let exported = F.transaction(1, amount: "10.00", modified: F.t0)
    // Changed and changed back since the export: the same values, a later stamp.
    let local = F.transaction(1, amount: "10.00", modified: F.t2)
    let sheet = F.transaction(1, amount: "99.00", modified: sheetStamp)
    let result = try F.merge(
      local: F.ledger([local]), sheet: F.sheet(F.ledger([sheet])), base: F.ledger([exported]))
    #expect(result.ledger.transactions.map { CellFormatter.money($0.amount) } == [merged])
    let change = try #require(result.report.changes.first)
    // Both sides wrote since the export: a conflict either way, its loser listed.
    #expect(change.action == .conflict)
    #expect(change.fields.map(\.field) == ["amount"])
    if merged == "10.00" {
      #expect(change.reason.contains("back to the exported values"))
    }
  }

  @Test("A field the app changed beside the sheet's edit of another keeps both, as before")
  func otherFieldsBothKept() throws {
    let exported = F.transaction(1, amount: "10.00", note: "", modified: F.t0)
    let local = F.transaction(1, amount: "12.00", note: "", modified: F.t2)
    let sheet = F.transaction(1, amount: "10.00", note: "lunch", modified: F.t0)
    let result = try F.merge(
      local: F.ledger([local]), sheet: F.sheet(F.ledger([sheet])), base: F.ledger([exported]))
    let merged = try #require(result.ledger.transactions.first)
    #expect(CellFormatter.money(merged.amount) == "12.00")
    #expect(merged.note == "lunch")
    #expect(result.report.changes.map(\.action) == [.updated])
  }
}
