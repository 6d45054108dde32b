import Foundation

/// Text compares by content. A spreadsheet turns CRLF inside a cell into one LF (most) or two
/// (Gnumeric's .ods), so those are equal; and one that takes a leading apostrophe as its text
/// marker gives back `'123`, written `''123`, as `'123`, which reads as `123`: equal too.
enum TextComparison {
  /// Whether two texts are equal once line endings are made alike, or one is the other after a
  /// spreadsheet dropped its guard apostrophe.
  static func equal(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    if isGuardDropped(a, b) || isGuardDropped(b, a) { return true }
    guard a.utf8.contains(0x0D) || b.utf8.contains(0x0D) else { return false }
    if sameBytesOnceLineEndingsAlike(a, b, crlfBreaks: 1)
      || sameBytesOnceLineEndingsAlike(a, b, crlfBreaks: 2)
    {
      return true
    }
    // `String`'s `==` also takes canonically equivalent spellings as equal: text beyond ASCII
    // that differs byte for byte is compared as text.
    let isASCII = { (text: String) in text.utf8.allSatisfy { $0 < 0x80 } }
    guard !isASCII(a) || !isASCII(b) else { return false }
    return normalized(a) == normalized(b) || everyBreakKept(a) == everyBreakKept(b)
  }

  /// Whether `read` is what a spreadsheet that drops one leading apostrophe gives back for
  /// `written`: `written` is an apostrophe before a guarded text (`'123`, exported `''123`),
  /// and `read` that text (`123`, the cell `'123` with its guard removed).
  static func isGuardDropped(_ written: String, _ read: String) -> Bool {
    written.utf8.first == UInt8(ascii: "'") && written.utf8.count == read.utf8.count + 1
      && written.utf8.dropFirst().elementsEqual(read.utf8) && TextGuard.isGuarded(read)
  }

  /// The text with every CR as LF: CRLF as two line breaks, as Gnumeric's .ods gives it back.
  static func everyBreakKept(_ text: String) -> String {
    text.replacingOccurrences(of: "\r", with: "\n")
  }

  /// The text with CRLF and lone CR as LF.
  static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
  }

  /// Whether `a` and `b` have the same UTF-8 bytes once CRLF is read as `crlfBreaks` LFs and a
  /// lone CR as one.
  private static func sameBytesOnceLineEndingsAlike(_ a: String, _ b: String, crlfBreaks: Int)
    -> Bool
  {
    var a = a
    var b = b
    return a.withUTF8 { left in
      b.withUTF8 { right in
        var (i, j) = (0, 0)
        var (pendingLeft, pendingRight) = (0, 0)
        while true {
          let byte = nextByte(left, &i, &pendingLeft, crlfBreaks: crlfBreaks)
          guard byte == nextByte(right, &j, &pendingRight, crlfBreaks: crlfBreaks) else {
            return false
          }
          if byte == nil { return true }
        }
      }
    }
  }

  /// The byte at `index`, with CRLF read as `crlfBreaks` LFs (`pending` counts those still to
  /// give) and a lone CR as one LF; `nil` at the end.
  private static func nextByte(
    _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ pending: inout Int,
    crlfBreaks: Int
  ) -> UInt8? {
    if pending > 0 {
      pending -= 1
      return 0x0A
    }
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    index += 1
    guard byte == 0x0D else { return byte }
    if index < bytes.count, bytes[index] == 0x0A {
      index += 1
      pending = crlfBreaks - 1
    }
    return 0x0A
  }
}
