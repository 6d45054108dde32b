import Testing

@testable import ExpenseSheets

/// Dates with a two-digit year first, as LibreOffice writes them in ja-JP (`23/01/20`), ko-KR
/// (`23. 1. 20.`) and zh-CN (`23-1-20`): read year-first where the workbook shows it, never
/// guessed where its cells or rows show both orders.
@Suite("Dates with a two-digit year first")
struct TwoDigitYearFirstTests {
  /// The workbook's rules tab with the one rule's `startDate` cell `startDate`.
  private static func rules(startDate: String) -> String {
    Workbook.rules.replacingOccurrences(of: ",2025-01-01,monthly", with: ",\(startDate),monthly")
  }

  @Test(
    "Year-first asked for reads every shape",
    arguments: [
      ("23/01/20", "2023-01-20"), ("23. 1. 20.", "2023-01-20"), ("23-1-20", "2023-01-20"),
      ("23-2-6", "2023-02-06"), ("23. 2. 6.", "2023-02-06"), ("45/01/20", "2045-01-20"),
    ])
  func asked(text: String, expected: String) {
    #expect(withBytes(text) { DateCell.shape($0)?.date(order: .ymd) }?.description == expected)
  }

  @Test(
    "A column read year-first as its cells or rows' years show, with a note",
    arguments: [
      // Only the year cells tell: every cell reads day-first too.
      ([("23/01/20", "2023"), ("23/02/06", "2023")], ["2023-01-20", "2023-02-06"]),
      // `23-2-6` can only be year-first.
      ([("23-1-20", ""), ("23-2-6", "")], ["2023-01-20", "2023-02-06"]),
      ([("23. 1. 20.", ""), ("23. 2. 6.", "")], ["2023-01-20", "2023-02-06"]),
      // The year cells say day-first: `20/01/23` is 2023-01-20 as before.
      ([("20/01/23", "2023"), ("06/02/23", "2023")], ["2023-01-20", "2023-02-06"]),
    ])
  func decided(cells: [(String, String)], expected: [String]) throws {
    let sheet = try Workbook.validate(
      transactions: cells.enumerated().map { index, cell in
        Workbook.transaction(
          id: "BBBBBBBB-0000-4000-8000-00000000000\(index + 1)", date: cell.0, year: cell.1,
          month: "")
      }, receipts: [])
    #expect(sheet.diagnostics.allSatisfy { $0.severity == .info }, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description).sorted() == expected)
  }

  @Test("A recurring rule's year-first date follows the order the Transactions rows' years show")
  func workbookOrder() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: "25/01/05", year: "2025", month: "1")],
      receipts: [], rules: Self.rules(startDate: "25/01/20"))
    #expect(sheet.diagnostics.allSatisfy { $0.severity == .info }, "\(sheet.diagnostics)")
    #expect(sheet.ledger.recurringRules.map(\.startDate.description) == ["2025-01-20"])
  }

  @Test(
    "Cells or year cells showing both orders leave a cell both read rejected, naming both readings",
    arguments: [
      (
        [("23-2-6", ""), ("20/01/2023", ""), ("23/01/20", "")], 4,
        "\"23/01/20\" could be year-first (2023-01-20) or day-first (2020-01-23), and date has cells of both orders (this column has cells that only year-first reads and cells it cannot read); choose the order, or write the date as YYYY-MM-DD"
      ),
      (
        [("23/01/20", "2023"), ("20/01/23", "2023")], 2,
        "\"23/01/20\" could be year-first (2023-01-20) or day-first (2020-01-23), and date has cells of both orders (this column has rows whose year cells agree with either order); choose the order, or write the date as YYYY-MM-DD"
      ),
    ])
  func conflict(cells: [(String, String)], row: Int, message: String) throws {
    let sheet = try Workbook.validate(
      transactions: cells.enumerated().map { index, cell in
        Workbook.transaction(
          id: "BBBBBBBB-0000-4000-8000-00000000000\(index + 1)", date: cell.0, year: cell.1,
          month: "")
      }, receipts: [])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .ambiguousDateOrder })
    #expect(diagnostic.row == row)
    #expect(diagnostic.message == message)
    #expect(diagnostic.hints == [.dateOrder(.ymd), .dateOrder(.dmy)])
    #expect(sheet.rejectedRows.count >= 1)
  }

  @Test(
    "Merged, a rule's year-first date equal to the store's is unchanged; any other is held back unless accepted",
    arguments: [
      ("25-1-1", false, [MergeAction](), "2025-01-01"),
      ("25-2-1", false, [.suspicious], "2025-01-01"),
      ("25-2-1", true, [.updated], "2025-02-01"),
    ])
  func merged(startDate: String, accept: Bool, actions: [MergeAction], stored: String) throws {
    let local = try Workbook.validate().ledger
    let sheet = try Workbook.validate(
      rules: Self.rules(startDate: startDate).replacingOccurrences(
        of: "2025-01-01T00:00:00.000Z\n", with: "2025-01-02T00:00:00.000Z\n"))
    #expect(sheet.rejectedRows.isEmpty, "\(sheet.diagnostics)")
    let result = try MergeFixture.merge(
      local: local, sheet: sheet, base: local, acceptSuspicious: accept)
    #expect(result.report.changes.map(\.action) == actions)
    #expect(result.ledger.recurringRules.map(\.startDate.description) == [stored])
  }
}
