/// An option that would change what the library decided, for the caller to offer in its own
/// words: an app as a setting, the `expense-sheets` tool as a flag.
///
/// Messages state the choice in words ("it can be read month-first instead"); the hint names
/// the option that makes it (``ReadOptions/dateOrder``, ``MergeOptions/acceptSuspicious``, ...).
public enum OptionHint: Sendable, Hashable {
  /// Reading the sheet's dates in this order (``ReadOptions/dateOrder``).
  case dateOrder(DateOrder)
  /// Reading the sheet's amounts with this decimal separator (``ReadOptions/decimalSeparator``).
  case decimalSeparator(DecimalSeparator)
  /// Applying the changes held back as suspicious (``MergeOptions/acceptSuspicious``).
  case acceptSuspicious
  /// Deleting rows removed from the sheet (``MergeOptions/allowDeletions``).
  case allowDeletions
  /// Deleting many of a tab's rows at once (``MergeOptions/allowMassDeletions``).
  case allowMassDeletions

  /// The stable text of the hint, as JSON reports write it: `date-order:dmy`,
  /// `decimal-separator:comma`, `accept-suspicious`, `allow-deletions`, `allow-mass-deletions`.
  public var code: String {
    switch self {
    case .dateOrder(let order): "date-order:\(order.rawValue)"
    case .decimalSeparator(let separator): "decimal-separator:\(separator.rawValue)"
    case .acceptSuspicious: "accept-suspicious"
    case .allowDeletions: "allow-deletions"
    case .allowMassDeletions: "allow-mass-deletions"
    }
  }

  /// The hint whose ``code`` is `code`, or `nil`.
  public init?(code: String) {
    let parts = code.split(separator: ":", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count == 2 ? parts[1] : nil) {
    case ("date-order", let value?):
      guard let order = DateOrder(rawValue: value) else { return nil }
      self = .dateOrder(order)
    case ("decimal-separator", let value?):
      guard let separator = DecimalSeparator(rawValue: value) else { return nil }
      self = .decimalSeparator(separator)
    case ("accept-suspicious", nil): self = .acceptSuspicious
    case ("allow-deletions", nil): self = .allowDeletions
    case ("allow-mass-deletions", nil): self = .allowMassDeletions
    default: return nil
    }
  }
}

extension OptionHint: Codable {
  /// Decodes the hint from its ``code``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(String.self)
    guard let hint = OptionHint(code: code) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an option hint: \(code)")
    }
    self = hint
  }

  /// Encodes the hint as its ``code``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
