import Testing

@testable import SheetCSV

@Suite("CSV reading")
struct ReaderTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var input: String
    var records: [[String]]
    var description: String { name }
  }

  static let cases: [Case] = [
    .init(name: "LF", input: "a,b\n1,2\n", records: [["a", "b"], ["1", "2"]]),
    .init(name: "CRLF", input: "a,b\r\n1,2\r\n", records: [["a", "b"], ["1", "2"]]),
    .init(name: "lone CR", input: "a,b\r1,2\r", records: [["a", "b"], ["1", "2"]]),
    .init(name: "mixed line ends", input: "a\r\nb\nc\rd", records: [["a"], ["b"], ["c"], ["d"]]),
    .init(name: "no final line end", input: "a,b\n1,2", records: [["a", "b"], ["1", "2"]]),
    .init(name: "blank lines skipped", input: "\n\na\r\n\r\n\nb\n\n", records: [["a"], ["b"]]),
    .init(name: "BOM", input: "\u{FEFF}a,b\n", records: [["a", "b"]]),
    .init(
      name: "quoted delimiter and line ends", input: "\"a,b\",\"c\r\nd\",\"e\rf\"\n",
      records: [["a,b", "c\r\nd", "e\rf"]]),
    .init(name: "doubled quotes", input: "\"say \"\"hi\"\"\",x\n", records: [["say \"hi\"", "x"]]),
    .init(name: "empty fields", input: ",,\n\"\",a,\n", records: [["", "", ""], ["", "a", ""]]),
    .init(
      name: "ragged rows", input: "a,b,c\n1\n1,2,3,4\n",
      records: [["a", "b", "c"], ["1"], ["1", "2", "3", "4"]]),
    .init(name: "stray quote kept", input: "ab\"c,d\n", records: [["ab\"c", "d"]]),
    .init(name: "text after closing quote kept", input: "\"ab\"cd,e\n", records: [["abcd", "e"]]),
    .init(
      name: "unterminated quote runs to the end", input: "a,\"bc\nd", records: [["a", "bc\nd"]]),
    .init(name: "lone quoted empty field", input: "\"\"\n", records: [[""]]),
    .init(name: "emoji and accents", input: "Café,🎁,Zoë\n", records: [["Café", "🎁", "Zoë"]]),
    .init(name: "trailing delimiter at end", input: "a,", records: [["a", ""]]),
  ]

  @Test("Records are split as RFC 4180 and real files want", arguments: cases)
  func records(_ testCase: Case) {
    let bytes = Array(testCase.input.utf8)
    #expect(tableRecords(bytes) == testCase.records)
    #expect(streamRecords(bytes, chunkSize: bytes.count) == testCase.records)
  }

  @Test(
    "Every case read in two chunks split at every byte offset gives the same records",
    arguments: cases)
  func everySplit(_ testCase: Case) {
    let bytes = Array(testCase.input.utf8)
    for split in 0...bytes.count {
      var parser = CSVStreamParser()
      var records: [[String]] = []
      let emit = { (record: [[UInt8]]) in
        records.append(record.map { String(decoding: $0, as: UTF8.self) })
      }
      parser.feed(bytes[..<split], emit: emit)
      parser.feed(bytes[split...], emit: emit)
      parser.finish(emit: emit)
      #expect(records == testCase.records, "split at \(split)")
    }
  }

  @Test(
    "A record's sheet row counts the blank lines above it, and a multi-line record is one row",
    arguments: [
      (name: "none", input: "a\nb\nc\n", rows: [1, 2, 3]),
      (name: "LF between rows", input: "a\nb\n\nc\n", rows: [1, 2, 4]),
      (name: "CRLF between rows", input: "a\r\nb\r\n\r\nc\r\n", rows: [1, 2, 4]),
      (name: "lone CR between rows", input: "a\rb\r\rc\r", rows: [1, 2, 4]),
      (name: "several in a row", input: "a\r\n\r\n\r\n\r\nb\r\nc", rows: [1, 5, 6]),
      (name: "before the header", input: "\n\na\nb\n", rows: [3, 4]),
      (name: "before the header after a BOM", input: "\u{FEFF}\r\na\r\nb", rows: [2, 3]),
      (name: "at the end", input: "a\nb\n\n\n", rows: [1, 2]),
      (name: "with a multi-line quoted cell", input: "a\n\"x\r\n\r\ny\"\n\nb\n", rows: [1, 2, 4]),
      (name: "spaces or commas are a record", input: "a\n,\n \nb", rows: [1, 2, 3, 4]),
    ])
  func sheetRows(name: String, input: String, rows: [Int]) {
    let table = CSVTable(bytes: Array(input.utf8))
    #expect((0..<table.recordCount).map(table.sheetRow(ofRecord:)) == rows)
  }

  @Test(
    "The delimiter is detected from the header line",
    arguments: [
      ("a;b;c\n1,5;2\n", UInt8(ascii: ";")), ("a\tb\n", 0x09), ("a,b;c,d\n", UInt8(ascii: ",")),
      ("\"x;y\",z\n", UInt8(ascii: ",")), ("abc\n", UInt8(ascii: ",")),
    ])
  func delimiterDetection(input: String, expected: UInt8) {
    #expect(CSVTable(bytes: Array(input.utf8)).delimiter == expected)
  }

  @Test("A field's bytes are read without creating a String")
  func zeroCopy() {
    let table = CSVTable(bytes: Array("a,\"b\"\"c\"\n".utf8))
    #expect(table.withFieldBytes(record: 0, field: 0) { Array($0) } == Array("a".utf8))
    #expect(table.withFieldBytes(record: 0, field: 1) { Array($0) } == Array("b\"c".utf8))
    #expect(table.withFieldBytes(record: 0, field: 5) { $0.count } == 0)
    #expect(table.isEmptyField(record: 0, field: 9))
  }
}

@Suite("CSV reader issues and their positions")
struct ReaderIssueTests {
  @Test("An unterminated quoted field says where its quote opened")
  func unterminated() throws {
    let table = CSVTable(bytes: Array("a,b\r\n1,\"two\r\nthree".utf8))
    let issue = try #require(table.issues.first)
    #expect(issue.isError)
    #expect(
      issue.kind == .unterminatedQuote(openedAt: CSVPosition(record: 2, line: 2, byteOffset: 7)))
    #expect(issue.position == CSVPosition(record: 2, line: 3, byteOffset: 18))
  }

  @Test("Invalid UTF-8 is reported at its byte, never replaced silently")
  func invalidUTF8() throws {
    let table = CSVTable(bytes: Array("name\nok\nCaf".utf8) + [0xE9] + Array("\n".utf8))
    let issue = try #require(table.issues.first)
    #expect(issue.kind == .invalidUTF8)
    #expect(issue.position == CSVPosition(record: 3, line: 3, byteOffset: 11))
    #expect(issue.isError)
  }

  @Test(
    "Overlong forms, surrogates and truncated sequences are invalid UTF-8",
    arguments: [
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xFF],
    ] as [[UInt8]])
  func invalidSequences(bytes: [UInt8]) {
    #expect(CSVTable(bytes: Array("a\n".utf8) + bytes).issues.map(\.kind) == [.invalidUTF8])
  }

  @Test("A stray quote is a warning the caller can see, and the quote is kept")
  func strayQuote() throws {
    let table = CSVTable(bytes: Array("a,b\n1,2\"x\n".utf8))
    let issue = try #require(table.issues.first)
    #expect(!issue.isError)
    #expect(issue.kind == .strayQuote)
    #expect(issue.position == CSVPosition(record: 2, line: 2, byteOffset: 6))
    #expect(table.string(record: 1, field: 1) == "2\"x")
  }

  @Test("The reference parser reports the same issue offsets")
  func referenceAgrees() {
    let bytes = Array("a,\"b\"c\nd\"e,\"f".utf8)
    var parser = CSVStreamParser()
    parser.feed(bytes) { _ in }
    parser.finish { _ in }
    let table = CSVTable(bytes: bytes)
    #expect(
      parser.strayQuoteOffsets
        == table.issues.filter { $0.kind == .strayQuote }.map(\.position.byteOffset))
    #expect(parser.unterminatedQuoteOffset == 11)
  }
}
