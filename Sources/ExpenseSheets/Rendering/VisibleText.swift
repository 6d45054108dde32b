/// A field's value as the merge report's text shows it when spaces or invisible characters
/// matter: in double quotes, with each character that shows as a space or not at all written
/// as an escape (`\u{00A0}`, `\t`, `\n`). A change that only adds a trailing space, or turns a
/// space into a non-breaking one, would otherwise show the same text on both sides.
enum VisibleText {
  /// Whether `text` has a space at either end, or a character other than the plain space that
  /// shows as a space or not at all (controls, line breaks, other spaces, format characters
  /// such as U+200B).
  static func needsEscaping(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    if first == " " || last == " " { return true }
    return text.unicodeScalars.contains { $0 != " " && isInvisible($0) }
  }

  /// `text` in double quotes, its quotes and backslashes escaped, and each invisible character
  /// as an escape; past 60 characters, cut there with `…` and the length, as `shortened` cuts.
  static func quoted(_ text: String) -> String {
    let limit = 60
    let count = text.count
    let shown = count > limit ? text.prefix(limit) : text[...]
    var out = "\""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case " ": out += " "
      case _ where isInvisible(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return count > limit ? out + "…\" (\(count) characters)" : out + "\""
  }

  /// Whether a character shows as a space or not at all.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
