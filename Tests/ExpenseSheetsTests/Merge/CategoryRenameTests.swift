import Foundation
import Testing

@testable import ExpenseSheets

/// A category renamed in the sheet only by case or spaces is another category (names are
/// case-sensitive): the merge inserts it as the sheet has it, keeps the local one while
/// transactions name it, and says on the inserted row which local name it differs from.
@Suite("A category renamed only by case or spaces")
struct CategoryRenameTests {
  typealias F = MergeFixture

  @Test(
    "The inserted category names the local one it differs from, when the sheet lacks that one",
    arguments: [
      (["food"], "food", "Food"),
      (["Food "], "Food ", "Food"),
      (["FOOD", "Rent"], "FOOD", "Food"),
    ])
  func explained(sheetNames: [String], inserted: String, local: String) throws {
    let sheetCategories = sheetNames.map {
      Category(name: $0, type: .expense, createdAt: F.t0, lastModifiedAt: F.t0)
    }
    let result = try F.merge(
      local: F.ledger([F.transaction(1)]),
      sheet: F.sheet(F.ledger([F.transaction(1)], categories: sheetCategories)))
    let change = try #require(result.report.changes.first { $0.key == .category(inserted) })
    #expect(change.action == .inserted)
    #expect(
      change.reason
        == "new in the sheet; it differs from the local category \"\(local)\" only by case or "
        + "spaces, which the sheet no longer has: names are case-sensitive, so this is another "
        + "category; to rename \"\(local)\", rename it in the app, or type \"\(local)\" back here")
    #expect(result.ledger.categories.map(\.name).contains(local))
  }

  @Test("A rename by case that deletes the local category says the rename is taken")
  func deletedByTheMerge() throws {
    let local = F.ledger([F.transaction(1), F.transaction(2)])
    let food = Category(name: "food", type: .expense, createdAt: F.t1, lastModifiedAt: F.t1)
    let sheet = F.ledger(
      [
        F.transaction(1, category: "food", modified: F.t1),
        F.transaction(2, category: "food", modified: F.t1),
      ],
      categories: [food])
    let result = try F.merge(
      local: local, sheet: F.sheet(sheet), base: local, allowDeletions: true,
      allowMassDeletions: true)
    #expect(result.ledger.categories.map(\.name) == ["food"])
    let change = try #require(result.report.changes.first { $0.key == .category("food") })
    #expect(
      change.reason
        == "new in the sheet; it differs from the local category \"Food\" only by case or "
        + "spaces, which this merge deleted: the sheet's rename is taken")
  }

  @Test("A new category beside the local one it resembles is only new in the sheet")
  func besideTheLocalOne() throws {
    let sheetCategories = ["Food", "food", "Rent"].map {
      Category(name: $0, type: .expense, createdAt: F.t0, lastModifiedAt: F.t0)
    }
    let result = try F.merge(
      local: F.ledger([F.transaction(1)]),
      sheet: F.sheet(F.ledger([F.transaction(1)], categories: sheetCategories)))
    let reasons = result.report.changes.filter { $0.action == .inserted }.map(\.reason)
    #expect(reasons == ["new in the sheet", "new in the sheet"])
  }
}
