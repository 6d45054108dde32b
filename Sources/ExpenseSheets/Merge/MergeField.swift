import Foundation

/// One field of a row as the merger sees it: how two values compare (by decoded value, never
/// raw text), how a value reads in a report, how it is copied, and whether a difference looks
/// like a spreadsheet's own rewriting.
struct MergeField<Row>: Sendable {
  /// The column name.
  let name: String
  /// Whether the field holds the same value in two rows.
  let isEqual: @Sendable (Row, Row) -> Bool
  /// The value as canonical sheet text.
  let text: @Sendable (Row) -> String
  /// Copies the field from `source` into `target`.
  let copy: @Sendable (inout Row, Row) -> Void
  /// Whether the sheet's value differs from the local one only as a spreadsheet rewrites values.
  let isSuspicious: @Sendable (_ local: Row, _ sheet: Row) -> Bool

  /// A field compared with `==`.
  static func value<Value: Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Row, Value> & Sendable,
    text: @escaping @Sendable (Value) -> String
  ) -> MergeField {
    MergeField(
      name: name, isEqual: { $0[keyPath: keyPath] == $1[keyPath: keyPath] },
      text: { text($0[keyPath: keyPath]) }, copy: { $0[keyPath: keyPath] = $1[keyPath: keyPath] },
      isSuspicious: { _, _ in false })
  }

  /// Free text: CRLF and LF compare equal; leading zeros gone, or text turned into a date, is
  /// suspicious.
  static func text(_ name: String, _ keyPath: WritableKeyPath<Row, String> & Sendable)
    -> MergeField
  {
    MergeField(
      name: name,
      isEqual: { TextComparison.equal($0[keyPath: keyPath], $1[keyPath: keyPath]) },
      text: { $0[keyPath: keyPath] }, copy: { $0[keyPath: keyPath] = $1[keyPath: keyPath] },
      isSuspicious: {
        SpreadsheetRewrite.isRewrittenText(local: $0[keyPath: keyPath], sheet: $1[keyPath: keyPath])
      })
  }

  /// Money: equal by value (`45.8` is `45.80`); scaled by a power of ten, or rounded to 15
  /// significant digits, is suspicious.
  static func money(_ name: String, _ keyPath: WritableKeyPath<Row, Decimal> & Sendable)
    -> MergeField
  {
    MergeField(
      name: name, isEqual: { MoneyComparison.equal($0[keyPath: keyPath], $1[keyPath: keyPath]) },
      text: { CellFormatter.money($0[keyPath: keyPath]) },
      copy: { $0[keyPath: keyPath] = $1[keyPath: keyPath] },
      isSuspicious: {
        SpreadsheetRewrite.isRewrittenMoney(
          local: $0[keyPath: keyPath], sheet: $1[keyPath: keyPath])
      })
  }
}
