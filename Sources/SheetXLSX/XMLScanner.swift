import Foundation

/// A forward-only scanner over the bytes of an XML document: tags, their attributes and the
/// text between them, as byte ranges. Enough XML for spreadsheet files, which use no DTD:
/// comments, processing instructions and CDATA are skipped or read as text.
///
/// The scanner holds a pointer into bytes its caller keeps alive for its whole use.
struct XMLScanner {
  /// The document.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where scanning goes on from.
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// One tag: `<name attributes>`, `</name>` or `<name attributes/>`.
  struct Tag {
    /// The name's local part (after any `prefix:`).
    var localName: Range<Int>
    /// The whole name, prefix included.
    var name: Range<Int>
    /// Whether this is an end tag (`</name>`).
    var isEnd: Bool
    /// Whether this is an empty-element tag (`<name/>`).
    var isEmpty: Bool
    /// The bytes between the name and the closing `>` (or `/>`).
    var attributes: Range<Int>
  }

  /// The position of the `>` that closes a tag, the first one from `start` outside attribute
  /// values; `bytes.count` when there is none.
  func closingBracket(from start: Int) -> Int {
    var cursor = start
    var quote: UInt8 = 0
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        break
      }
      cursor += 1
    }
    return cursor
  }

  /// The next tag, skipping text, comments, processing instructions and declarations; `nil` at
  /// the end of the document.
  ///
  /// - Complexity: O(*n*) in the bytes skipped.
  mutating func nextTag() -> Tag? {
    let count = bytes.count
    while true {
      guard let open = index(of: UInt8(ascii: "<"), from: position) else {
        position = count
        return nil
      }
      var cursor = open + 1
      guard cursor < count else {
        position = count
        return nil
      }
      let first = bytes[cursor]
      if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
        position = skipMarkup(from: open)
        continue
      }
      let isEnd = first == UInt8(ascii: "/")
      if isEnd { cursor += 1 }
      let nameStart = cursor
      var localStart = cursor
      while cursor < count, !Self.endsName(bytes[cursor]) {
        if bytes[cursor] == UInt8(ascii: ":") { localStart = cursor + 1 }
        cursor += 1
      }
      let nameEnd = cursor
      cursor = closingBracket(from: cursor)
      let isEmpty = cursor > nameEnd && bytes[cursor - 1] == UInt8(ascii: "/")
      position = min(cursor + 1, count)
      return Tag(
        localName: localStart..<nameEnd, name: nameStart..<nameEnd, isEnd: isEnd,
        isEmpty: isEmpty, attributes: nameEnd..<(isEmpty ? cursor - 1 : min(cursor, count)))
    }
  }

  /// The raw text from the current position to the next tag (entities not yet decoded), moving
  /// past it; CDATA sections are taken in whole.
  mutating func rawText() -> Range<Int> {
    let start = position
    var end = index(of: UInt8(ascii: "<"), from: start) ?? bytes.count
    while hasPrefix("<![CDATA[", at: end), let close = find("]]>", from: end) {
      end = index(of: UInt8(ascii: "<"), from: close + 3) ?? bytes.count
    }
    position = end
    return start..<end
  }

  /// Whether the bytes in `range` are `name`.
  func equals(_ range: Range<Int>, _ name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount else { return false }
    let pointer = name.utf8Start
    for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] {
      return false
    }
    return true
  }

  /// The value of the attribute whose local name (after any `prefix:`) is `name`, raw; with
  /// `prefix`, only one written with that prefix (`calcext:value-type` beside
  /// `office:value-type`).
  func attribute(_ name: StaticString, prefix: StaticString? = nil, in tag: Tag) -> Range<Int>? {
    var cursor = tag.attributes.lowerBound
    let end = tag.attributes.upperBound
    while cursor < end {
      while cursor < end, Self.isSpace(bytes[cursor]) { cursor += 1 }
      let nameStart = cursor
      var localStart = cursor
      while cursor < end, bytes[cursor] != UInt8(ascii: "="), !Self.isSpace(bytes[cursor]) {
        if bytes[cursor] == UInt8(ascii: ":") { localStart = cursor + 1 }
        cursor += 1
      }
      let nameEnd = cursor
      while cursor < end, bytes[cursor] != UInt8(ascii: "\"") && bytes[cursor] != UInt8(ascii: "'")
      {
        cursor += 1
      }
      guard cursor < end else { return nil }
      let quote = bytes[cursor]
      let valueStart = cursor + 1
      cursor = valueStart
      while cursor < end, bytes[cursor] != quote { cursor += 1 }
      if nameEnd > nameStart, equals(localStart..<nameEnd, name),
        prefix.map({ localStart > nameStart && equals(nameStart..<localStart - 1, $0) }) ?? true
      {
        return valueStart..<min(cursor, end)
      }
      cursor += 1
    }
    return nil
  }

  /// The value of an attribute, entities decoded.
  func attributeString(_ name: StaticString, in tag: Tag) -> String? {
    attribute(name, in: tag).map { XMLText.decoded(bytes, $0) }
  }

  /// An attribute's value read as a non-negative decimal integer.
  func attributeInteger(_ name: StaticString, in tag: Tag) -> Int? {
    guard let range = attribute(name, in: tag), !range.isEmpty else { return nil }
    var value = 0
    for index in range {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// Skips to the end of the element whose start tag was just read, nested elements included.
  mutating func skipElement(named local: Range<Int>) {
    var depth = 1
    while let tag = nextTag() {
      guard equals(tag.localName, local) else { continue }
      if tag.isEnd {
        depth -= 1
        if depth == 0 { return }
      } else if !tag.isEmpty {
        depth += 1
      }
    }
  }

  private func equals(_ range: Range<Int>, _ other: Range<Int>) -> Bool {
    range.count == other.count && bytes[range].elementsEqual(bytes[other])
  }

  /// The position of the next `byte` from `start` on.
  func index(of byte: UInt8, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether the bytes at `start` are `text`.
  func hasPrefix(_ text: StaticString, at start: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard start + count <= bytes.count else { return false }
    return equals(start..<(start + count), text)
  }

  private func find(_ text: StaticString, from start: Int) -> Int? {
    var cursor = start
    while let found = index(of: text.utf8Start.pointee, from: cursor) {
      if hasPrefix(text, at: found) { return found }
      cursor = found + 1
    }
    return nil
  }

  /// The position after a comment, processing instruction, CDATA section or declaration that
  /// starts at `open`, or the end of the bytes when it does not end.
  private func skipMarkup(from open: Int) -> Int { markupEnd(from: open) ?? bytes.count }

  /// The position after a comment, processing instruction, CDATA section or declaration that
  /// starts at `open`; `nil` when the bytes end before it does.
  func markupEnd(from open: Int) -> Int? {
    let terminator: StaticString
    if hasPrefix("<!--", at: open) {
      terminator = "-->"
    } else if hasPrefix("<![CDATA[", at: open) {
      terminator = "]]>"
    } else if hasPrefix("<?", at: open) {
      terminator = "?>"
    } else {
      terminator = ">"
    }
    return find(terminator, from: open + 2).map { $0 + terminator.utf8CodeUnitCount }
  }

  /// Whether `tag`'s name starts as an XML name must (a letter, `_`, `:` or a character past
  /// ASCII): a `<` before anything else (`a < b` written without escaping it) starts no tag, and
  /// a document holding one is not XML.
  func hasName(_ tag: Tag) -> Bool {
    guard let first = tag.name.first.map({ bytes[$0] }) else { return false }
    return first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
      || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
  }

  /// Why a document holding `tag` is damaged, for a tag without a name (see ``hasName(_:)``).
  static let strayBracket =
    "it holds a `<` that starts no tag (text that needs `&lt;`), so it is not well-formed XML and its cells cannot be told apart"

  private static func endsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || isSpace(byte)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
