import Testing

@testable import ExpenseSheets

/// Dates whose year is counted in an era, as LibreOffice's ja-JP (`[$-411]ggge"年"m"月"d"日"`,
/// `ge.mm.dd`) and zh-TW (`[~ROC]gggE"年"M"月"D"日"`) formats display them, read as the one
/// Gregorian date they name.
@Suite("Japanese and Republic of China era dates")
struct EraDateTests {
  @Test(
    "An era's year, month and day read as the Gregorian date",
    arguments: [
      ("令和5年1月20日", "2023-01-20"), ("令和5年1月20日(金)", "2023-01-20"),
      ("令和元年5月1日", "2019-05-01"), ("R5.01.20", "2023-01-20"), ("R5/1/20", "2023-01-20"),
      ("H31.4.30", "2019-04-30"), ("平成31年4月30日", "2019-04-30"), ("平成元年1月8日", "1989-01-08"),
      ("昭和64年1月7日", "1989-01-07"), ("S64.01.07", "1989-01-07"), ("大正15年12月24日", "1926-12-24"),
      ("明治45年7月29日", "1912-07-29"), ("中華民國112年1月20日", "2023-01-20"),
      ("民國112年1月20日", "2023-01-20"), ("民国112年1月20日", "2023-01-20"), ("中華民國1年1月1日", "1912-01-01"),
    ])
  func reads(text: String, expected: String) {
    let date = withBytes(text) { DateCell.shape($0)?.date(order: nil) }
    #expect(date?.description == expected)
  }

  @Test(
    "A day outside its era's span, an era with no year, or a lower-case initial is no date",
    arguments: [
      "平成31年5月1日", "H31.5.1", "昭和64年1月8日", "令和1年4月30日", "R1.4.30", "令和0年5月1日", "中華民國0年1月1日",
      "令和年1月20日", "r5.01.20",
      "X5.01.20", "令和5年1月", "R5.01", "令和5年1月20日(月)",
    ])
  func rejects(text: String) {
    #expect(withBytes(text) { DateCell.shape($0) } == nil)
  }

  @Test(
    "A day outside its era's span is an invalid value that says when the era ran",
    arguments: [
      (
        "平成31年5月1日",
        "\"平成31年5月1日\" is not a real date: Heisei (平成) ended on 2019-04-30: its year 31 would be 2019-05-01, in Reiwa (令和)"
      ),
      (
        "R1.4.30",
        "\"R1.4.30\" is not a real date: Reiwa (令和) began on 2019-05-01: its year 1 would be 2019-04-30, in Heisei (平成)"
      ),
    ])
  func outOfSpanMessage(text: String, message: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: text, year: "2019", month: "5")], receipts: [])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .invalidValue })
    #expect(diagnostic.message == message)
    #expect(sheet.ledger.transactions.isEmpty)
  }

  @Test(
    "A row's era date loads as its Gregorian date, not marked as a two-digit year",
    arguments: ["令和5年1月20日", "R5.01.20", "中華民國112年1月20日"])
  func loads(text: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: text, year: "", month: "")], receipts: [])
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description) == ["2023-01-20"])
    #expect(sheet.twoDigitYearDates[.transactions] == nil)
  }
}
