/// A value in double quotes, for messages; a long one is cut, and its length given, so that a
/// cell of megabytes does not become a message of megabytes. Control characters are escaped.
func quoted(_ text: String) -> String {
  cutShort(text) ?? "\"\(controlsEscaped(text))\""
}

/// A value as a report line shows it: whole when short, else cut and quoted as ``quoted(_:)``
/// cuts it. Control characters are escaped.
func shortened(_ text: String) -> String {
  cutShort(text) ?? controlsEscaped(text)
}

/// `text` with each control character (C0, DEL, C1) as an escape (`\u{1B}`): a sheet's cell
/// shown in a message must not drive the terminal it is printed on (retitle it, clear it). So
/// are the characters that show as nothing or as a plain space (a no-break space, a soft
/// hyphen, a zero-width space or joiner, a direction mark, a byte order mark): `"Groceries"`
/// and `"Groceries\u{200B}"` must not read the same in a message that tells them apart.
package func controlsEscaped(_ text: some StringProtocol) -> String {
  // A native string's bytes are scanned in place: C1 controls, the no-break space and the soft
  // hyphen start with the byte 0xC2, U+2000 to U+206F with 0xE2, U+FEFF with 0xEF.
  var string = String(text)
  let mayHold = string.withUTF8 { bytes in
    bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }
  }
  guard mayHold else { return string }
  var out = ""
  for scalar in text.unicodeScalars {
    if isEscapedInMessages(scalar) {
      out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// Whether a message shows `scalar` as an escape: a control character, or one that shows as
/// nothing or as a plain space.
private func isEscapedInMessages(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0..<0x20, 0x7F...0xA0, 0xAD, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x2064, 0xFEFF:
    true
  default: false
  }
}

/// A text past 60 characters as its first 60 in double quotes and its length; `nil` for a
/// shorter one.
private func cutShort(_ text: String) -> String? {
  let shownCharacters = 60
  // A text of at most that many bytes has at most that many characters: not counted.
  guard text.utf8.count > shownCharacters else { return nil }
  let count = text.count
  guard count > shownCharacters else { return nil }
  return "\"\(controlsEscaped(text.prefix(shownCharacters)))…\" (\(count) characters)"
}

/// The first `limit` of `count` items, joined by commas for messages, then how many more there
/// are; only those shown are read from `items`.
func listed(_ items: some Sequence<String>, count: Int, limit: Int = 10) -> String {
  let shown = items.prefix(limit).joined(separator: ", ")
  return count > limit ? "\(shown) and \(count - limit) more" : shown
}
