import Foundation

/// Text saved as UTF-16 after its byte order mark, as Excel's "Unicode Text" saves a sheet
/// (tab-separated, little-endian), read as the UTF-8 CSV text it holds.
enum UTF16Text {
  /// The byte order a UTF-16 byte order mark names.
  enum ByteOrder { case littleEndian, bigEndian }

  /// The byte order named by the UTF-16 byte order mark `bytes` start with; `nil` when they
  /// start with none.
  static func byteOrder(of bytes: some Collection<UInt8>) -> ByteOrder? {
    var start = bytes.makeIterator()
    switch (start.next(), start.next()) {
    case (0xFF, 0xFE): return .littleEndian
    case (0xFE, 0xFF): return .bigEndian
    default: return nil
    }
  }

  /// The UTF-8 text of the file at `path`, UTF-16 text in `order` after its byte order mark.
  ///
  /// - Throws: `WorkbookError` when the file cannot be read, or its UTF-16 is broken.
  static func utf8(ofFile path: String, order: ByteOrder) throws -> [UInt8] {
    let bytes: Data
    do {
      // Mapped, not copied: the file is read once, by the transcoding.
      bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch {
      throw WorkbookError(path: path, message: "cannot read the file: \(error)")
    }
    // Transcoded where it was read: a copy of the file's bytes would double the memory.
    return try bytes.withUnsafeBytes { bytes in
      try utf8(
        fromUTF16: UnsafeRawBufferPointer(rebasing: bytes.dropFirst(2)), order: order,
        path: path)
    }
  }

  /// `bytes` as UTF-8 text: themselves, or, when they start with a UTF-16 byte order mark, the
  /// UTF-8 of the UTF-16 text after it.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - path: Names the text in errors.
  ///   - isPrefix: Whether `bytes` are only the start of the text: a last character cut in two
  ///     is then left out instead of refused.
  /// - Throws: `WorkbookError`, naming the line, when a surrogate is unpaired or the text ends
  ///   in half a code unit.
  static func utf8(_ bytes: [UInt8], path: String, isPrefix: Bool = false) throws -> [UInt8] {
    guard let order = byteOrder(of: bytes) else { return bytes }
    return try bytes.withUnsafeBytes { bytes in
      try utf8(
        fromUTF16: UnsafeRawBufferPointer(rebasing: bytes.dropFirst(2)), order: order,
        path: path, isPrefix: isPrefix)
    }
  }

  /// The UTF-8 text of `bytes`, UTF-16 text in `order` without its byte order mark; otherwise
  /// as ``utf8(_:path:isPrefix:)``.
  ///
  /// Four code units at a time while they are ASCII (nearly all of a sheet), each other
  /// character alone; the output is written in place, its size bounded before (a code unit
  /// gives three UTF-8 bytes at most), and a line is counted only for an error's message.
  private static func utf8(
    fromUTF16 bytes: UnsafeRawBufferPointer, order: ByteOrder, path: String,
    isPrefix: Bool = false
  ) throws -> [UInt8] {
    var failure: WorkbookError?
    let output = [UInt8](unsafeUninitializedCapacity: bytes.count / 2 * 3) { out, written in
      var count = 0
      // The line the text written so far ends on, where a broken character stands.
      func line() -> Int { 1 + out[..<count].count { $0 == 0x0A } }
      func broken(_ what: String) -> WorkbookError {
        WorkbookError(
          path: path, line: line(),
          message:
            "the file is UTF-16 text (Excel's \"Unicode Text\"), and \(what): the file may be cut off or damaged; save it again, as \"CSV UTF-8\" if you can"
        )
      }
      func unit(at offset: Int) -> UInt16 {
        let first = UInt16(bytes[offset])
        let second = UInt16(bytes[offset + 1])
        return order == .littleEndian ? first | second << 8 : first << 8 | second
      }
      // The bits of four code units, loaded as one little-endian word, that are clear only
      // when all four are ASCII: each unit's high byte, and its low byte's top bit.
      let nonASCII: UInt64 =
        order == .littleEndian ? 0xFF80_FF80_FF80_FF80 : 0x80FF_80FF_80FF_80FF
      // Where each unit's low byte lies in the word.
      let lowByte = order == .littleEndian ? 0 : 8
      var offset = 0
      while offset + 1 < bytes.count {
        if offset + 8 <= bytes.count {
          let word = UInt64(
            littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          if word & nonASCII == 0 {
            out[count] = UInt8(truncatingIfNeeded: word >> lowByte)
            out[count + 1] = UInt8(truncatingIfNeeded: word >> (16 + lowByte))
            out[count + 2] = UInt8(truncatingIfNeeded: word >> (32 + lowByte))
            out[count + 3] = UInt8(truncatingIfNeeded: word >> (48 + lowByte))
            count += 4
            offset += 8
            continue
          }
        }
        let lead = unit(at: offset)
        offset += 2
        switch lead {
        case ..<0x80:
          out[count] = UInt8(lead)
          count += 1
        case 0xD800...0xDBFF:
          guard offset + 1 < bytes.count else {
            if isPrefix { break }
            failure = broken("it ends in half a character")
            break
          }
          let trail = unit(at: offset)
          guard (0xDC00...0xDFFF).contains(trail) else {
            failure = broken("a character on line \(line()) is half of a pair")
            break
          }
          offset += 2
          let value = 0x10000 + (UInt32(lead - 0xD800) << 10 | UInt32(trail - 0xDC00))
          out[count] = 0xF0 | UInt8(value >> 18)
          out[count + 1] = 0x80 | UInt8(value >> 12 & 0x3F)
          out[count + 2] = 0x80 | UInt8(value >> 6 & 0x3F)
          out[count + 3] = 0x80 | UInt8(value & 0x3F)
          count += 4
        case 0xDC00...0xDFFF:
          failure = broken("a character on line \(line()) is half of a pair")
        case ..<0x800:
          out[count] = 0xC0 | UInt8(lead >> 6)
          out[count + 1] = 0x80 | UInt8(lead & 0x3F)
          count += 2
        default:
          out[count] = 0xE0 | UInt8(lead >> 12)
          out[count + 1] = 0x80 | UInt8(lead >> 6 & 0x3F)
          out[count + 2] = 0x80 | UInt8(lead & 0x3F)
          count += 3
        }
        if failure != nil { break }
      }
      if failure == nil, offset < bytes.count, !isPrefix {
        failure = broken("it ends in half a character")
      }
      written = count
    }
    if let failure { throw failure }
    return output
  }
}
