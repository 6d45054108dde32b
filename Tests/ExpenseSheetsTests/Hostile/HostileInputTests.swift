import Foundation
import SheetCSV
import Testing

@testable import ExpenseSheets

/// A fresh folder for one test, removed afterwards by the caller.
func temporaryFolder(_ name: String = #function) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("es-\(name.filter(\.isLetter))-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// What the user must see for one broken file: an error naming the file, or diagnostics.
@Suite("Hostile and broken input")
struct HostileInputTests {
  struct BrokenFile: Sendable, CustomStringConvertible {
    var name: String
    var fileName: String
    var bytes: @Sendable () -> [UInt8]
    var expectedError: String
    var description: String { name }
  }

  static let brokenFiles: [BrokenFile] = [
    .init(
      name: "an .xlsx given as CSV", fileName: "Transactions.csv",
      bytes: { [0x50, 0x4B, 0x03, 0x04] + Array("[Content_Types].xml".utf8) },
      expectedError: "this is a spreadsheet file (.xlsx), not CSV"),
    .init(
      name: "an .ods given as CSV", fileName: "Transactions.csv",
      bytes: {
        [0x50, 0x4B, 0x03, 0x04]
          + Array("mimetypeapplication/vnd.oasis.opendocument.spreadsheet".utf8)
      },
      expectedError: "this is a spreadsheet file (.ods), not CSV"),
    .init(
      name: "a Word document given as CSV", fileName: "Transactions.csv",
      bytes: {
        [0x50, 0x4B, 0x03, 0x04] + Array("[Content_Types].xml".utf8) + [0x50, 0x4B, 0x03, 0x04]
          + Array("word/document.xml".utf8)
      },
      expectedError: "this is a Word document (.docx), not CSV and not a spreadsheet"),
    .init(
      name: "an OpenDocument text given as CSV", fileName: "Transactions.csv",
      bytes: {
        [0x50, 0x4B, 0x03, 0x04] + Array("mimetypeapplication/vnd.oasis.opendocument.text".utf8)
      },
      expectedError: "this is an OpenDocument text (.odt), not CSV and not a spreadsheet"),
    .init(
      name: "a ZIP of text files given as CSV", fileName: "Transactions.csv",
      bytes: { [0x50, 0x4B, 0x03, 0x04] + Array("notes.txtSome notes".utf8) },
      expectedError:
        "this is a ZIP archive, not CSV, and not a spreadsheet workbook (.xlsx or .ods) either; if it holds the tabs' .csv files, unzip it and give them or their folder"
    ),
    .init(
      name: "UTF-16 (Excel's Unicode Text) with half a character pair",
      fileName: "Transactions.csv",
      bytes: {
        [0xFF, 0xFE]
          + Array("transactionId\ttype\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
          + [0x00, 0xD8, 0x61, 0x00]
      },
      expectedError: "a character on line 2 is half of a pair"),
    .init(
      name: "UTF-8 cut inside its last character", fileName: "Categories.csv",
      bytes: { Array("name,type,isActive\r\nCaf".utf8) + [0xC3] },
      expectedError:
        "the file ends inside a character (its last bytes begin one and stop before its end): it is cut off"
    ),
    .init(
      name: "Latin-1 bytes", fileName: "Categories.csv",
      bytes: { Array("name,type,isActive\r\nCaf".utf8) + [0xE9] + Array(",expense,TRUE\r\n".utf8) },
      expectedError:
        "not UTF-8 text: it was saved in another character set (Windows-1252, Windows-1251, "
        + "Latin-1 or the like); save it again as CSV in UTF-8"),
    .init(
      name: "a file cut off inside a quoted field", fileName: "Transactions.csv",
      bytes: {
        Array(
          "transactionId,type,date,amount,category,note\r\n,expense,2025-01-05,1,Food,\"Lunch, then"
            .utf8)
      },
      expectedError: "never closes"),
    .init(
      name: "NUL bytes", fileName: "Categories.csv",
      bytes: { Array("name,type,isActive\r\nFood".utf8) + [0] + Array(",expense,TRUE\r\n".utf8) },
      expectedError: "NUL"),
  ]

  @Test("A broken file stops the work with an error that names it", arguments: brokenFiles)
  func brokenFile(_ file: BrokenFile) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(file.fileName).path
    try Data(file.bytes()).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: WorkbookError.self) {
      try WorkbookReader().read(paths: [folder.path])
    }
    #expect(error.path == path)
    #expect(error.description.contains(file.expectedError), "\(error)")
  }

  @Test("An empty file and a header-only file")
  func emptyAndHeaderOnly() throws {
    let empty = try WorkbookReader().read(tabs: [.categories: []])
    #expect(empty.categories?.diagnostics.map(\.code) == [.missingColumn])
    let headerOnly = try WorkbookReader().read(tabs: [
      .categories: Array("name,type,isActive\r\n".utf8)
    ])
    #expect(headerOnly.categories?.rows.isEmpty == true)
    #expect(headerOnly.categories?.diagnostics.isEmpty == true)
  }

  @Test("A known column twice: the tab is rejected, its rows counted with their keys")
  func duplicateHeaders() throws {
    let csv = "name,type,isActive,Type\r\nFood,expense,TRUE,income\r\n"
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let diagnostic = try #require(
      decoded.categories?.diagnostics.first { $0.code == .duplicateColumn })
    #expect(diagnostic.cell == "Categories!D1")
    #expect(diagnostic.severity == .error)
    #expect(decoded.categories?.rows.map(\.key) == [.category("Food")])
    #expect(decoded.categories?.rows.first?.value == nil)
    let sheet = Validator().validate(decoded)
    #expect(sheet.rejectedTabs == [.categories])
    #expect(sheet.rejectedRows.map(\.sheetRow) == [2])
  }

  @Test(
    "A stray quote is reported at its cell, with the text the cell is read as",
    arguments: [
      ("\"Best\" Groceries", "Best Groceries"), ("My \"Best\" Food", "My \"Best\" Food"),
      ("\"Best\"\" Food\" x", "Best\" Food x"),
    ])
  func strayQuote(cell: String, text: String) throws {
    let csv = "type,name,isActive\r\nexpense,Rent,TRUE\r\nexpense,\(cell),TRUE\r\n"
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let diagnostic = try #require(decoded.diagnostics.first { $0.code == .malformedCSV })
    #expect(diagnostic.cell == "Categories!B3")
    #expect(diagnostic.value == text)
    #expect(diagnostic.message.contains("is read as \(quoted(text))"))
    #expect(decoded.categories?.rows.last?.value?.name == text)
  }

  @Test("A quote that swallows the rows after it is an error naming how many lines it takes")
  func swallowingQuote() throws {
    let csv =
      "type,name,isActive\r\nexpense,\"Best Groceries,TRUE\r\nexpense,Rent,TRUE\r\n"
      + "income,\"Salary, net\",TRUE\r\nexpense,Fuel,TRUE\r\n"
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let diagnostic = try #require(decoded.diagnostics.first { $0.code == .malformedCSV })
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.cell == "Categories!B2")
    #expect(diagnostic.message.contains("only closes 2 line(s) further down"))
    let sheet = Validator().validate(decoded)
    #expect(sheet.ledger.categories.map(\.name) == ["Fuel"])
  }

  @Test(
    "A well-formed quote that swallows rows is an error too; a note over several lines is not",
    arguments: [
      ("expense,\"Best,TRUE\r\nexpense,Rent,TRUE\r\nincome,Salary\",TRUE\r\n", true),
      ("expense,\"Best\r\nfood, and more\",TRUE\r\n", false),
      ("expense,\"Best,TRUE\r\nincome,Salary\",TRUE\r\n", true),
    ])
  func wellFormedSwallowingQuote(records: String, swallows: Bool) throws {
    let csv = "type,name,isActive\r\n" + records + "expense,Fuel,TRUE\r\n"
    let table = CSVTable(bytes: Array(csv.utf8))
    #expect(table.fieldsWithLineBreaks.map { [$0.record, $0.field] } == [[1, 1]])
    let decoded = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let errors = decoded.diagnostics.filter { $0.code == .malformedCSV && $0.severity == .error }
    #expect(errors.map(\.cell) == (swallows ? ["Categories!B2"] : []))
  }

  @Test("Two files that both claim to be Transactions")
  func twoTransactionsFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = Data("transactionId,type,date,amount,category\r\n".utf8)
    try header.write(to: folder.appendingPathComponent("Transactions.csv"))
    try header.write(to: folder.appendingPathComponent("ExpenseTracker - Transactions.csv"))
    let error = try #require(throws: WorkbookError.self) {
      try WorkbookReader().read(paths: [folder.path])
    }
    #expect(error.message.contains("both"))
  }

  @Test("A file whose name and header say nothing")
  func unrecognisable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("export.csv").path
    try Data("a,b,c\r\n1,2,3\r\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: WorkbookError.self) {
      try WorkbookReader().read(paths: [path])
    }
    #expect(error.message.contains("cannot tell which tab"))
  }

  @Test("A file found by its header when its name says nothing")
  func recognisedByHeader() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("download (3).csv").path
    try Data("name,type,isActive\r\nFood,expense,TRUE\r\n".utf8).write(
      to: URL(fileURLWithPath: path))
    let workbook = try WorkbookReader().read(paths: [path])
    #expect(workbook.categories?.rows.count == 1)
  }

  @Test("A cell of 10 MB, and a row of 10,000 columns, read in bounded time")
  func hugeCellsAndRows() throws {
    let bigNote = String(repeating: "x", count: 10_000_000)
    let csv =
      "transactionId,type,date,amount,category,note\r\n,expense,2025-01-05,1,Food,\(bigNote)\r\n"
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    #expect(decoded.transactions?.rows.first?.value?.note.utf8.count == 10_000_000)
    let tooLong = decoded.transactions?.diagnostics.first { $0.code == .cellTooLong }
    #expect(tooLong?.value == bigNote)

    let wide = (0..<10_000).map { "c\($0)" }.joined(separator: ",")
    let wideCSV = "name,type,isActive," + wide + "\r\nFood,expense,TRUE," + wide + "\r\n"
    let wideDecoded = try WorkbookReader().read(tabs: [.categories: Array(wideCSV.utf8)])
    #expect(wideDecoded.categories?.rows.first?.value?.extraCells.count == 10_000)
  }

  /// Twice the 10 MB cell above, 400 times the longest cell Google Sheets keeps: work that grew
  /// with the square of the line (a rescan per block, per field) would not end at this size
  /// either, and the debug build reads it in seconds (`Benchmarks/hostile.sh` times a 200 MB
  /// line on the release build).
  @Test("A 20 MB single line is one record, not a hang")
  func singleHugeLine() throws {
    var bytes = Array("name,type,isActive\r\n".utf8)
    bytes.reserveCapacity(20_000_100)
    bytes += repeatElement(UInt8(ascii: "a"), count: 20_000_000)
    let decoded = try WorkbookReader().read(tabs: [.categories: bytes])
    let row = try #require(decoded.categories?.rows.first)
    #expect(row.value == nil)
    #expect(decoded.categories?.diagnostics.contains { $0.code == .missingValue } == true)
  }
}

/// Input whose report could grow past any use: messages stay short, whatever the sheet holds.
@Suite("Reports of hostile input stay readable")
struct HostileReportTests {
  @Test("A row filled down a column: each copy names ten other rows and counts the rest")
  func filledDownRow() throws {
    let copies = 3_000
    let validated = try Workbook.validate(
      transactions: Array(repeating: Workbook.transaction(), count: copies), receipts: [])
    let messages = validated.diagnostics.filter { $0.code == .duplicateKey }.map(\.message)
    #expect(messages.count == copies)
    let first = try #require(messages.first)
    #expect(
      first.contains("is also on rows 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and \(copies - 11) more;"))
    #expect(messages.allSatisfy { $0.utf8.count < 300 })
  }

  @Test("Two copies name each other")
  func twoCopies() throws {
    let validated = try Workbook.validate(
      transactions: [Workbook.transaction(), Workbook.transaction(amount: "9")], receipts: [])
    let messages = validated.diagnostics.filter { $0.code == .duplicateKey }.map(\.message)
    #expect(messages.count == 2)
    #expect(messages[0].contains("is also on row 3;"))
    #expect(messages[1].contains("is also on row 2;"))
  }

  @Test("A megabyte cell is quoted by its start and its length")
  func hugeInvalidCell() throws {
    let id = String(repeating: "X", count: 1_000_000)
    let validated = try Workbook.validate(
      transactions: [Workbook.transaction(id: id)], receipts: [])
    let diagnostic = try #require(validated.diagnostics.first { $0.code == .invalidValue })
    #expect(
      diagnostic.message.hasPrefix(
        "\"\(String(repeating: "X", count: 60))…\" (1000000 characters) is not"))
    #expect(diagnostic.message.utf8.count < 300)
  }

  @Test(
    "Short values are quoted whole", arguments: ["", "Food", String(repeating: "é", count: 60)])
  func shortValue(text: String) {
    #expect(quoted(text) == "\"\(text)\"")
  }

  @Test("A header of 20,000 unknown columns: the missing-column message names ten")
  func wideHeaderWithoutRequiredColumns() throws {
    let header = (0..<20_000).map { "c\($0)" }.joined(separator: ",")
    let decoded = try WorkbookReader().read(tabs: [.categories: Array((header + "\r\n").utf8)])
    let missing = try #require(decoded.categories?.diagnostics.first { $0.code == .missingColumn })
    #expect(
      missing.message.hasSuffix(
        "the columns found are c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 and 19990 more"))
  }

  @Test("A column of distinct unknown categories: each gets its suggestions")
  func pastedColumnInCategory() throws {
    let rows = (0..<2_000).map { index in
      Workbook.transaction(
        id: String(format: "BBBBBBBB-0000-4000-8000-%012d", index), category: "Foo\(index)")
    }
    let validated = try Workbook.validate(transactions: rows, receipts: [])
    let unknown = validated.diagnostics.filter { $0.code == .unknownCategory }
    #expect(unknown.count == rows.count)
    #expect(unknown.first { $0.value == "Foo7" }?.suggestions == ["Food"])
    #expect(unknown.first { $0.value == "Foo1234" }?.suggestions == [])
  }

  @Test(
    "A row of a million commas adds no column; a cell far to the right is kept, named by its cell")
  func millionCommas() throws {
    let header = Workbook.transactionHeader
    let commas = String(repeating: ",", count: 1_000_000)
    let blank = try WorkbookReader().read(tabs: [
      .transactions: Array([header, Workbook.transaction(), commas].joined(separator: "\r\n").utf8)
    ])
    #expect(blank.transactions?.diagnostics.isEmpty == true)
    #expect(blank.transactions?.rows.count == 1)
    #expect(blank.transactions?.rows.first?.value?.extraCells == [])

    let farCell = try WorkbookReader().read(tabs: [
      .transactions: Array(
        [header, Workbook.transaction() + commas + "x"].joined(separator: "\r\n").utf8)
    ])
    let notes = farCell.transactions?.diagnostics.filter { $0.code == .unknownColumn } ?? []
    let column = 13 + 1_000_000  // the 14 cells of the row are columns 0 to 13
    #expect(notes.map(\.cell) == ["Transactions!\(A1.columnLetters(column))1"])
    #expect(
      farCell.transactions?.rows.first?.value?.extraCells == [ExtraCell(column: "", value: "x")])
  }
}
