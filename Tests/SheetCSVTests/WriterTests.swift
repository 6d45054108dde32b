import Testing

@testable import SheetCSV

/// `CSVWriter` quotes a field exactly when reading it back needs the quotes.
@Suite("CSV writing")
struct WriterTests {
  @Test(
    "A field is quoted when it must be, and every table reads back as written",
    arguments: [
      ([["\u{FEFF}"]], "\"\u{FEFF}\"\r\n"),
      ([["\u{FEFF}x", "y"]], "\"\u{FEFF}x\",y\r\n"),
      ([["a"], ["\u{FEFF}"]], "a\r\n\"\u{FEFF}\"\r\n"),
      ([["x\u{FEFF}", " a", "b "]], "x\u{FEFF},\" a\",\"b \"\r\n"),
      ([["a,b", "c\"d", "e\nf"]], "\"a,b\",\"c\"\"d\",\"e\nf\"\r\n"),
      ([[""]], "\"\"\r\n"),
      ([["a,b", "'1/2"]], "\"a,b\",\"'1/2\"\r\n"), ([["'", "x'"]], "\"'\",x'\r\n"),
    ])
  func quoting(table: [[String]], written: String) {
    var writer = CSVWriter()
    for record in table { writer.writeRecord(record) }
    #expect(String(decoding: writer.bytes, as: UTF8.self) == written)
    #expect(tableRecords(writer.bytes, delimiter: UInt8(ascii: ",")) == table)
  }

  @Test("A field that begins with a byte order mark is quoted after the writer's own mark too")
  func afterOwnMark() {
    var writer = CSVWriter(configuration: .init(writeBOM: true))
    writer.writeRecord(["\u{FEFF}"])
    #expect(writer.bytes == [0xEF, 0xBB, 0xBF, 0x22, 0xEF, 0xBB, 0xBF, 0x22, 0x0D, 0x0A])
    #expect(tableRecords(writer.bytes, delimiter: UInt8(ascii: ",")) == [["\u{FEFF}"]])
  }
}
