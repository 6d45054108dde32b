import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("UUID cells")
struct UUIDCellTests {
  @Test("Any UUID reads back from its text in either case, with or without hyphens or braces")
  func roundTrip() async {
    let forms = Gen.int(in: 0...5)
    await propertyCheck(count: 500, input: Gen.uint8().array(of: 16), forms) { bytes, form in
      let id = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      let text = id.uuidString
      let written = [
        text, text.lowercased(), "{\(text)}", text.replacingOccurrences(of: "-", with: ""),
        text.lowercased().replacingOccurrences(of: "-", with: ""), " \(text) ",
      ][form]
      #expect(withBytes(written) { UUIDCell.parse($0) } == id, "\(written)")
    }
  }

  @Test("A hyphenated text reads as a UUID exactly when it is one, whatever its characters")
  func agreesWithFoundation() async {
    // Hex digits of both cases, their neighbours in ASCII, bytes that fold onto them, and a
    // character of two bytes.
    let alphabet: [Character] = Array("0123456789abcdefABCDEF-gG/:@`Fx\u{10}\u{19}é")
    let positions = Gen.int(in: 0...35).array(of: 4)
    let letters = Gen.int(in: 0...(alphabet.count - 1)).array(of: 4)
    await propertyCheck(count: 2_000, input: positions, letters) {
      (positions: [Int], letters: [Int]) in
      // Start from a valid UUID and overwrite a few of its characters.
      var text = Array("6F9619FF-8B86-4011-B42D-00C04FC964FF")
      for (position, letter) in zip(positions, letters) { text[position] = alphabet[letter] }
      let written = String(text)
      // The reference: hyphens at their four places, hex digits everywhere else. (Foundation
      // alone is laxer: it reads `-09619FF-…` as `009619FF-…`.)
      let isWellFormed = text.indices.allSatisfy { index in
        [8, 13, 18, 23].contains(index) ? text[index] == "-" : text[index].isHexDigit
      }
      #expect(
        withBytes(written) { UUIDCell.parse($0) }
          == (isWellFormed ? UUID(uuidString: written) : nil), "\(written)")
    }
  }

  @Test(
    "Texts that are not UUIDs read as nothing",
    arguments: [
      "", "6F9619FF-8B86-4011-B42D-00C04FC964F", "6F9619FF-8B86-4011-B42D-00C04FC964FFF",
      "6F9619FF 8B86-4011-B42D-00C04FC964FF", "6F9619FF-8B86-4011-B42D-00C04FC964FG",
      "6F9619FF8B864011B42D00C04FC964F\u{7F}", "{6F9619FF-8B86-4011-B42D-00C04FC964FF",
      "6F9619FF-8B86-4011-B42D-00C04FC96éF",
    ])
  func rejects(text: String) {
    #expect(withBytes(text) { UUIDCell.parse($0) } == nil)
  }
}
