import Foundation
import Testing

@testable import ExpenseSheets

/// `Transaction.year` and `month` follow `date` when an app sets it.
@Suite("Transaction date, year and month")
struct TransactionDateTests {
  static let ledger = SampleLedger.make(transactions: 12, seed: 7)

  @Test("Setting the date sets the year and month")
  func settingTheDate() throws {
    var row = try #require(Self.ledger.transactions.first)
    row.date = try #require(SheetDate(year: 2031, month: 11, day: 9))
    #expect((row.year, row.month) == (2031, 11))
  }

  @Test("A year or month set on its own, or given to init, is kept as it is")
  func settingTheYearOnItsOwn() throws {
    let date = try #require(SheetDate(year: 2025, month: 4, day: 2))
    var row = Transaction(
      transactionId: UUID(), type: .expense, date: date, year: 2024, month: 3, amount: 5,
      category: "Food", createdAt: Date(timeIntervalSince1970: 0),
      lastModifiedAt: Date(timeIntervalSince1970: 0))
    #expect((row.year, row.month) == (2024, 3))
    row.year = 2026
    #expect((row.date, row.year, row.month) == (date, 2026, 3))
  }

  @Test("A row whose date the app moved to another month exports a row that reads back")
  func movedDateReadsBack() throws {
    var ledger = Self.ledger
    let moved = try #require(SheetDate(year: 2025, month: 9, day: 9))
    #expect(ledger.transactions[3].month != 9 || ledger.transactions[3].year != 2025)
    ledger.transactions[3].date = moved
    let sheet = Validator().validate(
      try WorkbookReader().read(tabs: WorkbookWriter().encode(ledger)), local: ledger)
    #expect(sheet.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    #expect(sheet.ledger.transactions == ledger.transactions)
  }
}
