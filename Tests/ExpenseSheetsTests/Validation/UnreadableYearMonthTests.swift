import Testing

@testable import ExpenseSheets

/// An unreadable `year` or `month` (`Feb`, `2023.5`) is fixed as a `year-month-mismatch` is:
/// both set from the row's `date`.
@Suite("An unreadable year or month")
struct UnreadableYearMonthTests {
  @Test(
    "Its fix sets year and month from the date",
    arguments: [
      ("month", "Feb"), ("month", "May 2023"), ("year", "2023.5"), ("year", "FY23"),
      // A number in words is a whole-number cell's own fix; the date's replaces it here.
      ("month", "five"), ("month", "5th"),
    ])
  func fixedFromDate(column: String, written: String) throws {
    let transaction = WordFixTests.ledger.transactions[0]
    let diagnostic = try WordFixTests.validate(.transactions, column, written: written)
    #expect(diagnostic.column == column)
    #expect(diagnostic.fix?.summary == "set year and month from date")
    #expect(
      diagnostic.fix?.edits
        == [
          .init(cell: "Transactions!D2", value: String(transaction.date.year)),
          .init(cell: "Transactions!E2", value: String(transaction.date.month)),
        ])
  }
}
