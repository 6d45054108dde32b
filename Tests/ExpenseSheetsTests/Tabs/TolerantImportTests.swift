import Foundation
import Testing

@testable import ExpenseSheets

/// A Transactions CSV with one data row whose cells are given by column name.
private func transactionsCSV(_ cells: [String: String], delimiter: String = ",") -> [UInt8] {
  let base = [
    "transactionId": "6F9619FF-8B86-4011-B42D-00C04FC964FF", "type": "expense",
    "date": "2025-01-05", "year": "2025", "month": "1", "amount": "12.50", "category": "Food",
    "createdAt": "2025-01-05T14:03:22.123Z", "lastModifiedAt": "2025-01-05T14:03:22.123Z",
  ].merging(cells) { $1 }
  let columns = TransactionsCodec.Column.allCases.map(\.name)
  let row = columns.map { name -> String in
    let value = base[name] ?? ""
    return value.contains(delimiter) || value.contains("\"")
      ? "\"\(value.replacingOccurrences(of: "\"", with: "\"\""))\"" : value
  }
  return Array(
    (columns.joined(separator: delimiter) + "\r\n" + row.joined(separator: delimiter) + "\r\n").utf8
  )
}

@Suite("Tolerant import of what spreadsheets write")
struct TolerantImportTests {
  @Test(
    "Cells as a spreadsheet displays them decode to the canonical value",
    arguments: [
      ("amount", "$12.50", "12.50"), ("amount", "12.5", "12.50"),
      ("amount", " 1,234.56 ", "1234.56"),
      ("type", " Expense ", "expense"), ("date", "1/25/2025", "2025-01-25"),
      ("date", "25.01.2025", "2025-01-25"), ("date", "45662", "2025-01-05"),
      ("date", "2025-01-05 00:00:00", "2025-01-05"), ("date", "1/25/2025 0:00:00", "2025-01-25"),
      ("paidFlag", "PAID", "paid"),
      (
        "transactionId", "6f9619ff-8b86-4011-b42d-00c04fc964ff",
        "6F9619FF-8B86-4011-B42D-00C04FC964FF"
      ),
      ("note", "'00123", "00123"), ("note", "00123", "00123"), ("note", "'=1+1", "=1+1"),
      ("lastModifiedAt", "2025-01-05 09:03:22", "2025-01-05T09:03:22.000Z"),
      ("lastModifiedAt", "2025-01-05T14:03:22Z", "2025-01-05T14:03:22.000Z"),
    ])
  func tolerated(column: String, cell: String, expected: String) throws {
    let decoded = try WorkbookReader().read(tabs: [.transactions: transactionsCSV([column: cell])])
    let row = try #require(decoded.transactions?.rows.first?.value)
    let index = try #require(TransactionsCodec.Column.allCases.firstIndex { $0.name == column })
    #expect(TransactionsCodec.encode(row)[index] == expected)
  }

  @Test(
    "Unreadable cells become diagnostics located by A1 cell",
    arguments: [
      ("amount", "twelve", Diagnostic.Code.invalidValue, "Transactions!F2"),
      ("date", "2025-02-30", .invalidValue, "Transactions!C2"),
      ("date", "", .missingValue, "Transactions!C2"),
      ("type", "spend", .invalidValue, "Transactions!B2"),
      ("category", "", .missingValue, "Transactions!G2"),
      ("recurringRuleId", "not-a-uuid", .invalidValue, "Transactions!L2"),
      ("note", "=HYPERLINK(\"x\")", .formulaCell, "Transactions!I2"),
      ("note", "+1+2", .formulaCell, "Transactions!I2"),
      ("note", "-2+3", .formulaCell, "Transactions!I2"),
      ("note", "@SUM(A1:A2)", .formulaCell, "Transactions!I2"),
      ("tags", "+1-555-1234", .formulaCell, "Transactions!H2"),
      ("note", "+cmd|' /C calc'!A0", .formulaCell, "Transactions!I2"),
      ("note", "-cmd|'/c notepad'!'A1'", .formulaCell, "Transactions!I2"),
      ("note", "@SUM(1+1)*cmd|' /C calc'!A0", .formulaCell, "Transactions!I2"),
      ("date", "3/4/2025", .ambiguousDateOrder, "Transactions!C2"),
    ])
  func unreadable(column: String, cell: String, code: Diagnostic.Code, a1: String) throws {
    let decoded = try WorkbookReader().read(tabs: [.transactions: transactionsCSV([column: cell])])
    let diagnostic = try #require(decoded.transactions?.diagnostics.first { $0.code == code })
    #expect(diagnostic.cell == a1)
    #expect(diagnostic.row == 2)
    #expect(diagnostic.column == column)
  }

  @Test(
    "Dates that read either way follow the order the rows' month cells name, when most agree",
    arguments: [
      (["4", "6", "2"], DateOrder?.some(.dmy), 3), (["3", "5", "1"], .mdy, 3),
      (["4", "6", "1"], .dmy, 2), (["4", "5", "9"], nil, 0), (["", "", ""], nil, 0),
    ])
  func orderFromMonthColumn(months: [String], order: DateOrder?, agreeing: Int) throws {
    let dates = ["3/4/2025", "5/6/2025", "1/2/2025"]
    let rows = zip(dates, months).map { ",expense,\($0),2025,\($1),1.00,Food\r\n" }
    let csv = "transactionId,type,date,year,month,amount,category\r\n" + rows.joined()
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let tab = try #require(decoded.transactions)
    let ambiguous = tab.diagnostics.filter { $0.code == .ambiguousDateOrder }
    guard let order else {
      #expect(ambiguous.count == 3)
      return
    }
    #expect(ambiguous.isEmpty)
    let read = tab.rows.compactMap(\.value).map(\.date.description)
    #expect(
      read
        == (order == .dmy
          ? ["2025-04-03", "2025-06-05", "2025-02-01"]
          : ["2025-03-04", "2025-05-06", "2025-01-02"]))
    let note = try #require(tab.diagnostics.first { $0.code == .decidedReading })
    #expect(note.cell == "Transactions!C2")
    #expect(note.message.contains("the month column of \(agreeing) rows"), "\(note.message)")
    #expect(note.hints == [.dateOrder(order == .dmy ? .mdy : .dmy)])
  }

  @Test(
    "Text that no spreadsheet runs, or that arrives guarded, is no formula; nor is a signed amount",
    arguments: [
      ("note", "-5 dollars refund"), ("note", "+49 phone number"), ("note", "+49 30 1234567"),
      ("note", "-5"), ("note", "-10%"), ("note", "@home"), ("note", "'+1+2"), ("note", "'=1+2"),
      ("note", "1+2"), ("amount", "-5"), ("amount", "+12.50"), ("note", "- a | b!"),
      ("note", "+ cash|card!"), ("note", "-ok|!"),
    ])
  func notFormula(column: String, cell: String) throws {
    let decoded = try WorkbookReader().read(tabs: [.transactions: transactionsCSV([column: cell])])
    let diagnostics = try #require(decoded.transactions?.diagnostics)
    #expect(!diagnostics.contains { $0.code == .formulaCell }, "\(diagnostics)")
  }

  @Test(
    "An amount a spreadsheet turned into a date is reported as such",
    arguments: ["12/31/2026", "2026-12-31", "31.12.2026"])
  func amountTurnedIntoDate(cell: String) throws {
    let decoded = try WorkbookReader().read(tabs: [.transactions: transactionsCSV(["amount": cell])]
    )
    let diagnostic = try #require(
      decoded.transactions?.diagnostics.first { $0.code == .invalidValue })
    #expect(diagnostic.cell == "Transactions!F2")
    #expect(diagnostic.message.contains("is a date, not an amount"), "\(diagnostic.message)")
  }

  @Test("A de-DE export: semicolons, day-first dates, decimal comma")
  func germanExport() throws {
    let csv = """
      transactionId;type;date;amount;category;note
      6F9619FF-8B86-4011-B42D-00C04FC964FF;expense;05.01.2025;1.234,56;Food;Brötchen, Kaffee
      7F9619FF-8B86-4011-B42D-00C04FC964FF;expense;06.01.2025;12,5;Food;

      """
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let rows = decoded.transactions?.rows.compactMap(\.value) ?? []
    #expect(rows.map { CellFormatter.money($0.amount) } == ["1234.56", "12.50"])
    #expect(rows.map(\.date.description) == ["2025-01-05", "2025-01-06"])
    #expect(rows.first?.note == "Brötchen, Kaffee")
  }

  @Test("Day/month order is decided per column from the values that allow one order")
  func dateOrderFromEvidence() throws {
    let csv = """
      transactionId,type,date,amount,category
      ,expense,3/4/2025,1,Food
      ,expense,4/25/2025,1,Food

      """
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    #expect(
      decoded.transactions?.rows.compactMap { $0.value?.date.description } == [
        "2025-03-04", "2025-04-25",
      ])
    let forced = try WorkbookReader(options: .init(dateOrder: .dmy)).read(tabs: [
      .transactions: Array(csv.utf8)
    ])
    #expect(forced.transactions?.rows.first?.value?.date.description == "2025-04-03")
    #expect(
      forced.transactions?.diagnostics.contains {
        $0.cell == "Transactions!C3" && $0.code == .invalidValue
      } == true)
  }

  @Test("Missing and misspelled columns are named with the nearest name")
  func missingColumn() throws {
    let csv = "transactionID,type,date,amount,categroy\r\n,expense,2025-01-05,1,Food\r\n"
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let diagnostic = try #require(
      decoded.transactions?.diagnostics.first { $0.code == .missingColumn })
    #expect(diagnostic.column == "category")
    #expect(diagnostic.suggestions == ["categroy"])
    // No cell is read, but the row is there to count as rejected.
    #expect(decoded.transactions?.rows == [DecodedRow(sheetRow: 2, value: nil, key: nil)])
  }

  @Test("A tab missing a required column still reads the keys of its rows, and skips blank rows")
  func missingColumnKeys() throws {
    let id = "BBBBBBBB-0000-4000-8000-000000000001"
    let csv =
      "transactionId,type,date,amt,category\r\n\(id),expense,x,1,Food\r\n,,,,\r\n,income\r\n"
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    #expect(
      decoded.transactions?.rows == [
        DecodedRow(sheetRow: 2, value: nil, key: .transaction(UUID(uuidString: id)!)),
        DecodedRow(sheetRow: 4, value: nil, key: nil),
      ])
  }

  @Test("A title row above the header is skipped and reported")
  func titleRow() throws {
    let csv =
      "My expenses 2025,,,,\r\ntransactionId,type,date,amount,category\r\n,expense,2025-01-05,1,Food\r\n"
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    #expect(decoded.transactions?.rows.first?.sheetRow == 3)
    #expect(decoded.transactions?.diagnostics.contains { $0.code == .headerRow } == true)
  }
}
