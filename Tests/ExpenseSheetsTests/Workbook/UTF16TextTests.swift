import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite struct UTF16TextTests {
  /// `text` as UTF-16 after its byte order mark, in either byte order.
  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
      + Array(text.utf16).flatMap { unit in
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        return littleEndian ? [low, high] : [high, low]
      }
  }

  @Test(
    "UTF-16 text reads as its UTF-8 bytes, in either byte order",
    arguments: [
      "", "transactionId\ttype\r\n", "Café crème, \"quoted\"\n", "寿司 🍣 €4,200\r\n",
      "𝄞 and 😀 stand beyond the first 65,536 characters",
    ], [true, false])
  func reads(text: String, littleEndian: Bool) throws {
    let bytes = Self.utf16(text, littleEndian: littleEndian)
    #expect(UTF16Text.byteOrder(of: bytes) == (littleEndian ? .littleEndian : .bigEndian))
    #expect(try UTF16Text.utf8(bytes, path: "t.tsv") == Array(text.utf8))
  }

  @Test("Any text survives UTF-16 and back")
  func anyText() async {
    // Every scalar but the surrogate range, which is no character.
    let text = Gen.oneOf(
      Gen.character(in: "\u{0}"..."\u{D7FF}"), Gen.character(in: "\u{E000}"..."\u{10FFFF}")
    ).string(of: 0...40)
    await propertyCheck(input: text, Gen.bool) { text, littleEndian in
      let bytes = Self.utf16(text, littleEndian: littleEndian)
      let utf8 = try? UTF16Text.utf8(bytes, path: "t.tsv")
      #expect(utf8 == Array(text.utf8))
    }
  }

  @Test("Long text of ASCII runs between other characters survives UTF-16 and back")
  func longText() async {
    // ASCII, read four code units at a time, three times as likely as each other kind.
    let ascii = Gen.character(in: " "..."~")
    let text = Gen.oneOf(
      ascii, ascii, ascii, Gen.character(in: "\n"..."\n"), Gen.character(in: "\u{80}"..."\u{D7FF}"),
      Gen.character(in: "\u{10000}"..."\u{10FFFF}")
    ).string(of: 0...300)
    await propertyCheck(input: text, Gen.bool) { text, littleEndian in
      let bytes = Self.utf16(text, littleEndian: littleEndian)
      let utf8 = try? UTF16Text.utf8(bytes, path: "t.tsv")
      #expect(utf8 == Array(text.utf8))
    }
  }

  @Test("A broken character after lines of ASCII names its line", arguments: [true, false])
  func brokenAfterLines(littleEndian: Bool) throws {
    let lines = Self.utf16(String(repeating: "abcdefg\n", count: 10), littleEndian: littleEndian)
    let loneTrail: [UInt8] = littleEndian ? [0x00, 0xDC] : [0xDC, 0x00]
    let error = try #require(throws: WorkbookError.self) {
      try UTF16Text.utf8(lines + loneTrail + lines.dropFirst(2), path: "t.tsv")
    }
    #expect(error.description.contains("line 11 is half of a pair"), "\(error)")
  }

  /// Broken UTF-16 is refused, naming the line; the start of a file may end mid-character.
  @Test(
    "Broken UTF-16 is refused, naming the line",
    arguments: [
      ([0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x00, 0xDC], "line 2 is half of a pair"),
      ([0xFF, 0xFE, 0x00, 0xD8, 0x61, 0x00], "line 1 is half of a pair"),
      ([0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8], "it ends in half a character"),
      ([0xFF, 0xFE, 0x61, 0x00, 0x62], "it ends in half a character"),
    ] as [([UInt8], String)])
  func broken(bytes: [UInt8], message: String) throws {
    let error = try #require(throws: WorkbookError.self) {
      try UTF16Text.utf8(bytes, path: "t.tsv")
    }
    #expect(error.description.contains(message), "\(error)")
    #expect(error.path == "t.tsv")
    if message.hasPrefix("it ends") {
      #expect(try UTF16Text.utf8(bytes, path: "t.tsv", isPrefix: true) == [0x61])
    }
  }

  /// A tab saved as Excel's "Unicode Text" (UTF-16, tab-separated) decodes as its UTF-8 CSV
  /// does, from a file and from bytes, and is known by its header when its name does not say.
  @Test("A tab saved as Unicode Text reads as its CSV does")
  func unicodeTextTab() throws {
    let csv =
      "name,type,emoji,colorHex,isActive,sortOrder,createdAt,lastModifiedAt\r\n"
      + "Café,expense,☕,#8B4513,TRUE,1,2025-01-05T10:00:00Z,2025-01-05T10:00:00Z\r\n"
    let tsv = csv.replacingOccurrences(of: ",", with: "\t")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Sheet1.txt").path
    try Data(Self.utf16(tsv, littleEndian: true)).write(to: URL(fileURLWithPath: path))
    #expect(try TabRecognizer.tab(ofFile: path) == .categories)
    let expected = try WorkbookReader().read(tabs: [.categories: Array(csv.utf8)])
    let fromBytes = try WorkbookReader().read(tabs: [
      .categories: Self.utf16(tsv, littleEndian: true)
    ])
    let fromFile = try WorkbookReader.table(path: path, access: .read)
    #expect(fromBytes.categories?.rows.map(\.value) == expected.categories?.rows.map(\.value))
    #expect(expected.categories?.rows.count == 1)
    #expect(fromFile.string(record: 1, field: 0) == "Café")
  }
}
