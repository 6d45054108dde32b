/// Something unusual the reader met, with where it is. The reader never throws: the layer above
/// decides what an issue means.
public struct CSVIssue: Sendable, Hashable, CustomStringConvertible {
  /// What was found.
  public enum Kind: Sendable, Hashable {
    /// A quoted field that never closes: it runs to the end of the input.
    case unterminatedQuote(openedAt: CSVPosition)
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A quote inside an unquoted field, or text after a closing quote: kept literally.
    case strayQuote
  }

  /// What was found.
  public var kind: Kind
  /// Where: the end of input for an unterminated quote, the first bad byte for invalid UTF-8,
  /// the start of the field for a stray quote.
  public var position: CSVPosition

  /// Creates an issue.
  public init(kind: Kind, position: CSVPosition) {
    self.kind = kind
    self.position = position
  }

  /// Whether the issue makes the input unreadable (an unterminated quote, invalid UTF-8) rather
  /// than merely odd (a stray quote, kept as text).
  public var isError: Bool {
    if case .strayQuote = kind { return false }
    return true
  }

  /// A sentence naming the issue and its record, line and byte offset.
  public var description: String {
    switch kind {
    case .unterminatedQuote(let openedAt):
      "unterminated quoted field: the quote opened at \(openedAt) never closes"
    case .invalidUTF8:
      "invalid UTF-8 at \(position)"
    case .strayQuote:
      "stray quote in the field at \(position), kept as text"
    }
  }
}
