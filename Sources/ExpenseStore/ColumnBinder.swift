import Foundation
import GRDB
import GRDBSQLite

/// Binds one row's values to a prepared statement's parameters, in order, through the SQLite C
/// API: no `StatementArguments` array and no `DatabaseValue` per value.
///
/// Each `bind` sets the next parameter (`?1`, `?2`, ...). Text and blobs are copied by SQLite
/// (`SQLITE_TRANSIENT`), so the Swift values need not outlive the call. The storage is what
/// GRDB writes for the same values: UUIDs as 16-byte blobs, `Bool` as 0 or 1.
struct ColumnBinder {
  /// The statement whose parameters are bound.
  private let statement: SQLiteStatement
  /// The next parameter's index (SQLite counts from 1).
  private var index: Int32 = 1

  /// A binder that starts at the statement's first parameter.
  init(_ statement: SQLiteStatement) { self.statement = statement }

  /// Binds `value` as TEXT.
  mutating func bind(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { text in
        if let start = text.baseAddress {
          _ = sqlite3_bind_text(statement, index, start, Int32(text.count), sqliteTransient)
        } else {
          // A NULL pointer would bind NULL: an empty text needs a valid one.
          _ = sqlite3_bind_text(statement, index, "", 0, sqliteTransient)
        }
      }
    }
    index += 1
  }

  /// Binds `value` as TEXT, or NULL.
  mutating func bind(_ value: String?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Binds `value` as a 16-byte BLOB.
  mutating func bind(_ value: UUID) {
    withUnsafeBytes(of: value.uuid) { bytes in
      _ = sqlite3_bind_blob(statement, index, bytes.baseAddress, 16, sqliteTransient)
    }
    index += 1
  }

  /// Binds `value` as a 16-byte BLOB, or NULL.
  mutating func bind(_ value: UUID?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Binds `value` as INTEGER.
  mutating func bind(_ value: Int64) {
    _ = sqlite3_bind_int64(statement, index, value)
    index += 1
  }

  /// Binds `value` as INTEGER.
  mutating func bind(_ value: Int) { bind(Int64(value)) }

  /// Binds `value` as INTEGER, or NULL.
  mutating func bind(_ value: Int?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Binds `value` as the INTEGER 1 or 0.
  mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

  /// Binds NULL.
  mutating func bindNull() {
    _ = sqlite3_bind_null(statement, index)
    index += 1
  }
}

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
