import Foundation
import Testing

@testable import ExpenseSheets

/// A category whose name is another's with spaces around it looks the same as that one: it is
/// rejected as sharing its name; a spaced name without such a twin stays.
@Suite("A category named like another with spaces around it")
struct SpacedCategoryTests {
  @Test("is a duplicate-key error with the name as its suggestion")
  func spacedTwin() throws {
    let csv =
      "name,type,isActive\r\nFood,expense,TRUE\r\n\"Food \",expense,TRUE\r\n\" Rent\",expense,TRUE\r\n"
    let sheet = Validator().validate(
      try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)]))
    let errors = sheet.diagnostics.filter { $0.severity == .error && $0.tab == .categories }
    #expect(errors.map(\.code) == [.duplicateKey])
    #expect(errors.first?.cell == "Categories!A3")
    #expect(errors.first?.suggestions == ["Food"])
    #expect(sheet.ledger.categories.map(\.name) == ["Food", " Rent"])
  }

  @Test(
    "A name another row's in another case is a case-twin warning, and both load",
    arguments: [("food", true), ("FOOD", true), ("Food", false), ("Foods", false)])
  func caseTwin(name: String, isTwin: Bool) throws {
    let csv =
      "name,type,isActive\r\nFood,expense,TRUE\r\nRent,expense,TRUE\r\n\(name),expense,TRUE\r\n"
    let sheet = Validator().validate(
      try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)]))
    let twins = sheet.diagnostics.filter { $0.code == .caseTwin }
    #expect(twins.count == (isTwin ? 1 : 0))
    if isTwin {
      #expect(twins.first?.severity == .warning)
      #expect(twins.first?.cell == "Categories!A4")
      #expect(twins.first?.suggestions == ["Food"])
      #expect(sheet.ledger.categories.map(\.name) == ["Food", "Rent", name])
    }
  }
}
