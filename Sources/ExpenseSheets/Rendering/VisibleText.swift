/// A field's value as the merge report's text shows it when spaces or invisible characters
/// matter: in double quotes, with each character that shows as a space or not at all written
/// as an escape (`\u{00A0}`, `\t`, `\n`). A change that only adds a trailing space, or turns a
/// space into a non-breaking one, would otherwise show the same text on both sides.
enum VisibleText {
  /// Whether `text` has a space at either end, or a character other than the plain space that
  /// shows as a space or not at all (controls, line breaks, other spaces, format characters
  /// such as U+200B).
  ///
  /// - Complexity: O(*n*) in the text's bytes; its characters are looked up only when it is not
  ///   ASCII (a merge report can hold a million values).
  static func needsEscaping(_ text: String) -> Bool {
    // A native string's bytes are read in place.
    var text = text
    let (isPlainASCII, isASCII) = text.withUTF8 { bytes -> (Bool, Bool) in
      guard let first = bytes.first, let last = bytes.last else { return (true, true) }
      if first == 0x20 || last == 0x20 { return (false, true) }
      var high: UInt8 = 0
      for byte in bytes {
        if byte < 0x20 || byte == 0x7F { return (false, true) }
        high |= byte
      }
      return (true, high < 0x80)
    }
    guard isPlainASCII else { return true }
    return !isASCII && text.unicodeScalars.contains { $0 != " " && isInvisible($0) }
  }

  /// `text` in double quotes, its quotes and backslashes escaped, and each invisible character
  /// as an escape; past 60 characters, cut there with `…` and the length, as `shortened` cuts.
  static func quoted(_ text: String) -> String {
    let limit = 60
    // A text of at most that many bytes has at most that many characters: not counted.
    if text.utf8.count > limit {
      let count = text.count
      if count > limit { return "\"" + escaped(text.prefix(limit)) + "…\" (\(count) characters)" }
    }
    return "\"" + escaped(text[...]) + "\""
  }

  /// `text` with its quotes, backslashes and invisible characters escaped, the plain space kept.
  private static func escaped(_ text: Substring) -> String {
    // Most texts quoted have only a space at an end to show: they are themselves.
    let isPlain = text.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if isPlain { return String(text) }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // The plain space shows between the quotes.
      case " ": out += " "
      case _ where isInvisible(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether a character shows as a space or not at all.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
