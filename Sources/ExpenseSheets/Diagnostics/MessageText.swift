/// A value in double quotes, for messages; a long one is cut, and its length given, so that a
/// cell of megabytes does not become a message of megabytes.
func quoted(_ text: String) -> String {
  cutShort(text) ?? "\"\(text)\""
}

/// A value as a report line shows it: whole when short, else cut and quoted as ``quoted(_:)``
/// cuts it.
func shortened(_ text: String) -> String {
  cutShort(text) ?? text
}

/// A text past 60 characters as its first 60 in double quotes and its length; `nil` for a
/// shorter one.
private func cutShort(_ text: String) -> String? {
  let shownCharacters = 60
  // A text of at most that many bytes has at most that many characters: not counted.
  guard text.utf8.count > shownCharacters else { return nil }
  let count = text.count
  guard count > shownCharacters else { return nil }
  return "\"\(text.prefix(shownCharacters))…\" (\(count) characters)"
}

/// The first `limit` of `count` items, joined by commas for messages, then how many more there
/// are; only those shown are read from `items`.
func listed(_ items: some Sequence<String>, count: Int, limit: Int = 10) -> String {
  let shown = items.prefix(limit).joined(separator: ", ")
  return count > limit ? "\(shown) and \(count - limit) more" : shown
}
