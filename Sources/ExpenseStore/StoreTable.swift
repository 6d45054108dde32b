import ExpenseSheets
import Foundation
import GRDB

/// How one entity is kept in its SQLite table: money as canonical decimal text (exact),
/// timestamps as integer milliseconds, dates as `YYYY-MM-DD`, unknown-column cells as JSON.
protocol StoreTable {
  /// The entity.
  associatedtype Value: Hashable
  /// The table's name (the base snapshot's table has the `base_` prefix).
  static var name: String { get }
  /// The key column.
  static var keyColumn: String { get }
  /// The columns, in the order of `arguments(for:)`.
  static var columns: [String] { get }
  /// The key of a value, as stored.
  static func key(of value: Value) -> String
  /// The statement arguments of a value.
  static func arguments(for value: Value) -> StatementArguments
  /// A value read from a row whose columns are in `columns` order.
  static func decode(_ row: Row) throws -> Value
}

/// Conversions shared by the tables.
enum StoreColumn {
  static func milliseconds(_ date: Date) -> Int64 { Timestamp.milliseconds(of: date) }

  static func date(milliseconds: Int64) -> Date { Timestamp.date(milliseconds: milliseconds) }

  static func extraCells(_ cells: [ExtraCell]) -> String? {
    guard !cells.isEmpty else { return nil }
    return String(decoding: (try? JSONEncoder().encode(cells)) ?? Data("[]".utf8), as: UTF8.self)
  }

  static func extraCells(_ json: String?) throws -> [ExtraCell] {
    guard let json else { return [] }
    return try JSONDecoder().decode([ExtraCell].self, from: Data(json.utf8))
  }

  static func money(_ text: String, table: String) throws -> Decimal {
    guard let value = CanonicalText.money(text) else { throw corrupt(table, "amount \(text)") }
    return value
  }

  static func uuid(_ text: String, table: String) throws -> UUID {
    guard let value = CanonicalText.uuid(text) else { throw corrupt(table, "id \(text)") }
    return value
  }

  static func sheetDate(_ text: String, table: String) throws -> SheetDate {
    guard let value = CanonicalText.date(text) else { throw corrupt(table, "date \(text)") }
    return value
  }

  static func enumeration<Value: RawRepresentable>(_ text: String, table: String) throws -> Value
  where Value.RawValue == String {
    guard let value = Value(rawValue: text) else { throw corrupt(table, "value \(text)") }
    return value
  }

  static func corrupt(_ table: String, _ what: String) -> StoreError {
    StoreError(path: "", message: "the \(table) table holds an unreadable \(what)")
  }
}
