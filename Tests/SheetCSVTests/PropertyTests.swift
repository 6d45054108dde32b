import PropertyBased
import Testing

@testable import SheetCSV

@Suite("CSV properties")
struct PropertyTests {
  /// Cells built from pieces that stress the framing.
  static let cell = Gen<String?>.element(of: [
    "", "a", "\"", "\"\"", ",", ";", "\r", "\n", "\r\n", " ", "🎁", "é", "x y", "'", "\t",
  ]).array(of: 0...4).map { $0.compactMap { $0 }.joined() }

  @Test("Any table written and read back is identical")
  func writeThenRead() async {
    await propertyCheck(input: Self.cell.array(of: 1...4).array(of: 1...6)) { table in
      var writer = CSVWriter()
      for record in table { writer.writeRecord(record) }
      #expect(tableRecords(writer.bytes, delimiter: UInt8(ascii: ",")) == table)
    }
  }

  @Test("Arbitrary Unicode survives writing and reading")
  func unicode() async {
    // Every scalar but the surrogate range, which is no character.
    let text = Gen.oneOf(
      Gen.character(in: "\u{0}"..."\u{D7FF}"), Gen.character(in: "\u{E000}"..."\u{1F6FF}")
    )
    .string(of: 0...12)
    await propertyCheck(input: text.array(of: 1...5).array(of: 1...5)) { table in
      var writer = CSVWriter()
      for record in table { writer.writeRecord(record) }
      #expect(tableRecords(writer.bytes, delimiter: UInt8(ascii: ",")) == table)
    }
  }

  @Test("Whole-buffer and chunked reading agree at random boundaries")
  func chunkedAgrees() async {
    let bytes = Gen<UInt8?>.element(of: [
      UInt8(ascii: "a"), UInt8(ascii: ","), UInt8(ascii: "\""), 0x0D, 0x0A, UInt8(ascii: ";"),
      0xC3, 0xA9, 0xEF, 0xBB, 0xBF, UInt8(ascii: " "),
    ]).array(of: 0...60).map { $0.compactMap { $0 } }
    await propertyCheck(input: bytes, Gen.int(in: 1...9)) { input, chunk in
      #expect(streamRecords(input, chunkSize: chunk) == tableRecords(input))
    }
  }
}
