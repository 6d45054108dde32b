import Foundation

/// Text compares by content: a spreadsheet turns CRLF inside a cell into LF, so the two are equal.
enum TextComparison {
  /// Whether two texts are equal once line endings are made alike.
  static func equal(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    guard a.utf8.contains(0x0D) || b.utf8.contains(0x0D) else { return false }
    return normalized(a) == normalized(b)
  }

  /// The text with CRLF and lone CR as LF.
  static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
  }
}
