import ExpenseSheets
import Foundation
import GRDB
import GRDBSQLite

/// Reads the columns of the row a statement stepped to, through the SQLite C API: no `Row`
/// decoding, no `DatabaseValue`, and UUIDs, enums, dates and money decoded from the column's
/// bytes.
///
/// Column indexes count from 0, in the statement's select order. A value that does not decode
/// throws the ``StoreError`` of ``DecodingContext/invalid(_:_:)``.
struct ColumnReader {
  /// The statement positioned on a row.
  private let statement: SQLiteStatement
  /// Where the row comes from, for errors.
  let context: DecodingContext

  /// A reader of `statement`'s current row.
  init(_ statement: SQLiteStatement, context: DecodingContext) {
    self.statement = statement
    self.context = context
  }

  /// Column `index` of the current row, read through the `sqlite3_value_*` functions: one call
  /// into the statement however many of them read it, where every `sqlite3_column_*` function
  /// is one. The statement's connection is used by one thread at a time, as SQLite asks of its
  /// unprotected values.
  private func value(_ index: Int32) -> OpaquePointer? { sqlite3_column_value(statement, index) }

  /// Whether column `index` is NULL.
  func isNull(_ index: Int32) -> Bool { sqlite3_value_type(value(index)) == SQLITE_NULL }

  /// Column `index` as INTEGER.
  func int64(_ index: Int32) -> Int64 { sqlite3_value_int64(value(index)) }

  /// Column `index` as INTEGER.
  func int(_ index: Int32) -> Int { Int(int64(index)) }

  /// Column `index` as INTEGER, or `nil` for NULL.
  func optionalInt(_ index: Int32) -> Int? { isNull(index) ? nil : int(index) }

  /// Column `index` as a `Bool` stored as INTEGER: anything but 0 is true.
  func bool(_ index: Int32) -> Bool { int64(index) != 0 }

  /// Column `index` as a `Date` stored as INTEGER milliseconds.
  func date(_ index: Int32) -> Date { ColumnCoding.date(milliseconds: int64(index)) }

  /// Column `index` as TEXT.
  func string(_ index: Int32) -> String { withText(index) { String(decoding: $0, as: UTF8.self) } }

  /// Column `index`, a 16-byte BLOB, as a `UUID`.
  func uuid(_ index: Int32, _ column: String) throws -> UUID {
    let value = value(index)
    let count = sqlite3_value_bytes(value)
    guard sqlite3_value_type(value) == SQLITE_BLOB, count == 16,
      let bytes = sqlite3_value_blob(value)
    else { throw context.invalid(column, string(index)) }
    return UUID(uuid: UnsafeRawPointer(bytes).loadUnaligned(as: uuid_t.self))
  }

  /// Column `index` as a `UUID`, or `nil` for NULL.
  func optionalUUID(_ index: Int32, _ column: String) throws -> UUID? {
    isNull(index) ? nil : try uuid(index, column)
  }

  /// Column `index`, TEXT, as a value of a string-backed type such as an enum.
  func value<Value: RawRepresentable<String> & CaseIterable>(
    _ index: Int32, _ column: String
  ) throws -> Value {
    // The stored text is compared with each case's raw value, without making a String of it.
    let found = withText(index) { bytes in
      Value.allCases.first { candidate in
        var rawValue = candidate.rawValue
        return rawValue.withUTF8 { expected in
          expected.count == bytes.count && !bytes.isEmpty
            && memcmp(expected.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
      }
    }
    guard let found else { throw context.invalid(column, string(index)) }
    return found
  }

  /// Column `index` as a string-backed value, or `nil` for NULL.
  func optionalValue<Value: RawRepresentable<String> & CaseIterable>(
    _ index: Int32, _ column: String
  ) throws -> Value? {
    isNull(index) ? nil : try value(index, column)
  }

  /// Column `index`, canonical money TEXT, as a `Decimal`.
  func decimal(_ index: Int32, _ column: String) throws -> Decimal {
    guard let value = withText(index, DecimalParts.decimal(plainText:)) else {
      throw context.invalid(column, string(index))
    }
    return value
  }

  /// Column `index`, `YYYY-MM-DD` TEXT, as a `SheetDate`.
  func sheetDate(_ index: Int32, _ column: String) throws -> SheetDate {
    guard let value = withText(index, { SheetDate(canonical: UnsafeRawBufferPointer($0)) }) else {
      throw context.invalid(column, string(index))
    }
    return value
  }

  /// Column `index` as a `SheetDate`, or `nil` for NULL.
  func optionalSheetDate(_ index: Int32, _ column: String) throws -> SheetDate? {
    isNull(index) ? nil : try sheetDate(index, column)
  }

  /// Column `index`, the JSON text of extra cells, read from its bytes when it is in the form
  /// the store writes.
  func extraCells(_ index: Int32) throws -> [ExtraCell] {
    if let cells = withText(index, ExtraCellsJSON.decode) { return cells }
    return try context.extraCells(string(index))
  }

  /// Calls `body` with the UTF-8 bytes of column `index` read as TEXT (empty for NULL).
  func withText<Result>(
    _ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let value = value(index)
    let start = sqlite3_value_text(value)
    let count = Int(sqlite3_value_bytes(value))
    return try body(UnsafeBufferPointer(start: start, count: start == nil ? 0 : count))
  }
}
