import PropertyBased
import Testing

@testable import SheetCSV

/// `LineCounter` and `CSVLineCounter`: lines counted onward from the offset asked for last give
/// the lines counted from the start, whatever the order of the questions.
@Suite("Line numbers")
struct LineCounterTests {
  /// Bytes that stress line ends: LF, CRLF, lone CR, and a quote.
  static let bytes = Gen<UInt8?>.element(of: Array("a,\r\n\"".utf8)).array(of: 0...60)
    .map { $0.compactMap { $0 } }

  /// The 1-based line of `offset`, counted from the start, as a spreadsheet shows lines.
  static func referenceLine(of offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
      } else if bytes[index] == UInt8(ascii: "\r") {
        if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        line += 1
      }
      index += 1
    }
    return line
  }

  @Test("Asked in any order, each offset's line is the one counted from the start")
  func anyOrder() async {
    let offsets = Gen.int(in: 0...70).array(of: 0...12)
    await propertyCheck(input: Self.bytes, offsets) { bytes, offsets in
      var counter = LineCounter()
      let lines = bytes.withUnsafeBytes { buffer in
        offsets.map { counter.line(of: $0, in: buffer) }
      }
      #expect(lines == offsets.map { Self.referenceLine(of: $0, in: bytes) })
    }
  }

  @Test(
    "A CRLF split by the offset asked for counts once",
    arguments: [
      ("a\r\nb", [1, 2, 3, 4]), ("\r\n\r\n", [1, 2, 3, 4]), ("\n\r\r\n", [1, 2, 3, 4]),
    ])
  func splitLineEnd(text: String, offsets: [Int]) {
    let bytes = Array(text.utf8)
    var counter = LineCounter()
    let lines = bytes.withUnsafeBytes { buffer in offsets.map { counter.line(of: $0, in: buffer) } }
    #expect(lines == offsets.map { Self.referenceLine(of: $0, in: bytes) })
  }

  @Test("A table's record positions are the same asked one by one or counted onward")
  func recordPositions() async {
    await propertyCheck(input: Self.bytes) { bytes in
      let table = CSVTable(bytes: bytes)
      var counter = CSVLineCounter(table)
      let records = Array(0..<table.recordCount)
      for record in records + records.reversed() {
        let position = table.position(ofRecord: record)
        #expect(counter.position(ofRecord: record) == position)
        #expect(position.line == Self.referenceLine(of: position.byteOffset, in: bytes))
      }
    }
  }
}
