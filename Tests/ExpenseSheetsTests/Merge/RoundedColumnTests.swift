import Foundation
import Testing

@testable import ExpenseSheets

/// A money column a spreadsheet shows rounded (Google Sheets' "Currency rounded", LibreOffice's
/// ja-JP `￥` format) downloads every amount rounded: such amounts are held back as suspicious,
/// never merged as edits; a single amount typed rounded, or one in a column that shows cents
/// elsewhere, is an edit.
@Suite("Amounts a column shows rounded")
struct RoundedColumnTests {
  private typealias F = MergeFixture

  @Test(
    "An amount rounded to the decimals a column shows is a rounding for show",
    arguments: [
      ("160.48", "160", 0), ("42.50", "42", 0), ("42.50", "43", 0), ("9.99", "10", 0),
      ("79.89", "79.9", 1), ("0.125", "0.1", 1),
    ])
  func roundedForShow(local: String, sheet: String, decimals: Int) {
    #expect(
      SpreadsheetRewrite.isShownRounded(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!, toDecimals: decimals))
  }

  @Test(
    "Another amount, the same amount, or one rounded further than the column shows is not",
    arguments: [
      ("160.48", "161", 0), ("160.48", "160.48", 0), ("160.48", "160", 1), ("1234.56", "1230", 0),
      ("12345", "12300", 0), ("12", "10", 0), ("42.50", "42.5", 1), ("160.48", "-160", 0),
    ])
  func notRoundedForShow(local: String, sheet: String, decimals: Int) {
    #expect(
      !SpreadsheetRewrite.isShownRounded(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!, toDecimals: decimals))
  }

  @Test(
    "An amount rounded to the significant digits of scientific notation is a rounding for show; another is not",
    arguments: [
      ("157.41", "157", 3, true), ("4213.50", "4210", 3, true), ("0.1234", "0.123", 3, true),
      ("-4213.50", "-4214", 4, true), ("9999.5", "10000", 3, true), ("157.41", "158", 3, false),
      ("157.41", "157.4", 3, false), ("157", "157", 3, false), ("42.5", "43", 3, false),
      ("157.41", "-157", 3, false),
    ])
  func significantDigits(local: String, sheet: String, digits: Int, isRounded: Bool) {
    #expect(
      SpreadsheetRewrite.isShownRounded(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!,
        toSignificantDigits: digits) == isRounded)
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
    "A column of whole amounts, two or more of them local amounts rounded, or of one decimal, nearly every amount with cents rounded, holds its rounded amounts back",
    arguments: [
      (["42.50", "160.48", "183.21"], ["42", "160", "183"]),
      (["42.50", "160.00", "79.89"], ["43", "160", "80"]),
      (
        ["157.41", "42.50", "183.21", "79.89", "12.34", "4200.00", "8.76"],
        ["157.4", "42.5", "183.2", "79.9", "12.3", "4200", "8.8"]
      ),
      (
        ["157.41", "4213.50", "0.1234", "42.50", "183.21", "79.89", "12.34", "8.76"],
        ["157", "4210", "0.123", "42.5", "183", "79.9", "12.3", "8.76"]
      ),
    ])
  func roundedColumn(local: [String], sheet: [String]) throws {
    let result = try merge(local: local, sheet: sheet)
    #expect(result.ledger.transactions.map(\.amount) == local.map { Decimal(string: $0)! })
    let actions = result.report.changes.map(\.action)
    #expect(!actions.isEmpty && actions.allSatisfy { $0 == .suspicious })
  }

  @Test(
    "Amounts rounded by a person to fewer significant digits are edits: whole amounts, or four digits shown",
    arguments: [
      (
        ["12345", "23456", "34567", "45678", "56789", "1200", "850", "45"],
        ["12300", "23500", "34600", "45700", "56800", "1200", "850", "45"]
      ),
      (
        ["1234.56", "2345.67", "3456.78", "4567.89", "5678.91", "45.67", "12.34"],
        ["1235", "2346", "3457", "4568", "5679", "45.67", "12.34"]
      ),
    ])
  func roundedByAPerson(local: [String], sheet: [String]) throws {
    let result = try merge(local: local, sheet: sheet)
    #expect(result.report.changes.map(\.action) == Array(repeating: .updated, count: 5))
    #expect(result.ledger.transactions.map(\.amount) == sheet.map { Decimal(string: $0)! })
  }

  @Test(
    "An amount typed rounded is an edit: in a column with cents, with one amount rounded, or of one row",
    arguments: [
      (["12.50", "160.48", "7.25"], ["13", "160.48", "7.25"]),
      (["12.50", "8.25", "20.10"], ["13", "8.25", "20.1"]),
      (["15.99", "1450", "42.50", "9.99"], ["16", "1450", "42.5", "9.99"]),
      (["12.50", "30.00"], ["13", "30"]),
      (["7.99", "12.00", "8.00", "20.00"], ["8", "12", "8", "20"]),
      (["12345", "100", "2500"], ["12300", "100", "2500"]),
      (["12.50"], ["13"]),
      (
        ["7.96", "12.34", "8.76", "20.55", "3.33", "4.44"],
        ["8.1", "12.34", "8.76", "20.55", "3.33", "4.44"]
      ),
      (["157.41", "42.50", "12.00", "8.75", "20.00"], ["157", "42.5", "12", "8.75", "20"]),
    ])
  func roundedEdit(local: [String], sheet: [String]) throws {
    let result = try merge(local: local, sheet: sheet)
    #expect(result.report.changes.map(\.action) == [.updated])
    #expect(result.ledger.transactions.first?.amount == Decimal(string: sheet[0]))
  }
}

/// A date written with a two-digit year first (`23.01.11`, LibreOffice's Mongolian `YY.MM.DD`)
/// reads day first as another valid day: such a change is held back, never merged.
@Suite("Dates written year first and read day first")
struct YearFirstDateTests {
  private typealias F = MergeFixture

  @Test(
    "A date whose two-digit year and day changed places is a spreadsheet's rewrite; another date is not",
    arguments: [
      ((2023, 1, 11), (2011, 1, 23), true), ((2025, 6, 30), (2030, 6, 25), true),
      ((2023, 1, 11), (2023, 1, 12), false), ((2023, 1, 11), (2023, 11, 1), false),
      ((2023, 1, 23), (2023, 1, 23), false),
    ])
  func yearFirst(local: (Int, Int, Int), sheet: (Int, Int, Int), isRewrite: Bool) {
    let date = { (parts: (Int, Int, Int)) in
      SheetDate(year: parts.0, month: parts.1, day: parts.2)!
    }
    #expect(
      SpreadsheetRewrite.isYearFirstDateReadDayFirst(local: date(local), sheet: date(sheet))
        == isRewrite)
  }

  @Test("A transaction's date read so is held back as suspicious")
  func heldBack() throws {
    let local = F.ledger([F.transaction(1, date: SheetDate(year: 2023, month: 1, day: 11)!)])
    let sheet = F.sheet(
      F.ledger([
        F.transaction(1, date: SheetDate(year: 2011, month: 1, day: 23)!, modified: F.t1)
      ]))
    let result = try F.merge(local: local, sheet: sheet, base: local)
    #expect(result.report.changes.map(\.action) == [.suspicious])
    #expect(result.ledger.transactions == local.transactions)
  }
}

/// Whole numbers a thousand times apart are a mark misread: `1.000` shown by a `0.000` format
/// and read as thousands, or German thousands read as decimals.
@Suite("Whole numbers a thousand times apart")
struct ThousandfoldTests {
  @Test(
    "One whole number a thousand times the other is a rewrite; another number is not",
    arguments: [
      (1, 1000, true), (3000, 3, true), (2, 2000, true), (1, 2, false), (0, 0, false),
      (1000, 1000, false), (10, 1000, false),
    ])
  func thousandfold(local: Int, sheet: Int, isRewrite: Bool) {
    #expect(SpreadsheetRewrite.isThousandfold(local: local, sheet: sheet) == isRewrite)
  }

  @Test("A category's sort order read a thousand times smaller is held back")
  func sortOrder() throws {
    typealias F = MergeFixture
    let category = { (sortOrder: Int, modified: Date) in
      Category(
        name: "Food", type: .expense, sortOrder: sortOrder, createdAt: F.t0,
        lastModifiedAt: modified)
    }
    let local = F.ledger([], categories: [category(1000, F.t0)])
    let sheet = F.sheet(F.ledger([], categories: [category(1, F.t1)]))
    let result = try F.merge(local: local, sheet: sheet, base: local)
    #expect(result.report.changes.map(\.action) == [.suspicious])
    #expect(result.ledger.categories.map(\.sortOrder) == [1000])
  }
}
