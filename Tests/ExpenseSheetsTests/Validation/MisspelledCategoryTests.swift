import Foundation
import Testing

@testable import ExpenseSheets

/// A Categories name typed wrong is found from the rows that name the category right.
@Suite("A Categories name typed wrong")
struct MisspelledCategoryTests {
  /// The workbook's categories with `Food` written `typed`.
  static func categories(typingFood typed: String) -> String {
    Workbook.categories.replacingOccurrences(of: "\nFood,", with: "\n\(typed),")
  }

  static let secondId = "BBBBBBBB-0000-4000-8000-000000000002"

  @Test(
    "A name no row names, beside rows naming one a letter or two away, is the error, fixed once",
    arguments: ["Fod", "Foood", "Food\u{200B}", "Fo od"])
  func typedWrong(typed: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(), Workbook.transaction(id: Self.secondId)],
      categories: Self.categories(typingFood: typed))
    let error = try #require(sheet.diagnostics.first { $0.code == .misspelledCategory })
    #expect(error.cell == "Categories!A2")
    #expect(error.severity == .error)
    #expect(error.message.contains("2 rows of other tabs name \"Food\""), "\(error.message)")
    #expect(error.fix?.edits == [.init(cell: "Categories!A2", value: "Food")])
    let waiting = sheet.diagnostics.filter { $0.tab == .transactions && $0.severity == .error }
    #expect(waiting.map(\.cell) == ["Transactions!G2", "Transactions!G3"])
    #expect(waiting.allSatisfy { $0.code == .dependsOnRejectedRow && $0.fix == nil })
    #expect(waiting.allSatisfy { $0.message.contains("row 2 likely names it mistyped") })
    // The one fix applied, the tabs agree.
    let fixed = try Workbook.validate(
      transactions: [Workbook.transaction(), Workbook.transaction(id: Self.secondId)],
      categories: Workbook.categories)
    #expect(!fixed.diagnostics.contains { $0.severity == .error })
  }

  @Test("A name another row names is no typo: the rows naming the other get the usual fix")
  func namedByARow() throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(), Workbook.transaction(id: Self.secondId, category: "Fod"),
      ],
      categories: Self.categories(typingFood: "Fod"))
    #expect(!sheet.diagnostics.contains { $0.code == .misspelledCategory })
    let unknown = try #require(sheet.diagnostics.first { $0.code == .unknownCategory })
    #expect(unknown.cell == "Transactions!G2")
    #expect(unknown.fix?.edits == [.init(cell: "Transactions!G2", value: "Fod")])
  }

  @Test(
    "A name differing in case alone, named by one row, far from the rows' or nearest to two unknown names stays the rows' error",
    arguments: [
      ("food", ["Food", "Food"]), ("FOOD", ["Food", "Food"]), ("Fod", ["Food"]),
      ("Dining out", ["Food"]), ("Fod", ["Food", "Foo"]),
    ])
  func rowsError(typed: String, named: [String]) throws {
    let ids = [Workbook.transactionId, Self.secondId]
    let sheet = try Workbook.validate(
      transactions: zip(ids, named).map { Workbook.transaction(id: $0, category: $1) },
      categories: Self.categories(typingFood: typed))
    #expect(!sheet.diagnostics.contains { $0.code == .misspelledCategory })
    #expect(sheet.diagnostics.count { $0.code == .unknownCategory } == named.count)
  }
}
