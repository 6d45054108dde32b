import ExpenseSheets
import SheetXLSX
import Testing

@testable import ExpenseSheetsXLSX

@Suite("A sheet's rows as the CSV text of a download")
struct SheetCSVBuilderTests {
  /// The CSV text built from `rows` (text cells in quotes), each given as its cells' texts by column (`nil` for an
  /// empty cell, which a sheet leaves out).
  static func csv(_ rows: [[String?]]) -> String {
    var builder = SheetCSVBuilder(tab: .transactions)
    for (index, texts) in rows.enumerated() {
      let cells = texts.enumerated().compactMap { column, text in
        text.map { SheetCell(column: column, value: .text($0)) }
      }
      builder.append(row: index + 1, cells: SheetRow(cells))
    }
    return String(decoding: builder.bytes, as: UTF8.self)
  }

  @Test(
    "A row ending in empty cells has as many cells as the widest row before it",
    arguments: [
      (
        [["note", "amount", "tags"], ["x", nil, nil]], #""note","amount","tags"\#r\#n"x",,\#r\#n"#
      ),
      (
        [["note", "amount", "tags"], [nil, "1", nil], []],
        #""note","amount","tags"\#r\#n,"1",\#r\#n,,\#r\#n"#
      ),
      ([["title"], ["note", "amount"], ["x"]], #""title"\#r\#n"note","amount"\#r\#n"x",\#r\#n"#),
      ([["note"], ["x", "y", "z"]], #""note"\#r\#n"x","y","z"\#r\#n"#),
    ])
  func padded(rows: [[String?]], expected: String) {
    #expect(Self.csv(rows) == expected)
  }

  @Test(
    "A text in its guarded form is a CSV guard kept as text: it reads as the CSV file did",
    arguments: [
      ("'2024", "\"'2024\""), ("''x", "\"''x\""), ("'x", "\"''x\""), ("2024", "\"'2024\""),
      ("x", "\"x\""),
    ])
  func guardKeptAsText(text: String, written: String) {
    #expect(Self.csv([["note"], [text]]) == "\"note\"\r\n\(written)\r\n")
  }

  @Test(
    "A header below blank rows, past the leading ten too, tells which columns' text is guarded",
    arguments: [2, 10, 11, 40])
  func headerBelowBlankRows(headerRow: Int) {
    let header =
      "transactionId,type,date,year,month,amount,category,tags,note,paidFlag,reimbursedFlag,recurringRuleId,createdAt,lastModifiedAt"
      .split(separator: ",").map(String.init)
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(row: 1, cells: SheetRow([SheetCell(column: 0, value: .text("My ledger"))]))
    builder.append(
      row: headerRow,
      cells: SheetRow(header.enumerated().map { SheetCell(column: $0, value: .text($1)) }))
    builder.append(
      row: headerRow + 1,
      cells: SheetRow([
        SheetCell(column: 8, value: .text("2024")),
        SheetCell(column: 12, value: .text("2025-01-05T10:00:00.000Z")),
      ]))
    let lines = String(decoding: builder.bytes, as: UTF8.self).split(
      separator: "\r\n", omittingEmptySubsequences: false)
    #expect(lines[headerRow] == #",,,,,,,,"'2024",,,,"2025-01-05T10:00:00.000Z","#)
  }

  @Test("A text cell holding a NUL is an error on its cell, written as U+FFFD")
  func nulCharacter() {
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(row: 1, cells: SheetRow([SheetCell(column: 0, value: .text("note"))]))
    builder.append(
      row: 2,
      cells: SheetRow([
        SheetCell(column: 0, value: .text("a\u{0}b")), SheetCell(column: 1, value: .text("c")),
      ]))
    #expect(
      String(decoding: builder.bytes, as: UTF8.self) == "\"note\"\r\n\"a\u{FFFD}b\",\"c\"\r\n")
    #expect(!builder.bytes.contains(0))
    #expect(builder.diagnostics.map(\.cell) == ["Transactions!A2"])
    #expect(builder.diagnostics.first?.severity == .error)
  }

  @Test("A diagnostic about a cell names its column, as the tab spells a known one")
  func diagnosticsNameTheirColumn() {
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(
      row: 1,
      cells: SheetRow([
        SheetCell(column: 0, value: .text("Note")), SheetCell(column: 1, value: .text("amount")),
        SheetCell(column: 2, value: .text("my column")),
      ]))
    builder.append(
      row: 2,
      cells: SheetRow([
        SheetCell(column: 0, value: .error("#N/A"), isFormula: true),
        SheetCell(column: 1, value: .number(12.5), isFormula: true),
        SheetCell(column: 2, value: .uncomputed, isFormula: true),
      ]))
    #expect(
      builder.diagnostics.map { "\($0.code.rawValue) \($0.column ?? "-")" } == [
        "error-value note", "formula-cell amount", "formula-cell my column",
      ])
  }

  @Test(
    "An amount cell holding a date is its number before 1930, else the date a spreadsheet made of it",
    arguments: [
      (CivilDateTime(year: 1900, month: 2, day: 11, millisecondOfDay: 43_200_000), "42.5", true),
      (CivilDateTime(year: 1929, month: 12, day: 31), "10958", true),
      (CivilDateTime(year: 2026, month: 8, day: 22), "2026-08-22", false),
    ])
  func amountHoldingDate(date: CivilDateTime, text: String, isNumber: Bool) {
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.append(row: 1, cells: SheetRow([SheetCell(column: 0, value: .text("amount"))]))
    builder.append(row: 2, cells: SheetRow([SheetCell(column: 0, value: .date(date))]))
    #expect(String(decoding: builder.bytes, as: UTF8.self) == "\"amount\"\r\n\(text)\r\n")
    #expect(builder.diagnostics.map(\.code) == (isNumber ? [.numberFormattedAsDate] : []))
  }

  @Test(
    "An amount shown as a date reads as its number in the workbook's date system, the warning showing both as the spreadsheet does",
    arguments: [
      (CivilDateTime.DateSystem.from1900, CivilDateTime(year: 1900, month: 1, day: 7)),
      (.from1899, CivilDateTime(year: 1900, month: 1, day: 6)),
      (.from1904, CivilDateTime(year: 1904, month: 1, day: 8)),
      (.nullDate(year: 1900, month: 1, day: 1), CivilDateTime(year: 1900, month: 1, day: 8)),
    ])
  func amountShownAsDate(system: CivilDateTime.DateSystem, day: CivilDateTime) throws {
    var date = day
    date.millisecondOfDay = 43_200_000
    var builder = SheetCSVBuilder(tab: .transactions)
    builder.useDateSystem(system)
    builder.append(row: 1, cells: SheetRow([SheetCell(column: 0, value: .text("amount"))]))
    builder.append(row: 2, cells: SheetRow([SheetCell(column: 0, value: .dateTime(date))]))
    #expect(String(decoding: builder.bytes, as: UTF8.self) == "\"amount\"\r\n7.5\r\n")
    let warning = try #require(builder.diagnostics.first)
    #expect(
      warning.message
        == "this cell is formatted as a date, which shows the number 7.5 as \(day.dateText) 12:00:00.000; the number is read: format the cell as a number"
    )
  }

  @Test("A sheet whose last column is empty on a row reads with no short row")
  func lastColumnEmpty() throws {
    let header = TransactionsCodec.Column.allCases.map(\.name).filter { $0 != "note" } + ["note"]
    let row = header.map { name -> String? in
      switch name {
      case "transactionId": "8B216060-6E0F-4A49-A1E8-33C1B1D3A3E1"
      case "type": "expense"
      case "date": "2025-01-05"
      case "year": "2025"
      case "month": "1"
      case "amount": "12.50"
      case "category": "Food"
      default: nil
      }
    }
    let workbook = try WorkbookReader().read(tabs: [
      .transactions: Array(Self.csv([header, row]).utf8)
    ])
    let diagnostics = workbook.transactions?.diagnostics ?? []
    #expect(!diagnostics.contains { $0.code == .shortRow })
    #expect(workbook.transactions?.rows.count == 1)
  }

  @Test(
    "Text cells below a header under title rows are guarded as below a header on the first row",
    arguments: [1, 2, 5])
  func titleRows(count: Int) {
    let header = ["transactionId", "amount", "createdAt", "note"]
    let row = [
      "8B216060-6E0F-4A49-A1E8-33C1B1D3A3E1", "12.50", "2025-01-05T10:00:00.000Z", "2025-01-05",
    ]
    let titles = (1...count).map { [Optional("My expenses, part \($0)")] }
    let lastLine = { (csv: String) in csv.components(separatedBy: "\r\n").dropLast().last }
    let expected =
      #""8B216060-6E0F-4A49-A1E8-33C1B1D3A3E1","12.50","2025-01-05T10:00:00.000Z","'2025-01-05""#
    #expect(lastLine(Self.csv([header, row])) == expected)
    #expect(lastLine(Self.csv(titles + [header, row])) == expected)
  }
}
