import Foundation
import GRDB
import GRDBSQLite

/// Binds one row's values to a prepared statement's parameters, in order, through the SQLite C
/// API: no `StatementArguments` array and no `DatabaseValue` per value.
///
/// Each `bind` sets the next parameter (`?1`, `?2`, ...), or passes over it when the statement
/// does not use it (an UPDATE of some columns numbers its parameters as the INSERT does). Text
/// and blobs are copied by SQLite (`SQLITE_TRANSIENT`), so the Swift values need not outlive
/// the call. The storage is what GRDB writes for the same values: UUIDs as 16-byte blobs, `Bool`
/// as 0 or 1.
struct ColumnBinder: ColumnSink {
  /// The statement whose parameters are bound.
  private let statement: SQLiteStatement
  /// The parameters the statement uses: bit `i - 1` for `?i`; `.max` for all of them, however
  /// many.
  private let used: UInt32
  /// The next parameter's index (SQLite counts from 1).
  private var index: Int32 = 1
  /// The first error SQLite returned for a bind, if any: the statement must not run then, or a
  /// parameter would keep the previous row's value.
  private(set) var failure: Int32?

  /// A binder that starts at the statement's first parameter and binds those in `used`.
  init(_ statement: SQLiteStatement, used: UInt32 = .max) {
    self.statement = statement
    self.used = used
  }

  /// Binds `value` as TEXT.
  mutating func bind(_ value: String) {
    bindNext { statement, index in
      var value = value
      return value.withUTF8 { Self.bindText($0, statement, index) }
    }
  }

  /// Binds `bytes` as a BLOB without copying them: the caller keeps the bytes alive until the
  /// statement has run (a large merge's deflated report is then held once, not twice).
  mutating func bind(borrowingBlob bytes: UnsafeRawBufferPointer) {
    bindNext { statement, index in
      // A NULL pointer would bind NULL: an empty blob needs a valid one.
      guard let start = bytes.baseAddress else { return sqlite3_bind_zeroblob(statement, index, 0) }
      return sqlite3_bind_blob64(statement, index, start, UInt64(bytes.count), sqliteStatic)
    }
  }

  /// Binds UTF-8 `text` as TEXT to parameter `index`, copied by SQLite.
  private static func bindText(
    _ text: UnsafeBufferPointer<UInt8>, _ statement: SQLiteStatement, _ index: Int32
  ) -> Int32 {
    text.withMemoryRebound(to: CChar.self) { text in
      // A NULL pointer would bind NULL: an empty text needs a valid one.
      guard let start = text.baseAddress else {
        return sqlite3_bind_text(statement, index, "", 0, sqliteTransient)
      }
      return sqlite3_bind_text(statement, index, start, Int32(text.count), sqliteTransient)
    }
  }

  /// Binds `value` as a 16-byte BLOB.
  mutating func bind(_ value: UUID) {
    bindNext { statement, index in
      withUnsafeBytes(of: value.uuid) { bytes in
        sqlite3_bind_blob(statement, index, bytes.baseAddress, 16, sqliteTransient)
      }
    }
  }

  /// Binds `value` as INTEGER.
  mutating func bind(_ value: Int64) {
    bindNext { sqlite3_bind_int64($0, $1, value) }
  }

  /// Binds NULL.
  mutating func bindNull() {
    bindNext { sqlite3_bind_null($0, $1) }
  }

  /// Binds the next parameter with `call` when the statement uses it, and moves on.
  private mutating func bindNext(_ call: (SQLiteStatement, Int32) -> Int32) {
    // `.max` uses every parameter, also those past the 32 a mask can name (a multi-row INSERT).
    if used == .max || used & (1 << UInt32(index - 1)) != 0 {
      let code = call(statement, index)
      if code != SQLITE_OK, failure == nil { failure = code }
    }
    index += 1
  }
}

/// SQLite's `SQLITE_STATIC`: SQLite reads the bound bytes where they are until the statement
/// is reset or bound again.
private let sqliteStatic = unsafeBitCast(0, to: sqlite3_destructor_type.self)

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
