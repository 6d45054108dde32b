import Foundation
import Testing

@testable import ExpenseSheets

/// A workbook without its Categories tab says whose names go unchecked.
@Suite("A workbook without Categories")
struct MissingCategoriesTabTests {
  @Test(
    "The missing Categories tab's warning says the rows' category names go unchecked, when rows name any",
    arguments: [([Tab.transactions], true), ([.recurringRules], true), ([.settings], false)])
  func namesUnchecked(given: [Tab], saysNames: Bool) throws {
    let all: [Tab: String] = [
      .settings: Workbook.settings, .recurringRules: Workbook.rules,
      .transactions: Workbook.transactionHeader + "\r\n" + Workbook.transaction(),
    ]
    let workbook = try WorkbookReader().read(
      tabs: Dictionary(uniqueKeysWithValues: given.map { ($0, Array(all[$0]!.utf8)) }))
    let warning = try #require(
      workbook.diagnostics.first { $0.code == .missingTab && $0.tab == .categories })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("category names of the other tabs' rows") == saysNames)
  }
}
