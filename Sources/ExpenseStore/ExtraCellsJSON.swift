import ExpenseSheets

/// The `extraCells` column's JSON: an array of `{"column": ..., "value": ...}` objects.
///
/// Written and read by hand: a sheet can carry millions of unknown-column cells, and a general
/// JSON coder spends microseconds on each. The reader takes the JSON the writer makes, in any
/// spacing or member order; for anything else (another member, a repeated one, a lone
/// surrogate) it answers `nil`, and the caller asks a general JSON decoder.
enum ExtraCellsJSON {
  /// The JSON text of `cells`; `[]` when there are none.
  static func encode(_ cells: [ExtraCell]) -> String {
    if cells.isEmpty { return "[]" }
    var out: [UInt8] = []
    out.reserveCapacity(cells.count * 32)
    out.append(UInt8(ascii: "["))
    for (index, cell) in cells.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += #"{"column":"#.utf8
      appendString(cell.column, to: &out)
      out += #","value":"#.utf8
      appendString(cell.value, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
    return String(decoding: out, as: UTF8.self)
  }

  /// The cells of JSON text `bytes` in the form `encode` writes, or `nil`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [ExtraCell]? {
    var reader = Reader(bytes: bytes)
    return reader.cells()
  }

  /// The hexadecimal digits of `\u00XX` escapes.
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      // Runs of bytes that need no escape are copied whole.
      var runStart = 0
      for (index, byte) in bytes.enumerated()
      where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        out += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""): out += #"\""#.utf8
        case UInt8(ascii: "\\"): out += #"\\"#.utf8
        case UInt8(ascii: "\n"): out += #"\n"#.utf8
        case UInt8(ascii: "\r"): out += #"\r"#.utf8
        case UInt8(ascii: "\t"): out += #"\t"#.utf8
        default:
          out += #"\u00"#.utf8
          out.append(hexDigits[Int(byte >> 4)])
          out.append(hexDigits[Int(byte & 0xF)])
        }
      }
      out += UnsafeBufferPointer(rebasing: bytes[runStart...])
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A cursor over the JSON bytes.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The whole text as a list of cells, or `nil`.
    mutating func cells() -> [ExtraCell]? {
      guard take(UInt8(ascii: "[")) else { return nil }
      var cells: [ExtraCell] = []
      if take(UInt8(ascii: "]")) { return atEnd() ? cells : nil }
      repeat {
        guard let cell = cell() else { return nil }
        cells.append(cell)
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]")) && atEnd() ? cells : nil
    }

    /// One `{"column": ..., "value": ...}` object.
    private mutating func cell() -> ExtraCell? {
      guard take(UInt8(ascii: "{")) else { return nil }
      var column: String?
      var value: String?
      repeat {
        guard let name = string(), take(UInt8(ascii: ":")), let text = string() else { return nil }
        switch name {
        case "column" where column == nil: column = text
        case "value" where value == nil: value = text
        default: return nil
        }
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "}")), let column, let value else { return nil }
      return ExtraCell(column: column, value: value)
    }

    /// A JSON string; `nil` for a malformed one or a lone surrogate. Bytes that are not UTF-8
    /// are repaired, as in every other text column the store reads.
    private mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = index
      // Most strings hold no escape: their bytes are the text.
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
      {
        index += 1
      }
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
      }
      var text = Array(bytes[start..<index])
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
          case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
          case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
          case UInt8(ascii: "u"):
            guard let scalar = escapedScalar() else { return nil }
            text += String(scalar).utf8
          default: return nil
          }
        case 0..<0x20: return nil
        default: text.append(byte)
        }
      }
      return nil
    }

    /// The scalar of a `\uXXXX` escape whose `\u` was read, with its low surrogate if it needs
    /// one.
    private mutating func escapedScalar() -> Unicode.Scalar? {
      guard let unit = hexUnit() else { return nil }
      switch unit {
      case 0xD800..<0xDC00:
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        index += 2
        guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
      case 0xDC00..<0xE000: return nil
      default: return Unicode.Scalar(unit)
      }
    }

    /// Four hexadecimal digits.
    private mutating func hexUnit() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var unit: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        unit = unit << 4 | UInt32(digit)
        index += 1
      }
      return unit
    }

    /// Skips white space, then takes `byte` if it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
      skipSpace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// Whether only white space is left.
    private mutating func atEnd() -> Bool {
      skipSpace()
      return index == bytes.count
    }

    private mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
      {
        index += 1
      }
    }
  }
}
