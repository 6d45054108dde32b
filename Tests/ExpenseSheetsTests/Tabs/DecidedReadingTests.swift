import Testing

@testable import ExpenseSheets

/// A column's day/month order or decimal separator decided from some of its cells is never a
/// silent guess: the cells that read either way get a `decided-reading` note.
@Suite("Decided readings are noted")
struct DecidedReadingTests {
  /// One case: the data rows of a tab (`date`, `amount` and `createdAt` cells), the options,
  /// and the notes expected, as `cell: message [hints]`.
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var rows: [(date: String, amount: String, createdAt: String)]
    var delimiter = ","
    var options = ReadOptions()
    var notes: [String]
    var description: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "day first decided by a cell",
      rows: [("05/04/2023", "1.00", ""), ("13/04/2023", "1.00", ""), ("06/04/2023", "1.00", "")],
      notes: [
        "Transactions!C2: \"05/04/2023\" is read day-first (2023-04-05), as is 1 more cell of date that could be either, because Transactions!C3 \"13/04/2023\" can only be day-first; they can be read month-first instead [date-order:mdy]"
      ]),
    .init(
      name: "month first decided by a cell",
      rows: [("4/25/2025", "1.00", ""), ("4/26/2025", "1.00", ""), ("3/4/2025", "1.00", "")],
      notes: [
        "Transactions!C4: \"3/4/2025\" is read month-first (2025-03-04), because Transactions!C2 \"4/25/2025\" can only be month-first (as can 1 more cell); it can be read day-first instead [date-order:dmy]"
      ]),
    .init(
      name: "a timestamp column follows the tab's date column",
      rows: [("13/04/2023", "1.00", "1/5/2025 14:03:22")],
      notes: [
        "Transactions!F2: \"1/5/2025 14:03:22\" is read day-first (2025-05-01), because Transactions!C2 \"13/04/2023\" can only be day-first; it can be read month-first instead [date-order:mdy]"
      ]),
    .init(
      name: "grouping commas no cell settles",
      rows: [
        ("2023-04-05", "1,234", ""), ("2023-04-05", "2,500", ""), ("2023-04-05", "3,000", ""),
      ],
      notes: [
        "Transactions!D2: \"1,234\" is read as 1234.00, the comma grouping thousands, as are 2 more cells of amount like it: no cell of amount settles the decimal separator, each having three digits after its only separator; with the comma as the decimal separator, this one reads as 1.234 [decimal-separator:comma]"
      ]),
    .init(
      name: "decimal points no cell settles",
      rows: [("2023-04-05", "1.234", ""), ("2023-04-05", "12", "")],
      notes: [
        "Transactions!D2: \"1.234\" is read as 1.234, the point as the decimal separator: no cell of amount settles the decimal separator, each having three digits after its only separator; with the comma as the decimal separator, it reads as 1234.00 [decimal-separator:comma]"
      ]),
    .init(
      name: "grouping points in a semicolon file",
      rows: [("2023-04-05", "1.234", "")], delimiter: ";",
      notes: [
        "Transactions!D2: \"1.234\" is read as 1234.00, the point grouping thousands (as in `;`-separated files): no cell of amount settles the decimal separator, each having three digits after its only separator; with the point as the decimal separator, it reads as 1.234 [decimal-separator:point]"
      ]),
    .init(
      name: "only slash dates that allow one order",
      rows: [("13/04/2023", "1.00", ""), ("25/04/2023", "1.00", ""), ("5/5/2023", "1.00", "")],
      notes: []),
    .init(
      name: "ISO and dotted dates",
      rows: [("2023-04-05", "1.00", ""), ("05.04.2023", "1.00", ""), ("13.04.2023", "1.00", "")],
      notes: []),
    .init(
      name: "an order asked for",
      rows: [("05/04/2023", "1.00", ""), ("13/04/2023", "1.00", "")],
      options: .init(dateOrder: .dmy), notes: []),
    .init(
      name: "decimal commas with two decimals",
      rows: [("2023-04-05", "12,50", ""), ("2023-04-05", "1,234", "")], notes: []),
    .init(
      name: "grouped amounts with decimals",
      rows: [("2023-04-05", "1.234,56", ""), ("2023-04-05", "2.500", "")], notes: []),
    .init(
      name: "a separator asked for",
      rows: [("2023-04-05", "1,234", "")], options: .init(decimalSeparator: .comma), notes: []),
  ]

  @Test(
    "An amount that reads either way, in a column of both separators or of points in a `;` file, is an error with both readings",
    arguments: [
      (
        ";", ["12,50", "3,75", "12.50", "1.234", "2.500"], ["D5", "D6"],
        [["1234.00", "1.2340"], ["2500.00", "2.50"]],
        "2 cells use a decimal comma (the first Transactions!D2), and 1 cell uses a decimal point (the first Transactions!D4)"
      ),
      (
        ",", ["12.50", "3.75", "1,5", "2,75", "1,234"], ["D6"], [["1234.00", "1.2340"]],
        "2 cells use a decimal comma (the first Transactions!D4)"
      ),
      (
        ",", ["12.50", "3.75", "1,5", "157.415"], ["D5"], [["157.4150", "157415.00"]],
        "1 cell uses a decimal comma (the first Transactions!D4)"
      ),
      (
        // `12.3.4` is no amount with either separator: not counted as using a decimal comma.
        // (`0.125` would read only with a point: no group of thousands leads with a zero.)
        ",", ["12.50", "3.75", "12.3.4", "€1.234,56", "1.125"], ["D6"], [["1.1250", "1125.00"]],
        "1 cell uses a decimal comma (the first Transactions!D5)"
      ),
      (
        // As LibreOffice in a decimal-comma locale saves an export with one amount typed there:
        // the untouched amounts keep their points, as text.
        ";", ["49.64", "12.50", "2.500"], ["D4"], [["2.50", "2500.00"]],
        "the file is `;`-separated, as a spreadsheet where the decimal separator is a comma writes it, yet 2 cells use a decimal point (the first Transactions!D2)"
      ),
    ])
  func ambiguousAmounts(
    delimiter: String, amounts: [String], cells: [String], readings: [[String]], because: String
  ) throws {
    let tab = try #require(try Self.transactions(amounts: amounts, delimiter: delimiter))
    let errors = tab.diagnostics.filter { $0.code == .ambiguousAmount }
    #expect(errors.allSatisfy { $0.severity == .error })
    #expect(errors.map(\.cell) == cells.map { "Transactions!\($0)" })
    #expect(errors.map(\.suggestions) == readings)
    #expect(errors.allSatisfy { $0.message.contains("the column does not say which: \(because)") })
    #expect(!tab.diagnostics.contains { $0.severity == .warning })
  }

  @Test(
    "An amount that reads either way among points in a comma-separated file, or among commas in a `;` file, is read so",
    arguments: [(",", ["12.50", "3.75", "1,234"]), (";", ["12,50", "3,75", "2.500"])])
  func unambiguousAmounts(delimiter: String, amounts: [String]) throws {
    let tab = try #require(try Self.transactions(amounts: amounts, delimiter: delimiter))
    #expect(!tab.diagnostics.contains { $0.severity != .info })
    #expect(tab.rows.last?.value?.amount == (delimiter == "," ? 1234 : 2500))
  }

  /// The Transactions tab of rows with `amounts`, separated by `delimiter`.
  private static func transactions(amounts: [String], delimiter: String) throws
    -> DecodedTab<Transaction>?
  {
    let lines =
      ["transactionId\(delimiter)type\(delimiter)date\(delimiter)amount\(delimiter)category"]
      + amounts.map { amount in
        let cell = amount.contains(delimiter) ? "\"\(amount)\"" : amount
        return "\(delimiter)expense\(delimiter)2023-04-05\(delimiter)\(cell)\(delimiter)Food"
      }
    let bytes = Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    return try WorkbookReader().read(tabs: [.transactions: bytes]).transactions
  }

  @Test(
    "A reading decided from cells is noted at the first cell that reads either way",
    arguments: cases)
  func notes(_ testCase: Case) throws {
    let d = testCase.delimiter
    let lines =
      ["transactionId\(d)type\(d)date\(d)amount\(d)category\(d)createdAt"]
      + testCase.rows.map { row in
        let amount = row.amount.contains(d) ? "\"\(row.amount)\"" : row.amount
        return "\(d)expense\(d)\(row.date)\(d)\(amount)\(d)Food\(d)\(row.createdAt)"
      }
    let bytes = Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    let decoded = try WorkbookReader(options: testCase.options).read(tabs: [.transactions: bytes])
    let tab = try #require(decoded.transactions)
    let notes = tab.diagnostics.filter { $0.code == .decidedReading }
    #expect(
      notes.map { note in
        "\(note.cell ?? ""): \(note.message) [\(note.hints.map(\.code).joined(separator: ", "))]"
      } == testCase.notes)
    #expect(notes.allSatisfy { $0.severity == .info })
    #expect(!tab.diagnostics.contains { $0.severity == .error })
  }

  @Test(
    "An unreadable amount's example is written with the column's decimal separator",
    arguments: [
      (DecimalSeparator?.none, "is not an amount such as 12.50 (the decimal separator is a point)"),
      (
        .comma,
        "is not an amount such as 12,50 (the decimal separator is a comma as asked)"
      ),
    ])
  func unreadableAmount(separator: DecimalSeparator?, message: String) throws {
    let csv = "transactionId,type,date,amount,category\r\n,expense,2025-01-05,12x,Food\r\n"
    let decoded = try WorkbookReader(options: .init(decimalSeparator: separator)).read(tabs: [
      .transactions: Array(csv.utf8)
    ])
    let diagnostic = try #require(
      decoded.transactions?.diagnostics.first { $0.code == .invalidValue })
    #expect(diagnostic.message == "\"12x\" " + message)
  }

  @Test(
    "An unreadable cell's reason counts the cells that decided its column, one in the singular",
    arguments: [
      ("date", ["13/04/2023", "yesterday"], "day-first, decided from 1 cell that can"),
      (
        "date", ["13/04/2023", "14/04/2023", "yesterday"],
        "day-first, decided from 2 cells that can"
      ),
      ("amount", ["157.41", "12x"], "is a point, decided from 1 cell)"),
      ("amount", ["157.41", "3.25", "12x"], "is a point, decided from 2 cells)"),
    ])
  func decidingCellsCounted(column: String, cells: [String], reason: String) throws {
    let rows = cells.map { cell in
      column == "date" ? "\(cell),1.00" : "2025-01-05,\(cell)"
    }
    let csv =
      "transactionId,type,category,date,amount\r\n"
      + rows.map { ",expense,Food,\($0)\r\n" }.joined()
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let diagnostic = try #require(
      decoded.transactions?.diagnostics.first { $0.code == .invalidValue })
    #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
  }
}
