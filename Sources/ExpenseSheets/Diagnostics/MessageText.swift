/// A value in double quotes, for messages; a long one is cut, and its length given, so that a
/// cell of megabytes does not become a message of megabytes.
func quoted(_ text: String) -> String {
  let shownCharacters = 60
  // A text of at most that many bytes has at most that many characters: not counted.
  guard text.utf8.count > shownCharacters else { return "\"\(text)\"" }
  let count = text.count
  guard count > shownCharacters else { return "\"\(text)\"" }
  return "\"\(text.prefix(shownCharacters))…\" (\(count) characters)"
}

/// The first `limit` of `count` items, joined by commas for messages, then how many more there
/// are; only those shown are read from `items`.
func listed(_ items: some Sequence<String>, count: Int, limit: Int = 10) -> String {
  let shown = items.prefix(limit).joined(separator: ", ")
  return count > limit ? "\(shown) and \(count - limit) more" : shown
}
