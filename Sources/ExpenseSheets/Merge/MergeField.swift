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
  /// A money field's value (`nil` for other fields), see ``suspectingRounding(shownBy:local:)``.
  var money: (@Sendable (Row) -> Decimal)? = nil
  /// A date field's value (`nil` for other fields), see ``TabField/date``.
  var date: (@Sendable (Row) -> SheetDate?)? = nil

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

extension MergeField {
  /// The merger's view of a field of the row type's field table.
  init(_ field: TabField<Row>) {
    self.init(
      name: field.name, isEqual: field.isEqual, text: field.text, copy: field.copy,
      isSuspicious: field.isSuspicious, money: field.money, date: field.date)
  }
}
