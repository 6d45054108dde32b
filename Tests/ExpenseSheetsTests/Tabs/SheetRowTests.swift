import Testing

@testable import ExpenseSheets

/// Rows are numbered as a spreadsheet shows them: a blank line is an empty row of its own.
@Suite("Sheet rows with blank lines")
struct SheetRowTests {
  /// A Transactions tab whose lines are given, with `H` the header, `R1`, `R2` (a quoted note
  /// over two lines) and `R3` (an amount that is not one) the data rows.
  static func transactions(_ lines: [String], lineEnd: String) -> [UInt8] {
    let named = [
      "H": "transactionId,type,date,amount,category,note",
      "R1": ",expense,2025-01-05,1.00,Food,one",
      "R2": ",expense,2025-01-06,2.00,Food,\"two\(lineEnd)lines\"",
      "R3": ",expense,2025-01-07,abc,Food,three",
    ]
    return Array(lines.map { named[$0] ?? $0 }.joined(separator: lineEnd).utf8)
  }

  @Test(
    "Blank lines count as rows in every cell a diagnostic names",
    arguments: [
      (name: "none", lines: ["H", "R1", "R2", "R3", ""], lineEnd: "\r\n", rows: [2, 3, 4]),
      (
        name: "LF between rows", lines: ["H", "R1", "", "R2", "R3", ""], lineEnd: "\n",
        rows: [2, 4, 5]
      ),
      (
        name: "CRLF between rows", lines: ["H", "R1", "", "R2", "R3"], lineEnd: "\r\n",
        rows: [2, 4, 5]
      ),
      (
        name: "several in a row", lines: ["H", "R1", "", "", "", "R2", "R3"], lineEnd: "\r\n",
        rows: [2, 6, 7]
      ),
      (
        name: "before the header", lines: ["", "", "H", "R1", "R2", "R3"], lineEnd: "\n",
        rows: [4, 5, 6]
      ),
      (
        name: "at the end", lines: ["H", "R1", "R2", "R3", "", "", ""], lineEnd: "\r\n",
        rows: [2, 3, 4]
      ),
      (
        name: "after a multi-line quoted cell", lines: ["H", "R1", "R2", "", "R3"], lineEnd: "\r\n",
        rows: [2, 3, 5]
      ),
      (
        name: "around a title row", lines: ["", "My expenses", "", "H", "R1", "R2", "R3"],
        lineEnd: "\n", rows: [5, 6, 7]
      ),
    ])
  func cells(name: String, lines: [String], lineEnd: String, rows: [Int]) throws {
    let decoded = try WorkbookReader().read(tabs: [
      .transactions: Self.transactions(lines, lineEnd: lineEnd)
    ])
    let tab = try #require(decoded.transactions)
    #expect(tab.rows.map(\.sheetRow) == rows)
    let invalid = try #require(tab.diagnostics.first { $0.code == .invalidValue })
    #expect(invalid.cell == "Transactions!D\(rows[2])")
    #expect(invalid.row == rows[2])
  }

  @Test("A header below blank lines and a title row says how many rows stand above it")
  func headerRow() throws {
    let bytes = Self.transactions(["", "My expenses", "", "H", "R1"], lineEnd: "\r\n")
    let decoded = try WorkbookReader().read(tabs: [.transactions: bytes])
    let diagnostic = try #require(decoded.transactions?.diagnostics.first { $0.code == .headerRow })
    #expect(diagnostic.row == 4)
    #expect(diagnostic.message == "the header is on row 4; the 3 row(s) above it are ignored")
  }

  @Test("A stray quote below a blank line is reported at the cell a spreadsheet shows")
  func strayQuote() throws {
    let bytes = Self.transactions(["H", "", ",expense,2025-01-05,1.00,Food,a\"b"], lineEnd: "\n")
    let decoded = try WorkbookReader().read(tabs: [.transactions: bytes])
    let diagnostic = try #require(decoded.diagnostics.first { $0.code == .malformedCSV })
    #expect(diagnostic.cell == "Transactions!F3")
    #expect(diagnostic.row == 3)
  }
}
