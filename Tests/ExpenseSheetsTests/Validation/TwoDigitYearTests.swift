import Testing

@testable import ExpenseSheets

/// A date shown with a two-digit year (`1/25/99`, LibreOffice's default short date in the United
/// States) reads as 2000-2099; on a Transactions row, the row's `year` names the century the
/// display left out, so a 1999 row is not read as 2099 and no fix moves its year a century.
@Suite("A two-digit year takes its century from the row's year")
struct TwoDigitYearTests {
  @Test(
    "A two-digit year in the century of the row's year reads in that century",
    arguments: [
      "1/25/99", "25/01/99", "25.01.99", "25 Jan 99", "\"Jan 25, 99\"", "99年1月25日", "1/25/99 0:00",
    ])
  func rowYearGivesCentury(date: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: "1999", month: "1")], receipts: [])
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.map(\.date.description) == ["1999-01-25"])
  }

  @Test(
    "A date whose year is written in full, or whose row's year is no whole century away, still disagrees",
    arguments: [
      ("1/25/2099", "1999", "2", "Transactions!D2=2099"),
      ("1/25/99", "2098", "1", "Transactions!D2=2099"),
      // 1900 has no February 29.
      ("2/29/00", "1900", "2", "Transactions!D2=2000"),
    ])
  func stillDisagrees(date: String, year: String, month: String, yearFix: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: year, month: month)], receipts: [])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .yearMonthMismatch })
    let edits = diagnostic.fix?.edits.map { "\($0.cell)=\($0.value)" } ?? []
    #expect(edits.first == yearFix)
  }

  @Test(
    "The note on a date read either way shows it in the century its row reads it in",
    arguments: [("1999", "1999-01-05"), ("2099", "2099-01-05"), ("2098", "2099-01-05")])
  func decidedReadingNote(year: String, shown: String) throws {
    let sheet = try Workbook.validate(
      transactions: [
        Workbook.transaction(date: "01/05/99", year: year, month: "1"),
        Workbook.transaction(date: "01/25/99", year: year, month: "1"),
      ], receipts: [])
    let note = try #require(sheet.diagnostics.first { $0.code == .decidedReading })
    #expect(
      note.message.hasPrefix("\"01/05/99\" is read month-first (\(shown))"), "\(note.message)")
  }

  @Test(
    "A loaded row's date that spells its year in two digits is marked for the merge, unless a four-digit year cell settles it",
    arguments: [
      ("20/01/66", "", true), ("20.01.66", "", true), ("28/06/44", "", true),
      ("25/01/99", "1999", false), ("20/01/23", "2023", false), ("20/01/2023", "", false),
      ("2023-01-20", "", false),
    ])
  func markedForMerge(date: String, year: String, isMarked: Bool) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(date: date, year: year, month: "")], receipts: [])
    #expect(sheet.ledger.transactions.count == 1, "\(sheet.diagnostics)")
    let dateColumn = try #require(TransactionsCodec.Column.allCases.firstIndex(of: .date))
    let columns = sheet.twoDigitYearDates[.transactions]?.columns(ofSheetRow: 2) ?? 0
    #expect(columns == (isMarked ? 1 << UInt32(dateColumn) : 0))
  }

  @Test(
    "Which dates spell their year in two digits",
    arguments: [
      ("1/25/99", true), ("25.01.99", true), ("25 Jan 99", true), ("1/25/99 0:00", true),
      ("99年1月25日", true), ("1/25/2099", false), ("2099-01-25", false), ("36185", false),
      ("Jan 25, 2099", false),
    ])
  func spellsYearInTwoDigits(text: String, expected: Bool) {
    var text = text
    let spells = text.withUTF8 { DateCell.spellsYearInTwoDigits(UnsafeRawBufferPointer($0)) }
    #expect(spells == expected)
  }
}
