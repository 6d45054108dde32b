import Foundation
import Testing

@testable import ExpenseSheets

/// LibreOffice th-TH shows a date formatted `[~buddhist]DD/MM/YY` with the Thai Buddhist year
/// in two digits: 2023-01-28 is `28/01/66` (2566 BE). Rows whose `year` cells say so decide the
/// column: its two-digit years read as Buddhist ones, a row typed without a year included,
/// never as 2066 with a fix that would set every year to 2066.
@Suite("Two-digit Thai Buddhist years")
struct BuddhistTwoDigitYearTests {
  /// A Transactions tab of rows `(date, year)`; an empty year is a row typed without one.
  static func tab(_ rows: [(date: String, year: String)]) -> [UInt8] {
    let header =
      "transactionId,type,date,year,month,amount,category,tags,note,paidFlag,reimbursedFlag,"
      + "recurringRuleId,createdAt,lastModifiedAt"
    let lines = rows.enumerated().map { index, row in
      let month = row.year.isEmpty ? "" : String(Int(row.date.split(separator: "/")[1])!)
      return [
        String(format: "00000000-0000-0000-0000-%012d", index + 1), "expense", row.date,
        row.year, month, "12.50", "Food", "", "", "", "", "", "2023-01-05T10:00:00.000Z",
        "2023-01-05T10:00:00.000Z",
      ].joined(separator: ",")
    }
    return Array(([header] + lines).joined(separator: "\r\n").utf8 + [13, 10])
  }

  static func decode(_ rows: [(date: String, year: String)]) throws -> DecodedTab<Transaction> {
    try #require(try WorkbookReader().read(tabs: [.transactions: tab(rows)]).transactions)
  }

  @Test("Rows whose years are the Buddhist reading's decide the column, typed rows too")
  func decided() throws {
    let decoded = try Self.decode([
      ("28/01/66", "2023"), ("06/02/66", "2023"), ("15/03/67", "2024"), ("05/01/66", ""),
    ])
    #expect(
      decoded.rows.compactMap(\.value).map(\.date.description)
        == ["2023-01-28", "2023-02-06", "2024-03-15", "2023-01-05"])
    let validated = Validator().validate(DecodedWorkbook(transactions: decoded))
    #expect(!validated.diagnostics.contains { $0.code == .yearMonthMismatch })
    let note = try #require(decoded.diagnostics.first { $0.code == .decidedReading })
    #expect(note.cell == "Transactions!C2")
    #expect(note.message.hasPrefix("two-digit years in date are read as Thai Buddhist years"))
    #expect(note.message.contains("\"28/01/66\" is of 2566 BE, 2023"))
  }

  @Test(
    "Gregorian two-digit years, or too few Buddhist rows among them, are read as before",
    arguments: [
      [("28/01/23", "2023"), ("06/02/23", "2023"), ("05/01/23", "")],
      [("28/01/23", "2023"), ("06/02/23", "2023"), ("15/03/66", "2023")],
    ])
  func notDecided(rows: [(String, String)]) throws {
    let decoded = try Self.decode(rows.map { (date: $0.0, year: $0.1) })
    let years = decoded.rows.compactMap(\.value).map(\.date.year)
    #expect(years.first == 2023)
    #expect(!decoded.diagnostics.contains { $0.message.contains("Thai Buddhist") })
    // The row whose two digits are only the Buddhist year's is read in the 2000s, as before.
    if rows.last?.0 == "15/03/66" { #expect(years.last == 2066) }
  }
}
