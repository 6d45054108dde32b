import Foundation

/// One column of a tab as every layer sees it: its header name, how its cells are written and
/// read, whether it must be present, and how the value is read, copied and compared on a row.
///
/// A tab's fields, in export order, are its row type's ``TabRow/fields``: the codec's columns,
/// the merger's fields and the store's columns are all derived from, or tested against, that
/// one table.
package struct TabField<Row>: Sendable {
  /// The column's header name, such as `transactionId`; also the store's column name.
  package let name: String
  /// How the column's cells are written and read.
  package let kind: CellKind
  /// Whether the column and its cells must be present.
  package let rule: ColumnRule
  /// Whether the merger merges the field: not the key, `lastModifiedAt`, nor a field derived
  /// from others.
  package let isMerged: Bool
  /// The value as canonical sheet text (text not yet guarded).
  package let text: @Sendable (Row) -> String
  /// Copies the field from `source` into `target`.
  package let copy: @Sendable (_ target: inout Row, _ source: Row) -> Void
  /// Whether two rows hold exactly the same value (what the store compares).
  package let isIdentical: @Sendable (Row, Row) -> Bool
  /// Whether two rows hold the same value as a sheet shows it (what the merger compares).
  package let isEqual: @Sendable (Row, Row) -> Bool
  /// Whether the sheet's value differs from the local one only as a spreadsheet rewrites values.
  package let isSuspicious: @Sendable (_ local: Row, _ sheet: Row) -> Bool
  /// A money field's value (`nil` for other fields): what tells a column a spreadsheet shows
  /// rounded.
  package var money: (@Sendable (Row) -> Decimal)? = nil
  /// A date field's value (`nil` for other fields): what a merge compares, century aside, with
  /// a date whose cell spells its year in two digits.
  package var date: (@Sendable (Row) -> SheetDate?)? = nil
}

extension TabField {
  /// A field compared with `==`, read by `get` and written by `set`. (Closures rather than a key
  /// path: every row is compared, and a key path is resolved at run time on each access.)
  /// - Parameter merged: `false` for a field the merger leaves alone.
  /// - Parameter suspicious: Whether a sheet value differs from the local one only as a
  ///   spreadsheet rewrites values; none does unless given.
  package static func value<Value: Equatable & Sendable>(
    _ name: String, _ kind: CellKind, _ rule: ColumnRule, merged: Bool = true,
    _ get: @escaping @Sendable (Row) -> Value,
    _ set: @escaping @Sendable (inout Row, Value) -> Void,
    text: @escaping @Sendable (Value) -> String,
    suspicious: (@Sendable (_ local: Value, _ sheet: Value) -> Bool)? = nil
  ) -> TabField {
    let same: @Sendable (Row, Row) -> Bool = { get($0) == get($1) }
    var isSuspicious: @Sendable (Row, Row) -> Bool = { _, _ in false }
    if let suspicious {
      isSuspicious = { suspicious(get($0), get($1)) }
    }
    return TabField(
      name: name, kind: kind, rule: rule, isMerged: merged, text: { text(get($0)) },
      copy: { set(&$0, get($1)) }, isIdentical: same, isEqual: same, isSuspicious: isSuspicious)
  }

  /// A business date: a two-digit year first read as the day (`23.01.11`, 2023-01-11 read as
  /// 2011-01-23) is suspicious.
  package static func date(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> SheetDate,
    _ set: @escaping @Sendable (inout Row, SheetDate) -> Void
  ) -> TabField {
    var field = value(
      name, .date, rule, get, set, text: CellFormatter.date,
      suspicious: SpreadsheetRewrite.isYearFirstDateReadDayFirst)
    field.date = get
    return field
  }

  /// A business date, or empty: as a required one, an empty cell never suspicious.
  package static func date(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> SheetDate?,
    _ set: @escaping @Sendable (inout Row, SheetDate?) -> Void
  ) -> TabField {
    var field = value(
      name, .date, rule, get, set, text: { $0.map(CellFormatter.date) ?? "" },
      suspicious: { local, sheet in
        guard let local, let sheet else { return false }
        return SpreadsheetRewrite.isYearFirstDateReadDayFirst(local: local, sheet: sheet)
      })
    field.date = get
    return field
  }

  /// One of a fixed set of words: the kind lists the enum's raw values.
  package static func enumeration<Value: RawRepresentable & CaseIterable & Equatable & Sendable>(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> Value,
    _ set: @escaping @Sendable (inout Row, Value) -> Void
  ) -> TabField where Value.RawValue == String {
    value(
      name, .enumeration(Value.allCases.map(\.rawValue)), rule, get, set, text: \.rawValue)
  }

  /// One of a fixed set of words, or empty.
  package static func enumeration<Value: RawRepresentable & CaseIterable & Equatable & Sendable>(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> Value?,
    _ set: @escaping @Sendable (inout Row, Value?) -> Void
  ) -> TabField where Value.RawValue == String {
    value(
      name, .enumeration(Value.allCases.map(\.rawValue)), rule, get, set,
      text: { $0?.rawValue ?? "" })
  }

  /// Free text: CRLF and LF compare equal; leading zeros gone, or text turned into a date, is
  /// suspicious.
  package static func text(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> String,
    _ set: @escaping @Sendable (inout Row, String) -> Void
  ) -> TabField {
    TabField(
      name: name, kind: .text, rule: rule, isMerged: true, text: get,
      copy: { set(&$0, get($1)) }, isIdentical: { get($0) == get($1) },
      isEqual: { TextComparison.equal(get($0), get($1)) },
      isSuspicious: { SpreadsheetRewrite.isRewrittenText(local: get($0), sheet: get($1)) })
  }

  /// Money: equal by value (`45.8` is `45.80`); scaled by a power of ten, or rounded to 15
  /// significant digits, is suspicious.
  package static func money(
    _ name: String, _ rule: ColumnRule, _ get: @escaping @Sendable (Row) -> Decimal,
    _ set: @escaping @Sendable (inout Row, Decimal) -> Void
  ) -> TabField {
    TabField(
      name: name, kind: .money, rule: rule, isMerged: true,
      text: { CellFormatter.money(get($0)) }, copy: { set(&$0, get($1)) },
      isIdentical: { get($0) == get($1) }, isEqual: { MoneyComparison.equal(get($0), get($1)) },
      isSuspicious: { SpreadsheetRewrite.isRewrittenMoney(local: get($0), sheet: get($1)) },
      money: get)
  }

  /// A timestamp: equal for the merger at the precision the sheet shows it (whole seconds or
  /// minutes, see `TimestampComparison`).
  /// - Parameter merged: `false` for `lastModifiedAt`, which the merger sets itself.
  package static func timestamp(
    _ name: String, _ rule: ColumnRule, merged: Bool = true,
    _ get: @escaping @Sendable (Row) -> Date,
    _ set: @escaping @Sendable (inout Row, Date) -> Void
  ) -> TabField {
    TabField(
      name: name, kind: .timestamp, rule: rule, isMerged: merged,
      text: { CellFormatter.timestamp(get($0)) }, copy: { set(&$0, get($1)) },
      isIdentical: { get($0) == get($1) },
      isEqual: { TimestampComparison.equal(get($0), get($1)) }, isSuspicious: { _, _ in false })
  }
}
