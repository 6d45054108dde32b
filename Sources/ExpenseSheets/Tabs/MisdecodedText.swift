import SheetCSV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text a spreadsheet read in a one-byte encoding and saved again as UTF-8: Excel opens a CSV
/// file without a byte order mark as Windows-1252 (Mac Roman on a Mac), so `Café` shows as
/// `CafÃ©` (`Caf√©`), and its "CSV UTF-8" save keeps what it shows. Every such cell is an
/// error whose fix is the text it stood for: merged, it would replace the ledger's text.
enum MisdecodedText {
  /// The text `text` stood for before it was read in a one-byte encoding, with the encoding:
  /// `nil` unless each character has a byte in that encoding and the bytes are UTF-8 text
  /// past ASCII. A decoder that meets a byte Windows-1252 leaves undefined writes U+FFFD (`�`)
  /// instead, losing the byte: the text is misdecoded when some of those bytes make it UTF-8,
  /// and its original is known only when one text comes out (`nil` otherwise).
  static func original(of text: some StringProtocol) -> (
    text: String?, encoding: SingleByteEncoding
  )? {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    encodings: for encoding in SingleByteEncoding.allCases {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      var lost: [Int] = []
      for scalar in text.unicodeScalars {
        if scalar == "\u{FFFD}", encoding == .windows1252, lost.count < maximumLostBytes {
          lost.append(bytes.count)
          bytes.append(0)
          continue
        }
        guard let byte = encoding.byte(for: scalar) else { continue encodings }
        bytes.append(byte)
      }
      guard keepsPartOfEachCharacter(lost, of: bytes) else { continue }
      let originals = Set(
        everyFilling(lost, of: bytes, from: SingleByteEncoding.undefinedWindows1252Bytes)
          .compactMap(Self.plausibleText))
      guard !originals.isEmpty else { continue }
      return (originals.count == 1 ? originals.first : nil, encoding)
    }
    return nil
  }

  /// How many `�` a misdecoded text may hold: each multiplies the texts it may stand for by five.
  private static let maximumLostBytes = 4

  /// Whether each character of `bytes` (UTF-8) that has a byte at one of the places `lost`
  /// keeps one of its continuation bytes: a lead byte followed only by lost bytes (`ë��` read
  /// as `EB ?? ??`) is as likely text that holds `�` itself.
  private static func keepsPartOfEachCharacter(_ lost: [Int], of bytes: [UInt8]) -> Bool {
    guard !lost.isEmpty else { return true }
    let lostPlaces = Set(lost)
    var index = 0
    while index < bytes.count {
      let length =
        switch bytes[index] {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
      let continuations = (index + 1)..<min(index + length, bytes.count)
      if continuations.contains(where: lostPlaces.contains),
        continuations.allSatisfy(lostPlaces.contains)
      {
        return false
      }
      index += length
    }
    return true
  }

  /// `bytes` with the places `lost` filled with each combination of `candidates`.
  private static func everyFilling(
    _ lost: [Int], of bytes: [UInt8], from candidates: [UInt8]
  ) -> [[UInt8]] {
    var filled = [bytes]
    for place in lost {
      filled = filled.flatMap { bytes in
        candidates.map { candidate in
          var bytes = bytes
          bytes[place] = candidate
          return bytes
        }
      }
    }
    return filled
  }

  /// `bytes` as text, when they are UTF-8 and stand for nothing people's text hardly holds.
  private static func plausibleText(_ bytes: [UInt8]) -> String? {
    // Decoding replaces what is not UTF-8: the bytes are UTF-8 when they come back whole.
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes), !text.unicodeScalars.contains(where: isImplausible)
    else { return nil }
    return text
  }

  /// Whether a text that reads as misdecoded would stand for `scalar`, which people's text
  /// hardly holds: C1 controls, IPA, spacing modifiers and combining marks, Armenian and NKo.
  /// Correct text can read so: `É®` as `ɮ`, `ÉŽ` as `Ɏ`, `’é` (Mac Roman) as `Վ`.
  private static func isImplausible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0x250...0x36F, 0x530...0x58F, 0x7C0...0x7FF: true
    default: false
    }
  }

  /// Whether `bytes`, UTF-8 text, may hold misdecoded text: a character that stands for a
  /// UTF-8 lead byte followed by one that stands for a continuation byte, in Windows-1252
  /// (`Ã` then `©`, U+00C2 to U+00F4 then a character not in ASCII) or Mac Roman (`√`, `‚` or
  /// U+F8FF then one not in ASCII). A fast pass over the bytes; ``original(of:)`` decides.
  static func mayHold(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let end = base + bytes.count
    // Windows-1252: U+00C2...U+00F4 is C3 82...C3 B4 in UTF-8.
    if occurs(
      0xC3, from: base, to: end,
      where: { next in
        (0x82...0xB4).contains(next[0]) && next.count > 1 && next[1] >= 0x80
      })
    {
      return true
    }
    // Mac Roman: `√` E2 88 9A and `‚` E2 80 9A (leads C3 and E2), U+F8FF EF A3 BF (lead F0).
    return occurs(0xE2, from: base, to: end) { next in
      next.count > 2 && (next[0] == 0x88 || next[0] == 0x80) && next[1] == 0x9A && next[2] >= 0x80
    }
      || occurs(0xEF, from: base, to: end) { next in
        next.count > 2 && next[0] == 0xA3 && next[1] == 0xBF && next[2] >= 0x80
      }
  }

  /// Whether `byte` occurs between `start` and `end` with the bytes after it (up to three)
  /// meeting `test`.
  private static func occurs(
    _ byte: UInt8, from start: UnsafeRawPointer, to end: UnsafeRawPointer,
    where test: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    var cursor = start
    while cursor < end, let found = memchr(cursor, Int32(byte), end - cursor) {
      let after = UnsafeRawPointer(found) + 1
      let next = UnsafeRawBufferPointer(start: after, count: min(3, end - after))
      if test(next) { return true }
      cursor = after
    }
    return false
  }

  /// An error for each cell of the data records of `table`, headed by `names`, whose text is
  /// misdecoded, with the text it stood for as its fix, when two in three or more of the cells
  /// past ASCII are: a file read in a one-byte encoding has all its text so, and the cells typed
  /// or mended since read right. None when ``mayHold(_:)`` finds nothing.
  ///
  /// - Complexity: O(bytes of `table`), and O(cells) when some may be misdecoded.
  static func diagnostics(
    tab: Tab, table: CSVTable, dataRecords: Range<Int>, names: [String]
  ) -> [Diagnostic] {
    guard table.withUnsafeBytes(mayHold) else { return [] }
    var found: [(record: Int, field: Int, text: String, original: String?, SingleByteEncoding)] =
      []
    var readRight = 0
    for record in dataRecords {
      for field in 0..<table.fieldCount(ofRecord: record) {
        let isASCII = table.withFieldBytes(record: record, field: field) { bytes in
          !bytes.contains { $0 >= 0x80 }
        }
        if isASCII { continue }
        let text = table.string(record: record, field: field)
        if let (original, encoding) = original(of: text) {
          found.append((record, field, text, original, encoding))
        } else {
          readRight += 1
        }
      }
    }
    guard !found.isEmpty, found.count * 3 >= (found.count + readRight) * 2 else { return [] }
    return found.map { record, field, text, original, encoding in
      let row = table.sheetRow(ofRecord: record)
      let cell = A1.reference(tab: tab, column: field, row: row)
      let howToOpen =
        "Excel opens a CSV file without a byte order mark so. Write \(original.map(quoted) ?? "the text again"), "
        + "or open the exported file with Data > From Text/CSV, file origin "
        + "\"65001: Unicode (UTF-8)\" (export --bom writes files Excel opens as UTF-8)"
      guard let original else {
        return Diagnostic(
          severity: .error, code: .misdecodedText, tab: tab, row: row,
          column: field < names.count ? names[field] : nil, cell: cell, value: text,
          message:
            "\(quoted(text)) is text read as \(encoding.name) and saved again, its bytes that "
            + "encoding lacks lost as \"\u{FFFD}\": the text it stood for cannot be told. "
            + howToOpen)
      }
      return Diagnostic(
        severity: .error, code: .misdecodedText, tab: tab, row: row,
        column: field < names.count ? names[field] : nil, cell: cell, value: text,
        message: "\(quoted(text)) is \(quoted(original)) read as \(encoding.name) and saved again: "
          + howToOpen,
        fix: Diagnostic.Fix(
          summary: "write the text as it was", edits: [.init(cell: cell, value: original)]))
    }
  }
}
