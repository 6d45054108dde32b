import Foundation

/// Recognises files that are not CSV text before they are parsed, so that the user hears what
/// the file is and how to get CSV instead.
enum FileSniffer {
  /// How many leading bytes are looked at.
  static let prefixLength = 65_536

  /// Throws when the file is a spreadsheet, UTF-16 text without a byte order mark, or binary;
  /// returns the byte order of UTF-16 text after its byte order mark (Excel's "Unicode Text").
  @discardableResult
  static func check(path: String) throws -> UTF16Text.ByteOrder? {
    let handle = try ReadableFile.open(path)
    defer { try? handle.close() }
    let prefix = [UInt8]((try? handle.read(upToCount: prefixLength)) ?? Data())
    return try check(prefix: prefix, path: path)
  }

  /// Throws when `prefix`, the start of a file, is not UTF-8 text or UTF-16 text after its byte
  /// order mark; returns the byte order of the latter.
  @discardableResult
  static func check(prefix: [UInt8], path: String) throws -> UTF16Text.ByteOrder? {
    let download =
      "in Google Sheets use File > Download > Comma-separated values (.csv) for each tab"
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      // The names of a ZIP's first entries stand uncompressed in their headers, and an
      // OpenDocument file's first entry is its media type, stored.
      let isODS = containsASCII(prefix, "opendocument.spreadsheet")
      // An .xlsx holds `[Content_Types].xml`, as every Office file does, and parts under `xl/`.
      let isXLSX = containsASCII(prefix, "xl/")
      if !isODS, !isXLSX, let document = otherDocument(prefix) {
        throw WorkbookError(
          path: path, message: "this is \(document), not CSV and not a spreadsheet; \(download)")
      }
      guard isODS || isXLSX || containsASCII(prefix, "[Content_Types].xml")
      else {
        throw WorkbookError(
          path: path,
          message:
            "this is a ZIP archive, not CSV, and not a spreadsheet workbook (.xlsx or .ods) either; if it holds the tabs' .csv files, unzip it and give them or their folder"
        )
      }
      throw WorkbookError(
        path: path,
        message:
          "this is a spreadsheet file (\(isODS ? ".ods" : ".xlsx")), not CSV; give it by itself, named with its \(isODS ? ".ods" : ".xlsx") extension, to read all its sheets at once, or \(download)"
      )
    }
    if prefix.starts(with: [0xD0, 0xCF, 0x11, 0xE0]) {
      throw WorkbookError(
        path: path,
        message:
          "this is an Excel 97-2003 spreadsheet (.xls), not CSV; in Excel or LibreOffice save it as an Excel Workbook (.xlsx), or each tab as \"CSV UTF-8\"; \(download)"
      )
    }
    if prefix.starts(with: [0xFF, 0xFE, 0x00, 0x00])
      || prefix.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      throw WorkbookError(
        path: path,
        message:
          "this file is UTF-32 text (its byte order mark says so), which spreadsheets do not read as CSV; save it as \"CSV UTF-8\""
      )
    }
    // UTF-16 after its byte order mark (Excel's "Unicode Text") is read as the text it holds.
    if let order = UTF16Text.byteOrder(of: prefix) { return order }
    if let nul = prefix.firstIndex(of: 0) {
      // UTF-16 text pairs a NUL with a byte that is not (`a` is 61 00 or 00 61).
      let utf16Like = prefix.count >= 2 && (prefix[0] == 0) != (prefix[1] == 0)
      throw WorkbookError(
        path: path, line: 1 + prefix[..<nul].filter { $0 == 0x0A }.count, byteOffset: nul,
        message: utf16Like
          ? "this file looks like UTF-16 text without a byte order mark; save it as \"CSV UTF-8\""
          : "this file holds NUL bytes, so it is binary, not CSV text")
    }
    return nil
  }

  /// What an office document that is no spreadsheet is (`a Word document (.docx)`), from the
  /// start of its ZIP archive; `nil` for anything else.
  private static func otherDocument(_ prefix: [UInt8]) -> String? {
    let kinds = [
      ("word/", "a Word document (.docx)"), ("ppt/", "a PowerPoint presentation (.pptx)"),
      ("opendocument.text", "an OpenDocument text (.odt)"),
      ("opendocument.presentation", "an OpenDocument presentation (.odp)"),
    ]
    return kinds.first { containsASCII(prefix, $0.0) }?.1
  }

  private static func containsASCII(_ bytes: [UInt8], _ word: String) -> Bool {
    let needle = Array(word.utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if Array(bytes[start..<(start + needle.count)]) == needle { return true }
    }
    return false
  }
}
