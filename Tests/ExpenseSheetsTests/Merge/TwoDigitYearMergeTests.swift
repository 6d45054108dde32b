import Foundation
import Testing

@testable import ExpenseSheets

/// A date whose cell spells its year in two digits (`20/01/66`, a Thai Buddhist 2566 shown as
/// `DD/MM/YY`; `05/01/20`, Reiwa 5 as the Japanese era's `ee/mm/dd`) reads as a Gregorian
/// 2000-2099 date that may be decades off: a merge never changes a stored date on its word alone.
@Suite("Dates read from two-digit years")
struct TwoDigitYearMergeTests {
  private typealias F = MergeFixture

  /// A date of 2000-2099 or 1999.
  private static func day(_ year: Int, _ month: Int, _ day: Int) -> SheetDate {
    SheetDate(year: year, month: month, day: day)!
  }

  /// A sheet of `rows` at sheet rows 2 onwards, each row's date cell spelling its year in two
  /// digits when `isTwoDigit`.
  private static func sheet(_ rows: [Transaction], isTwoDigit: Bool) -> ValidatedSheet {
    var sheet = F.sheet(F.ledger(rows))
    sheet.sheetRows = [.transactions: rows.indices.map { $0 + 2 }]
    if isTwoDigit {
      var dates = TwoDigitYearDates()
      let column = TransactionsCodec.Column.allCases.firstIndex(of: .date)!
      for row in rows.indices { dates.append(sheetRow: row + 2, columns: 1 << UInt32(column)) }
      sheet.twoDigitYearDates[.transactions] = dates
    }
    return sheet
  }

  @Test(
    "A changed date read from a two-digit year is held back unless accepted; the same day in another century is the local date",
    arguments: [
      // `20/01/66`, a Thai Buddhist year, read as 2066.
      (day(2023, 1, 20), day(2066, 1, 20), true, false, MergeAction.suspicious, day(2023, 1, 20)),
      (day(2023, 1, 20), day(2066, 1, 20), true, true, .updated, day(2066, 1, 20)),
      // `05/01/20`, Reiwa 5, read day first as 2020-01-05.
      (day(2023, 1, 20), day(2020, 1, 5), true, false, .suspicious, day(2023, 1, 20)),
      // `01/05/99` is 1999-05-01 in the century of the local date.
      (day(1999, 5, 1), day(2099, 5, 1), true, false, .unchanged, day(1999, 5, 1)),
      // A date written with a four-digit year is an edit.
      (day(2023, 1, 20), day(2066, 1, 20), false, false, .updated, day(2066, 1, 20)),
    ])
  func heldBack(
    local: SheetDate, sheet: SheetDate, isTwoDigit: Bool, accept: Bool, action: MergeAction,
    stored: SheetDate
  ) throws {
    let localLedger = F.ledger([F.transaction(1, date: local)])
    let result = try F.merge(
      local: localLedger,
      sheet: Self.sheet([F.transaction(1, date: sheet)], isTwoDigit: isTwoDigit),
      base: localLedger, acceptSuspicious: accept)
    #expect(result.report.changes.map(\.action) == (action == .unchanged ? [] : [action]))
    #expect(result.ledger.transactions.map(\.date) == [stored])
    #expect(result.ledger.transactions.map(\.year) == [stored.year])
  }

  @Test("The reason names the dates the sheet's cells read as and those the store keeps")
  func reason() throws {
    let rule = { (start: SheetDate, end: SheetDate) in
      RecurringRule(
        recurringRuleId: F.id(7), type: .expense, amount: 5, category: "Food", startDate: start,
        cadence: .monthly, endDate: end, createdAt: F.t0, lastModifiedAt: F.t0)
    }
    var local = F.ledger([])
    local.recurringRules = [rule(Self.day(2023, 1, 20), Self.day(2025, 6, 30))]
    var sheet = F.sheet(F.ledger([]))
    sheet.ledger.recurringRules = [rule(Self.day(2066, 1, 20), Self.day(2068, 6, 30))]
    sheet.presentTabs.insert(.recurringRules)
    sheet.sheetRows[.recurringRules] = [2]
    let columns = RecurringRulesCodec.Column.allCases
    var dates = TwoDigitYearDates()
    dates.append(
      sheetRow: 2,
      columns: 1 << UInt32(columns.firstIndex(of: .startDate)!)
        | 1 << UInt32(columns.firstIndex(of: .endDate)!))
    sheet.twoDigitYearDates[.recurringRules] = dates
    let result = try F.merge(local: local, sheet: sheet, base: local)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .suspicious)
    #expect(
      change.reason
        == "the sheet's startDate 2066-01-20 and endDate 2068-06-30 have their years written in two digits or not at all, which says neither the century nor the calendar (a Thai Buddhist, Hijri or Japanese era year in two digits reads as a Gregorian one), and a date shown without its year takes the row's year cell, which may be stale: the store keeps 2023-01-20 and 2025-06-30 unless suspicious changes are accepted; to change them, write the dates with a four-digit year (YYYY-MM-DD)"
    )
    #expect(result.ledger.recurringRules == local.recurringRules)
  }

  @Test("A row typed in the sheet is added with its date as read")
  func typedRow() throws {
    let typed = F.newTransaction(1)
    var sheet = Self.sheet([typed], isTwoDigit: true)
    sheet.typedKeys = [typed.rowKey]
    let result = try F.merge(local: F.ledger([]), sheet: sheet)
    #expect(result.report.changes.map(\.action) == [.inserted])
    #expect(result.ledger.transactions.map(\.date) == [typed.date])
  }
}
