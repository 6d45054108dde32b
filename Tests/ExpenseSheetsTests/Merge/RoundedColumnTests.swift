import Foundation
import Testing

@testable import ExpenseSheets

/// A money column a spreadsheet shows rounded (Google Sheets' "Currency rounded", "Scientific")
/// downloads every amount rounded: such amounts are held back as suspicious, never merged as
/// edits; a lone amount typed rounded, in a column that shows cents elsewhere, is an edit.
@Suite("Amounts a column shows rounded")
struct RoundedColumnTests {
  private typealias F = MergeFixture

  @Test(
    "An amount rounded to fewer than two decimals or to three significant digits is a coarse rounding",
    arguments: [
      ("160.48", "160"), ("42.50", "42"), ("42.50", "43"), ("1234.56", "1230"),
      ("79.89", "79.9"), ("4013.39", "4010"), ("0.125", "0.13"), ("9.99", "10"),
    ])
  func coarselyRounded(local: String, sheet: String) {
    #expect(
      SpreadsheetRewrite.isShownCoarselyRounded(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!))
  }

  @Test(
    "Another amount, the same amount, or a rounding past three significant digits is not",
    arguments: [
      ("160.48", "161"), ("160.48", "160.48"), ("160.48", "100"), ("4013.39", "4000"),
      ("12", "10"), ("42.50", "42.5"), ("160.48", "-160"),
    ])
  func notCoarselyRounded(local: String, sheet: String) {
    #expect(
      !SpreadsheetRewrite.isShownCoarselyRounded(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!))
  }

  /// Merges a sheet whose amounts are `sheetAmounts`, edited after the local rows whose amounts
  /// are `localAmounts`, one row each.
  private func merge(local localAmounts: [String], sheet sheetAmounts: [String]) throws
    -> MergeResult
  {
    let local = F.ledger(
      localAmounts.enumerated().map { F.transaction($0.offset + 1, amount: $0.element) })
    let sheet = F.sheet(
      F.ledger(
        sheetAmounts.enumerated().map {
          F.transaction($0.offset + 1, amount: $0.element, modified: F.t1)
        }))
    return try F.merge(local: local, sheet: sheet, base: local)
  }

  @Test(
    "A column whose every amount shows rounded holds its rounded amounts back",
    arguments: [
      (["42.50", "160.48", "183.21"], ["42", "160", "183"]),
      (["42.50", "160.48", "4013.39", "0.125"], ["42.5", "160", "4010", "0.125"]),
    ])
  func roundedColumn(local: [String], sheet: [String]) throws {
    let result = try merge(local: local, sheet: sheet)
    #expect(result.ledger.transactions.map(\.amount) == local.map { Decimal(string: $0)! })
    let actions = result.report.changes.map(\.action)
    #expect(!actions.isEmpty && actions.allSatisfy { $0 == .suspicious })
  }

  @Test("An amount typed rounded, in a column that shows cents elsewhere, is an edit")
  func loneRoundedEdit() throws {
    let result = try merge(local: ["12.50", "160.48", "7.25"], sheet: ["13", "160.48", "7.25"])
    #expect(result.report.changes.map(\.action) == [.updated])
    #expect(result.ledger.transactions.first?.amount == 13)
  }
}
