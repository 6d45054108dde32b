import PropertyBased
import Testing

@testable import SheetCSV

/// Expects the table to read `bytes` as the reference parser does: the same records, the same
/// stray quote offsets (each the start of a field the table finds) and the same unterminated
/// quote; and each record's sheet row to be its first line less the line breaks inside the
/// records above it.
func expectAgreesWithReference(
  _ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let comma = UInt8(ascii: ",")
  var parser = CSVStreamParser(configuration: .init(delimiter: comma))
  parser.feed(bytes) { _ in }
  parser.finish { _ in }
  let table = CSVTable(bytes: bytes, configuration: .init(delimiter: comma))
  let strayOffsets = table.issues.filter { $0.kind == .strayQuote }.map(\.position.byteOffset)
  let unterminated = table.issues.compactMap { issue -> Int? in
    guard case .unterminatedQuote(let openedAt) = issue.kind else { return nil }
    return openedAt.byteOffset
  }
  #expect(
    tableRecords(bytes, delimiter: comma)
      == streamRecords(bytes, chunkSize: bytes.count, delimiter: comma),
    comment, sourceLocation: sourceLocation)
  #expect(strayOffsets == parser.strayQuoteOffsets, comment, sourceLocation: sourceLocation)
  // Each stray quote's field is found from the offset its issue gives.
  #expect(
    strayOffsets.allSatisfy { table.field(startingAt: $0) != nil }, comment,
    sourceLocation: sourceLocation)
  #expect(
    unterminated == (parser.unterminatedQuoteOffset.map { [$0] } ?? []), comment,
    sourceLocation: sourceLocation)
  #expect(
    (0..<table.recordCount).map(table.sheetRow(ofRecord:)) == referenceSheetRows(table, bytes),
    comment, sourceLocation: sourceLocation)
}

/// The sheet row of each record, counted plainly from line numbers: a record's first line, less
/// the line breaks inside the records above it.
func referenceSheetRows(_ table: CSVTable, _ bytes: [UInt8]) -> [Int] {
  bytes.withUnsafeBytes { buffer in
    var lines = LineCounter()
    var insideBreaks = 0
    return (0..<table.recordCount).map { record in
      let first = lines.line(of: Int(table.recordOffsets[record]), in: buffer)
      let lastField = table.fields[Int(table.recordFields[record + 1]) - 1]
      let last = lines.line(
        of: Int(truncatingIfNeeded: (lastField >> 32) & 0x7FFF_FFFF), in: buffer)
      defer { insideBreaks += last - first }
      return first - insideBreaks
    }
  }
}

/// The indexer reads 64-byte blocks: what straddles a block end must read as anywhere else.
@Suite("CSV block boundaries")
struct BlockBoundaryTests {
  /// Framing that spans bytes: quotes, doubled quotes, CRLF, text after a closing quote.
  static let pieces = [
    "\"a\"", "\"a\"\"b\"", "\"\"\"\"", "\"\"", "\r\n", "\r", "\n", "\r\n\r\n", "a\"b", "\"a\"b",
    "\"a\"b\"c", "\"a,b\"", "\"a\r\nb\"", ",", "\"open",
  ]

  @Test("A piece at every offset around the ends of the first two blocks", arguments: pieces)
  func aroundBlockEnds(piece: String) {
    // The piece starts at bytes 56 to 135, so it covers 63, 64, 65 and 127, 128, 129.
    for start in 56...135 {
      for separator in [",", ""] {
        let padding = String(repeating: "x", count: start - separator.utf8.count)
        let text = padding + separator + piece + ",z\n\"q\",r\r\n"
        expectAgreesWithReference(Array(text.utf8), "\(piece.debugDescription) at \(start)")
      }
    }
  }

  @Test("A doubled quote whose second quote opens the next block")
  func doubledQuoteAcrossBlocks() {
    // The quoted field opens at 0; its doubled quote is at bytes 63 and 64.
    let text = "\"" + String(repeating: "y", count: 62) + "\"\"" + "z\",w\n"
    let table = CSVTable(bytes: Array(text.utf8))
    #expect(table.string(record: 0, field: 0) == String(repeating: "y", count: 62) + "\"z")
    #expect(table.string(record: 0, field: 1) == "w")
    expectAgreesWithReference(Array(text.utf8))
  }

  @Test("Random inputs of several blocks read as the reference parser reads them")
  func randomLongInputs() async {
    let bytes = Gen<UInt8?>.element(of: [
      UInt8(ascii: "a"), UInt8(ascii: "a"), UInt8(ascii: "a"), UInt8(ascii: ","),
      UInt8(ascii: "\""), 0x0D, 0x0A, 0xC3, 0xA9,
    ]).array(of: 0...300).map { $0.compactMap { $0 } }
    await propertyCheck(input: bytes) { input in
      expectAgreesWithReference(input)
    }
  }
}
