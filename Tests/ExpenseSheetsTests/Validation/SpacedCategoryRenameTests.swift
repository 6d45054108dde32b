import Foundation
import Testing

@testable import ExpenseSheets

/// A category renamed only by spaces around its name (`Food` to `Food `, as a spreadsheet user
/// easily types): merged, it was a second, invisible category beside the store's, and the
/// store's next export was rejected on read. It is an error whose fix removes the spaces, and
/// the rows naming the category wait on it.
@Suite("A category renamed by spaces alone")
struct SpacedCategoryRenameTests {
  static let ledger = SampleLedger.make(transactions: 60, seed: 7)

  /// The ledger's export with the Categories name `name` written `written`, validated against
  /// the ledger, or alone.
  static func validate(
    renaming name: String, to written: String, againstLedger: Bool = true
  ) throws -> ValidatedSheet {
    var files = WorkbookWriter().encode(ledger)
    let text = String(decoding: files[.categories]!, as: UTF8.self)
    let edited = text.replacingOccurrences(of: "\r\n\(name),", with: "\r\n\(written),")
    #expect(edited != text)
    files[.categories] = Array(edited.utf8)
    let workbook = try WorkbookReader().read(tabs: files)
    return againstLedger
      ? Validator().validate(workbook, loadingLocal: { ledger }) : Validator().validate(workbook)
  }

  @Test("A store's category with a space added is an error with a fix; its rows wait on it")
  func spacedRename() throws {
    try #require(Self.ledger.categories.contains { $0.name == "Food" })
    let sheet = try Self.validate(renaming: "Food", to: "Food ")
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    let category = try #require(errors.first { $0.tab == .categories })
    #expect(category.code == .duplicateKey)
    #expect(
      category.message
        == "\"Food \" is the store's category \"Food\" with spaces around it, which no one sees: merged, it would be a second category beside it; remove the spaces"
    )
    #expect(category.fix?.edits.map(\.value) == ["Food"])
    #expect(category.fix?.edits.map(\.cell) == [category.cell!])
    let others = errors.filter { $0.tab != .categories }
    #expect(!others.isEmpty)
    #expect(others.allSatisfy { $0.code == .dependsOnRejectedRow })
    #expect(!sheet.ledger.categories.contains { $0.name == "Food " })
  }

  @Test("A new category typed with a space is not checked against the store")
  func spacedNewName() throws {
    let sheet = try Self.validate(renaming: "Food", to: " Groceries2 ")
    #expect(!sheet.diagnostics.contains { $0.code == .duplicateKey })
  }

  @Test(
    "Without a store, a category with a space added that other rows name without it is an error with a fix"
  )
  func spacedNameOtherRowsWriteBare() throws {
    let naming =
      Self.ledger.transactions.count { $0.category == "Food" }
      + Self.ledger.recurringRules.count { $0.category == "Food" }
    try #require(naming > 1)
    let sheet = try Self.validate(renaming: "Food", to: "Food ", againstLedger: false)
    let errors = sheet.diagnostics.filter { $0.severity == .error }
    let category = try #require(errors.first { $0.tab == .categories })
    #expect(category.code == .duplicateKey)
    #expect(
      category.message
        == "\"Food \" is \"Food\" with spaces around it, which no one sees, and \(naming) rows of other tabs name it without them; remove the spaces"
    )
    #expect(category.fix?.edits.map(\.value) == ["Food"])
    let waiting = errors.filter { $0.message.hasPrefix("its category (Categories row") }
    #expect(waiting.count == naming)
    #expect(waiting.allSatisfy { $0.code == .dependsOnRejectedRow })
    #expect(!errors.contains { $0.code == .unknownCategory })
  }

  @Test("Without a store, a category typed with a space that no row names is not an error")
  func spacedNameNoRowNames() throws {
    let sheet = try Self.validate(renaming: "Food", to: " Groceries2 ", againstLedger: false)
    #expect(!sheet.diagnostics.contains { $0.tab == .categories && $0.severity == .error })
  }
}
