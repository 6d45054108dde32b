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

  @Test("A field that needs no quotes is written the same with or without the check")
  func unquotedField() async {
    let plain = Gen.character(in: "0"..."9").string(of: 0...8)
    await propertyCheck(input: plain.array(of: 1...5)) { record in
      var checked = CSVWriter()
      var unchecked = CSVWriter()
      for field in record {
        checked.writeField(field)
        var field = field
        field.withUTF8 { unchecked.writeUnquotedField(bytes: UnsafeRawBufferPointer($0)) }
      }
      checked.endRecord()
      unchecked.endRecord()
      #expect(unchecked.bytes == checked.bytes)
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

@Suite("CSV quoting")
struct QuotingTests {
  /// The rule, byte by byte: a field is quoted when it holds the delimiter, a quote, CR or LF,
  /// or begins or ends with a space.
  static func naiveNeedsQuoting(_ bytes: [UInt8], delimiter: UInt8) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return false }
    return first == 0x20 || last == 0x20
      || bytes.contains { [delimiter, UInt8(ascii: "\""), 0x0D, 0x0A].contains($0) }
  }

  @Test("Long and short fields are quoted exactly when the rule says", arguments: [",", ";"])
  func quotedWhenNeeded(delimiter: String) async {
    let delimiter = UInt8(ascii: Unicode.Scalar(delimiter)!)
    // Mostly plain bytes, so that the one structural byte lands anywhere in a long field.
    let bytes = Gen<UInt8?>.element(of: [
      UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "d"), 0xC3, 0xA9,
      UInt8(ascii: "0"), UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "\""), 0x0D, 0x0A, 0x80, 0xFF, 0x00,
    ]).array(of: 0...40).map { $0.compactMap { $0 } }
    await propertyCheck(input: bytes) { field in
      let quoted = field.withUnsafeBytes {
        CSVWriter.needsQuoting(bytes: $0, delimiter: delimiter)
      }
      #expect(quoted == Self.naiveNeedsQuoting(field, delimiter: delimiter))
    }
  }
}
