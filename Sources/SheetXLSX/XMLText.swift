/// Text in spreadsheet XML: entities and character references decoded on reading, escaped on
/// writing, with the `_xHHHH_` escape .xlsx uses for control characters XML cannot hold.
enum XMLText {
  /// The text of `range` of `bytes` with entities, character references and CDATA sections
  /// decoded; with `ooxmlEscapes`, `_xHHHH_` too.
  /// With `keepsCR`, a literal CR stays a CR instead of XML's line-end normalization to LF.
  static func decoded(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, ooxmlEscapes: Bool = false,
    keepsCR: Bool = false
  ) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    if !needsDecoding(slice, ooxmlEscapes: ooxmlEscapes, keepsCR: keepsCR) {
      return String(decoding: slice, as: UTF8.self)
    }
    var out: [UInt8] = []
    appendDecoded(bytes, range, to: &out, ooxmlEscapes: ooxmlEscapes, keepsCR: keepsCR)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the text of `range` of `bytes`, decoded as ``decoded(_:_:ooxmlEscapes:keepsCR:)``
  /// decodes it, to `out`.
  ///
  /// - Complexity: O(*n*) in the bytes of `range`.
  static func appendDecoded(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: inout [UInt8],
    ooxmlEscapes: Bool = false, keepsCR: Bool = false
  ) {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    if !needsDecoding(slice, ooxmlEscapes: ooxmlEscapes, keepsCR: keepsCR) {
      out.append(contentsOf: slice)
      return
    }
    var index = 0
    let count = slice.count
    while index < count {
      let byte = slice[index]
      if byte == UInt8(ascii: "&"), let (scalar, length) = entity(slice, at: index) {
        out += Array(String(scalar).utf8)
        index += length
      } else if byte == UInt8(ascii: "<"), startsCDATA(slice, at: index) {
        index += 9
        while index < count
          && !(slice[index] == UInt8(ascii: "]") && index + 2 < count
            && slice[index + 1] == UInt8(ascii: "]") && slice[index + 2] == UInt8(ascii: ">"))
        {
          out.append(slice[index])
          index += 1
        }
        index += 3
      } else if byte == 0x0D && !keepsCR {
        // XML reads a literal CR (and CR LF) as LF; a CR meant as text comes as `&#13;`.
        out.append(0x0A)
        index += (index + 1 < count && slice[index + 1] == 0x0A) ? 2 : 1
      } else if ooxmlEscapes, byte == UInt8(ascii: "_"), let scalar = ooxmlEscape(slice, at: index)
      {
        out += Array(String(scalar).utf8)
        index += 7
      } else {
        out.append(byte)
        index += 1
      }
    }
  }

  /// Whether `slice` holds anything to decode.
  private static func needsDecoding(
    _ slice: UnsafeBufferPointer<UInt8>, ooxmlEscapes: Bool, keepsCR: Bool
  ) -> Bool {
    slice.contains {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || ($0 == 0x0D && !keepsCR)
        || (ooxmlEscapes && $0 == UInt8(ascii: "_"))
    }
  }

  private static func startsCDATA(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let marker = Array("<![CDATA[".utf8)
    return index + marker.count <= bytes.count
      && bytes[index..<(index + marker.count)].elementsEqual(marker)
  }

  /// The character of the entity or character reference at `index` and its length.
  private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    Unicode.Scalar, Int
  )? {
    var end = index + 1
    while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    let length = end - index + 1
    switch name {
    case "amp": return ("&", length)
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    default:
      guard name.hasPrefix("#") else { return nil }
      let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
      guard let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      return (scalar, length)
    }
  }

  /// The character of an `_xHHHH_` escape at `index`.
  private static func ooxmlEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Unicode.Scalar?
  {
    guard index + 7 <= bytes.count, bytes[index + 1] == UInt8(ascii: "x"),
      bytes[index + 6] == UInt8(ascii: "_"),
      let value = UInt32(
        String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    else { return nil }
    return Unicode.Scalar(value)
  }

  /// Appends `text` escaped for XML element content or an attribute value: `&<>"'` as entities,
  /// CR as `&#13;`, and the other characters XML cannot hold (the control characters, U+FFFE and
  /// U+FFFF) and an underscore that would read as an escape as `_xHHHH_`.
  static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    if !text.contains(where: needsEscape) {
      out.append(contentsOf: text)
      return
    }
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "&"): out += "&amp;".utf8
      case UInt8(ascii: "<"): out += "&lt;".utf8
      case UInt8(ascii: ">"): out += "&gt;".utf8
      case UInt8(ascii: "\""): out += "&quot;".utf8
      case UInt8(ascii: "'"): out += "&apos;".utf8
      case 0x0D: out += "&#13;".utf8
      case 0x09, 0x0A: out.append(byte)
      case 0x00..<0x20: out += "_x00\(hexDigits(byte))_".utf8
      case UInt8(ascii: "_") where isOOXMLEscapeTail(text[(index + 1)...].prefix(6)):
        // `_x0041_` written as text must not read back as `A`: its underscore is escaped.
        out += "_x005F_".utf8
      case 0xEF
      where index + 2 < text.endIndex && text[index + 1] == 0xBF
        && text[index + 2] | 1 == 0xBF:
        // U+FFFE (`EF BF BE`) or U+FFFF (`EF BF BF`), whole.
        out += (text[index + 2] == 0xBE ? "_xFFFE_" : "_xFFFF_").utf8
        index += 2
      default: out.append(byte)
      }
      index += 1
    }
  }

  /// ``appendEscaped(_:to:)`` for a string.
  static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendEscaped($0, to: &out) }
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == UInt8(ascii: "&")
      || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
      || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "_") || byte == 0xEF
  }

  private static func isOOXMLEscapeTail(_ tail: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let bytes = Array(tail)
    return bytes.count == 6 && bytes[0] == UInt8(ascii: "x") && bytes[5] == UInt8(ascii: "_")
      && bytes[1..<5].allSatisfy {
        ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
      }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
  }
}
