import Foundation
import Testing

@testable import ExpenseSheets

/// A category renamed in the Categories tab alone: against the store, the rows still naming the
/// old name are told of the rename, with the new name as their fix.
@Suite("A category renamed in Categories alone")
struct RenamedCategoryTests {
  static let stored = """
    name,type,emoji,colorHex,isActive,sortOrder,createdAt,lastModifiedAt
    Food,expense,,,TRUE,1,2025-01-01T00:00:01.250Z,2025-01-01T00:00:01.250Z
    Salary,income,,,TRUE,2,2025-01-01T00:00:02.000Z,2025-01-01T00:00:02.000Z

    """

  /// The sheet's Categories tab: the stored one with `Food`'s row renamed to `name` and
  /// created at `created`.
  static func renamed(to name: String, created: String) -> String {
    stored.replacingOccurrences(
      of: "Food,expense,,,TRUE,1,2025-01-01T00:00:01.250Z",
      with: "\(name),expense,,,TRUE,1,\(created)")
  }

  static func validate(categories: String, local: Ledger?) throws -> ValidatedSheet {
    Validator().validate(
      try Workbook.decode(
        transactions: [Workbook.transaction()], receipts: [], categories: categories),
      local: local)
  }

  @Test(
    "The rows naming the old name get the new one as their fix, against the store alone",
    arguments: [
      ("2025-01-01T00:00:01.250Z", true, true), ("2025-01-01T00:00:01.250Z", false, false),
      ("2025-03-01T00:00:00.000Z", true, false),
      // As Google Sheets gives it back, at whole seconds.
      ("2025-01-01T00:00:01Z", true, true),
    ])
  func renamedInCategoriesAlone(created: String, againstStore: Bool, isRename: Bool) throws {
    let local = try Self.validate(categories: Self.stored, local: nil).ledger
    try #require(local.transactions.count == 1)
    let sheet = try Self.validate(
      categories: Self.renamed(to: "Dining", created: created), local: againstStore ? local : nil)
    let error = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(error.cell == "Transactions!G2")
    if isRename {
      #expect(
        error.message
          == "\"Food\" is not a category: Categories row 2 renamed it \"Dining\" (that row is the store's \"Food\", created at the same time); rename it in this row too, or give the Categories row its old name back"
      )
      #expect(error.suggestions == ["Dining"])
      #expect(error.fix?.edits == [Diagnostic.CellEdit(cell: "Transactions!G2", value: "Dining")])
    } else {
      #expect(error.message == "\"Food\" is not a category")
      #expect(error.fix == nil)
    }
  }

  @Test("Validated by id, as a merge does, the store's categories are read and not its ledger")
  func byIdReadsCategoriesAlone() throws {
    let local = try Self.validate(categories: Self.stored, local: nil).ledger
    var askedCategories = 0
    let workbook = try Workbook.decode(
      transactions: [Workbook.transaction()], receipts: [],
      categories: Self.renamed(to: "Dining", created: "2025-01-01T00:00:01.250Z"))
    let sheet = Validator().validate(
      workbook,
      loadingLocal: {
        Issue.record("the whole local ledger was asked for")
        return local
      },
      loadingTransactions: { ids in local.transactions.filter { ids.contains($0.transactionId) } },
      loadingCategories: {
        askedCategories += 1
        return local.categories
      })
    #expect(askedCategories == 1)
    let error = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(error.fix?.edits == [Diagnostic.CellEdit(cell: "Transactions!G2", value: "Dining")])
  }

  @Test(
    "A merge adds the new name only once no row names the old one: no copy of the category",
    arguments: [("Food", true), ("Dining", false)])
  func mergedRename(rowsName: String, isHeldBack: Bool) throws {
    let local = try Self.validate(categories: Self.stored, local: nil).ledger
    let workbook = try Workbook.decode(
      transactions: [
        Workbook.transaction(category: rowsName, modified: "2025-02-01T00:00:00.000Z")
      ],
      receipts: [], categories: Self.renamed(to: "Dining", created: "2025-01-01T00:00:01.250Z"))
    let result = try Merger().merge(
      local: local, sheet: Validator().validate(workbook, local: local), base: local,
      options: MergeOptions(mergeTime: MergeFixture.mergeTime))
    let change = try #require(result.report.changes.first { $0.key == .category("Dining") })
    let names = result.ledger.categories.map(\.name)
    if isHeldBack {
      #expect(change.action == .rejected)
      #expect(
        change.reason
          == "the local category \"Food\" renamed in Categories alone (created at the same time), "
          + "while 1 row of Transactions and RecurringRules still names \"Food\": not added, so "
          + "that no copy of it is made; rename it in those rows too (each row's error gives the "
          + "fix), or give this row its old name back")
      #expect(names == ["Food", "Salary"])
    } else {
      #expect(change.action == .inserted)
      #expect(Set(names) == ["Food", "Dining", "Salary"])
      #expect(result.ledger.transactions.map(\.category) == ["Dining"])
    }
  }

  @Test("A rename some rows took is added, so that they name a category")
  func renameSomeRowsTook() throws {
    let local = try Self.validate(categories: Self.stored, local: nil).ledger
    let second = "5F3C9A12-7B44-4E21-9C3D-8A7B6C5D4E3F"
    let workbook = try Workbook.decode(
      transactions: [
        Workbook.transaction(modified: "2025-02-01T00:00:00.000Z"),
        Workbook.transaction(
          id: second, category: "Dining", created: "2025-01-20T10:00:00.000Z",
          modified: "2025-02-01T00:00:00.000Z"),
      ],
      receipts: [], categories: Self.renamed(to: "Dining", created: "2025-01-01T00:00:01.250Z"))
    let result = try Merger().merge(
      local: local, sheet: Validator().validate(workbook, local: local), base: local,
      options: MergeOptions(mergeTime: MergeFixture.mergeTime))
    let change = try #require(result.report.changes.first { $0.key == .category("Dining") })
    #expect(change.action == .inserted)
    let names = Set(result.ledger.categories.map(\.name))
    #expect(result.ledger.transactions.allSatisfy { names.contains($0.category) })
  }

  @Test("A rename is told from the store's categories created at the same time as the renamed one")
  func renameBesideCategoryCreatedAtOnce() throws {
    // `Snacks`, created with `Food`, is deleted from the sheet as `Food` is renamed.
    let stored =
      Self.stored + "Snacks,expense,,,TRUE,3,2025-01-01T00:00:01.250Z,2025-01-01T00:00:01.250Z\n"
    let local = try Self.validate(categories: stored, local: nil).ledger
    try #require(local.categories.count == 3)
    let workbook = try Workbook.decode(
      transactions: [Workbook.transaction(modified: "2025-02-01T00:00:00.000Z")], receipts: [],
      categories: Self.renamed(to: "Dining", created: "2025-01-01T00:00:01.250Z"))
    let result = try Merger().merge(
      local: local, sheet: Validator().validate(workbook, local: local), base: local,
      options: MergeOptions(mergeTime: MergeFixture.mergeTime))
    let change = try #require(result.report.changes.first { $0.key == .category("Dining") })
    #expect(change.action == .rejected)
    #expect(change.reason.hasPrefix("the local category \"Food\" renamed in Categories alone"))
    #expect(!result.ledger.categories.contains { $0.name == "Dining" })
  }
}
