/// How a column's cells are written and read.
package enum CellKind: Sendable, Hashable {
  /// A UUID.
  case uuid
  /// Free text, kept exactly (only the guard apostrophe is removed).
  case text
  /// A business date (`YYYY-MM-DD`).
  case date
  /// A timestamp (ISO 8601, UTC, milliseconds).
  case timestamp
  /// Money (exact decimal).
  case money
  /// An integer.
  case integer
  /// A boolean (`TRUE`/`FALSE`).
  case boolean
  /// One of a fixed set of lower-case words.
  case enumeration([String])

  /// What a money cell should look like, for messages, in a column whose decimal separator is a
  /// comma.
  static let moneyWithDecimalComma = "an amount such as 12,50"

  /// What a cell of this kind should look like, for messages.
  var expectation: String {
    switch self {
    case .uuid: "a UUID such as 6F9619FF-8B86-4011-B42D-00C04FC964FF"
    case .text: "text"
    case .date: "a date such as 2025-01-05"
    case .timestamp: "a timestamp such as 2025-01-05T14:03:22.123Z"
    case .money: "an amount such as 12.50"
    case .integer: "a whole number"
    case .boolean: "TRUE or FALSE"
    case .enumeration(let words): "one of " + words.joined(separator: ", ")
    }
  }
}
