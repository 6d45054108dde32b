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
      bytes = try Data(contentsOf: URL(fileURLWithPath: path))
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
  private static func utf8(
    fromUTF16 bytes: UnsafeRawBufferPointer, order: ByteOrder, path: String,
    isPrefix: Bool = false
  ) throws -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var line = 1
    func broken(_ what: String) -> WorkbookError {
      WorkbookError(
        path: path, line: line,
        message:
          "the file is UTF-16 text (Excel's \"Unicode Text\"), and \(what): the file may be cut off or damaged; save it again, as \"CSV UTF-8\" if you can"
      )
    }
    func unit(at offset: Int) -> UInt16 {
      let first = UInt16(bytes[offset])
      let second = UInt16(bytes[offset + 1])
      return order == .littleEndian ? first | second << 8 : first << 8 | second
    }
    var offset = 0
    while offset + 1 < bytes.count {
      let lead = unit(at: offset)
      offset += 2
      if lead < 0x80 {
        if lead == 0x0A { line += 1 }
        output.append(UInt8(lead))
        continue
      }
      switch lead {
      case 0xD800...0xDBFF:
        guard offset + 1 < bytes.count else {
          if isPrefix { return output }
          throw broken("it ends in half a character")
        }
        let trail = unit(at: offset)
        guard (0xDC00...0xDFFF).contains(trail) else {
          throw broken("a character on line \(line) is half of a pair")
        }
        offset += 2
        let value = 0x10000 + (UInt32(lead - 0xD800) << 10 | UInt32(trail - 0xDC00))
        output.append(0xF0 | UInt8(value >> 18))
        output.append(0x80 | UInt8(value >> 12 & 0x3F))
        output.append(0x80 | UInt8(value >> 6 & 0x3F))
        output.append(0x80 | UInt8(value & 0x3F))
      case 0xDC00...0xDFFF:
        throw broken("a character on line \(line) is half of a pair")
      case ..<0x800:
        output.append(0xC0 | UInt8(lead >> 6))
        output.append(0x80 | UInt8(lead & 0x3F))
      default:
        output.append(0xE0 | UInt8(lead >> 12))
        output.append(0x80 | UInt8(lead >> 6 & 0x3F))
        output.append(0x80 | UInt8(lead & 0x3F))
      }
    }
    if offset < bytes.count, !isPrefix { throw broken("it ends in half a character") }
    return output
  }
}
