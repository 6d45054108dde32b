import Testing

@testable import ExpenseSheets

/// A file whose start holds a NUL byte is refused: as UTF-16 text without its byte order mark
/// when NULs pair with other bytes, as binary otherwise (a run of NULs is no UTF-16 text).
@Suite("Files that hold NUL bytes")
struct NulBytesTests {
  static let utf16 =
    "this file looks like UTF-16 text without a byte order mark; save it as \"CSV UTF-8\""
  static let binary = "this file holds NUL bytes, so it is binary, not CSV text"

  @Test(
    "The message names what the NUL bytes mean",
    arguments: [
      ([0x61, 0x00, 0x62, 0x00], utf16),  // "ab", UTF-16 little-endian
      ([0x00, 0x61, 0x00, 0x62], utf16),  // "ab", UTF-16 big-endian
      ([0x00, 0x00, 0x00, 0x00], binary),
      ([0x61, 0x62, 0x00, 0x00], binary),
    ] as [([UInt8], String)])
  func message(prefix: [UInt8], message: String) throws {
    let nul = prefix.firstIndex(of: 0)!
    #expect(
      throws: WorkbookError(path: "T.csv", line: 1, byteOffset: nul, message: message)
    ) {
      try FileSniffer.check(prefix: prefix, path: "T.csv")
    }
  }

  @Test(
    "UTF-32 text after its byte order mark is named, not read as UTF-16",
    arguments: [
      [0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00],  // "a", UTF-32 little-endian
      [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61],  // "a", UTF-32 big-endian
    ] as [[UInt8]])
  func utf32(prefix: [UInt8]) throws {
    #expect(
      throws: WorkbookError(
        path: "T.csv",
        message:
          "this file is UTF-32 text (its byte order mark says so), which spreadsheets do not read as CSV; save it as \"CSV UTF-8\""
      )
    ) {
      try FileSniffer.check(prefix: prefix, path: "T.csv")
    }
  }

  @Test("An Excel 97-2003 file says how Excel and LibreOffice save it for the tool")
  func xls() throws {
    let error = #expect(throws: WorkbookError.self) {
      try FileSniffer.check(
        prefix: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], path: "T.xls")
    }
    #expect(error?.message.contains("save it as an Excel Workbook (.xlsx)") == true)
    #expect(error?.message.contains("\"CSV UTF-8\"") == true)
  }
}
