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

  /// A field compared with `==`, read by `get` and written by `set`. (Closures rather than a key
  /// path: every row is compared, and a key path is resolved at run time on each access.)
  static func value<Value: Equatable & Sendable>(
    _ name: String, _ get: @escaping @Sendable (Row) -> Value,
    _ set: @escaping @Sendable (inout Row, Value) -> Void,
    text: @escaping @Sendable (Value) -> String
  ) -> MergeField {
    MergeField(
      name: name, isEqual: { get($0) == get($1) }, text: { text(get($0)) },
      copy: { set(&$0, get($1)) }, isSuspicious: { _, _ in false })
  }

  /// Free text: CRLF and LF compare equal; leading zeros gone, or text turned into a date, is
  /// suspicious.
  static func text(
    _ name: String, _ get: @escaping @Sendable (Row) -> String,
    _ set: @escaping @Sendable (inout Row, String) -> Void
  ) -> MergeField {
    MergeField(
      name: name, isEqual: { TextComparison.equal(get($0), get($1)) }, text: get,
      copy: { set(&$0, get($1)) },
      isSuspicious: { SpreadsheetRewrite.isRewrittenText(local: get($0), sheet: get($1)) })
  }

  /// Money: equal by value (`45.8` is `45.80`); scaled by a power of ten, or rounded to 15
  /// significant digits, is suspicious.
  static func money(
    _ name: String, _ get: @escaping @Sendable (Row) -> Decimal,
    _ set: @escaping @Sendable (inout Row, Decimal) -> Void
  ) -> MergeField {
    MergeField(
      name: name, isEqual: { MoneyComparison.equal(get($0), get($1)) },
      text: { CellFormatter.money(get($0)) }, copy: { set(&$0, get($1)) },
      isSuspicious: { SpreadsheetRewrite.isRewrittenMoney(local: get($0), sheet: get($1)) })
  }

  /// A timestamp: equal at the precision the sheet shows it (whole seconds or minutes, see
  /// `TimestampComparison`).
  static func timestamp(
    _ name: String, _ get: @escaping @Sendable (Row) -> Date,
    _ set: @escaping @Sendable (inout Row, Date) -> Void
  ) -> MergeField {
    MergeField(
      name: name, isEqual: { TimestampComparison.equal(get($0), get($1)) },
      text: { CellFormatter.timestamp(get($0)) }, copy: { set(&$0, get($1)) },
      isSuspicious: { _, _ in false })
  }

  /// The cells of unknown columns: equal by column and value, in any order, empty cells left
  /// out (see `ExtraCellComparison`).
  static func extraCells(
    _ get: @escaping @Sendable (Row) -> [ExtraCell],
    _ set: @escaping @Sendable (inout Row, [ExtraCell]) -> Void
  ) -> MergeField {
    MergeField(
      name: "extra columns", isEqual: { ExtraCellComparison.equal(get($0), get($1)) },
      text: { get($0).map { "\($0.column)=\($0.value)" }.joined(separator: "; ") },
      copy: { set(&$0, get($1)) }, isSuspicious: { _, _ in false })
  }
}
