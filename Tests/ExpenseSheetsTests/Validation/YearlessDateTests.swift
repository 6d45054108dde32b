import Testing

@testable import ExpenseSheets

/// A date displayed without its year, as LibreOffice ja-JP saves a typed `2023/2/11` (`2月11日`)
/// and other locales a day and a month's name (`11-Feb`, `Feb 11`): a Transactions row's
/// four-digit `year` gives it its year, and the merge treats it as a date read from a two-digit
/// year, since that cell may be stale.
@Suite("Dates shown without their year")
struct YearlessDateTests {
  @Test(
    "A month and a day alone are a date shape without a year",
    arguments: [
      ("2月11日", 2, 11), ("2월 11일", 2, 11), ("11-Feb", 2, 11), ("Feb 11", 2, 11),
      ("11. Feb.", 2, 11), ("11 févr.", 2, 11), ("2月29日", 2, 29),
    ])
  func shape(text: String, month: Int, day: Int) {
    #expect(withBytes(text) { DateCell.shape($0) } == .yearless(month: month, day: day))
    #expect(withBytes(text) { DateCell.shape($0)?.date(order: nil) } == nil)
  }

  @Test(
    "A month and day that no year has, or marks out of order, are no date; typed, none is",
    arguments: ["2月30日", "13月1日", "11日2月", "Feb 32", "2月11日3"])
  func noShape(text: String) {
    #expect(withBytes(text) { DateCell.shape($0) } == nil)
  }

  @Test("A typed month and day are not guarded as a date the spreadsheet would read")
  func typedIsNoDate() {
    #expect(withBytes("2月11日") { DateCell.shape($0, readingLongForms: false) } == nil)
  }

  @Test(
    "A row's four-digit year gives a yearless date its year, marked for the merge",
    arguments: [("2月11日", "2"), ("\"Feb 11\"", "2"), ("11-Feb", ""), ("2月11日", "")])
  func takesRowYear(date: String, month: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: "2023", month: month)], receipts: [])
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description) == ["2023-02-11"])
    let dateColumn = try #require(TransactionsCodec.Column.allCases.firstIndex(of: .date))
    let columns = sheet.twoDigitYearDates[.transactions]?.columns(ofSheetRow: 2) ?? 0
    #expect(columns == 1 << UInt32(dateColumn))
  }

  @Test(
    "Without a four-digit year cell, or with a month that disagrees, the row is rejected",
    arguments: [
      (
        "", "2", Diagnostic.Code.invalidValue,
        "\"2月11日\" shows no year, and the row's year cell holds no four-digit year: type the full date, as YYYY-02-11"
      ),
      (
        "23", "2", .invalidValue,
        "\"2月11日\" shows no year, and the row's year cell holds no four-digit year: type the full date, as YYYY-02-11"
      ),
      ("2023", "3", .yearMonthMismatch, nil),
    ] as [(String, String, Diagnostic.Code, String?)])
  func rejected(year: String, month: String, code: Diagnostic.Code, message: String?) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: "2月11日", year: year, month: month)],
      receipts: [])
    let diagnostic = try #require(sheet.diagnostics.first { $0.severity == .error })
    #expect(diagnostic.code == code)
    if let message { #expect(diagnostic.message == message) }
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test("A recurring rule's yearless startDate has no year column to take one from")
  func ruleRejected() throws {
    let rules = Workbook.rules.replacingOccurrences(
      of: ",2025-01-01,monthly", with: ",1月1日,monthly")
    let sheet = try Workbook.validate(rules: rules)
    let diagnostic = try #require(sheet.diagnostics.first { $0.severity == .error })
    #expect(
      diagnostic.message
        == "\"1月1日\" shows no year, and no year column gives it one: type the full date, as YYYY-01-01"
    )
    #expect(sheet.ledger.recurringRules.isEmpty)
  }

  @Test(
    "Merged, a yearless date equal to the store's is unchanged; any other is held back unless accepted",
    arguments: [
      ("1月5日", "1", false, [MergeAction](), "2025-01-05"),
      ("2月11日", "2", false, [.suspicious], "2025-01-05"),
      ("2月11日", "2", true, [.updated], "2025-02-11"),
      // A four-digit year is an edit.
      ("2025-02-11", "2", false, [.updated], "2025-02-11"),
    ])
  func merged(date: String, month: String, accept: Bool, actions: [MergeAction], stored: String)
    throws
  {
    let local = try Workbook.validate().ledger
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(
          date: date, month: month, modified: "2025-01-06T10:00:00.000Z")
      ])
    #expect(sheet.rejectedRows.isEmpty, "\(sheet.diagnostics)")
    let result = try MergeFixture.merge(
      local: local, sheet: sheet, base: local, acceptSuspicious: accept)
    #expect(result.report.changes.map(\.action) == actions)
    #expect(result.ledger.transactions.map(\.date.description) == [stored])
  }
}
