import Testing

@testable import ExpenseSheets

/// `String(joiningUTF8:)`: the pieces' bytes one after the other, made into one text.
@Suite struct StringJoiningUTF8Tests {
  @Test(arguments: [
    [],
    [""],
    ["", "", ""],
    ["{\"a\":", "1}"],
    ["Café", " ☕︎ ", "𝄞"],
    [String(repeating: "x", count: 70_000), "", String(repeating: "é", count: 3)],
  ])
  func joinsThePiecesInOrder(pieces: [String]) {
    var bytes = pieces.map { Array($0.utf8) }
    #expect(String(joiningUTF8: &bytes) == pieces.joined())
    #expect(bytes.isEmpty)
  }

  /// A character cut between two pieces is whole once they are joined.
  @Test func characterSplitAcrossPiecesIsWhole() {
    let bytes = Array("a€b".utf8)
    for cut in bytes.indices {
      var pieces = [Array(bytes[..<cut]), Array(bytes[cut...])]
      #expect(String(joiningUTF8: &pieces) == "a€b")
    }
  }

  /// Ill-formed UTF-8 is repaired as `String(decoding:as:)` repairs it.
  @Test func illFormedBytesAreRepairedAsDecodingDoes() {
    let bytes: [UInt8] = [0x61, 0xE2, 0x82, 0x62, 0xFF]
    var pieces = [Array(bytes[..<2]), Array(bytes[2...])]
    #expect(String(joiningUTF8: &pieces) == String(decoding: bytes, as: UTF8.self))
  }
}
