import PropertyBased
import Testing

@testable import SheetCSV

/// Large buffers are indexed in two halves side by side; the result must be the one-pass result
/// wherever the cut falls: between records, inside a quoted field, inside CR LF, in blank lines.
@Suite("Split indexing")
struct SplitIndexTests {
  /// The indexes of `bytes` made in one pass and in two halves.
  static func bothIndexes(_ bytes: [UInt8]) -> (whole: CSVIndexer.Index, split: CSVIndexer.Index) {
    bytes.withUnsafeBytes { buffer in
      (
        CSVIndexer.index(buffer, configuration: .init(), splitThreshold: .max),
        CSVIndexer.index(buffer, configuration: .init(), splitThreshold: 0)
      )
    }
  }

  static func expectSame(_ bytes: [UInt8]) {
    let (whole, split) = bothIndexes(bytes)
    #expect(split.fields == whole.fields)
    #expect(split.recordFields == whole.recordFields)
    #expect(split.recordOffsets == whole.recordOffsets)
    #expect(split.strayQuoteOffsets == whole.strayQuoteOffsets)
    #expect(split.unterminatedQuoteOffset == whole.unterminatedQuoteOffset)
    #expect(split.delimiter == whole.delimiter)
  }

  @Test(
    "Cuts at awkward places give the one-pass index",
    arguments: [
      "a,b\nc,d\ne,f\ng,h\n", "a,\"b\nc\nd\ne\nf\"\ng,h\n", "a,b\r\nc,d\r\ne,f\r\ng,h\r\n",
      "a\n\n\n\n\n\n\nb\n", "\"x\"\"\ny\"\"\nz\",1\n2,3\n", "a,\"open\nb\nc\nd\n",
      "a,b\"c\nd,e\nf\"g,h\n", "\u{FEFF}x;y\n1;2\n3;4\n5;6\n",
    ])
  func awkwardCuts(text: String) {
    Self.expectSame(Array(text.utf8))
  }

  @Test("Any bytes give the one-pass index")
  func anyBytes() async {
    let bytes = Gen<UInt8?>.element(of: [
      UInt8(ascii: "a"), UInt8(ascii: "a"), UInt8(ascii: ","), UInt8(ascii: "\""), 0x0D, 0x0A,
      0x0A, UInt8(ascii: ";"),
    ]).array(of: 0...400).map { $0.compactMap { $0 } }
    await propertyCheck(input: bytes) { input in
      Self.expectSame(input)
    }
  }
}
