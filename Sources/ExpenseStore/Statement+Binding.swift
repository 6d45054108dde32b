import GRDB
import GRDBSQLite

extension Statement {
  /// Runs this write statement once with the parameters `bind` sets, through the SQLite C API.
  ///
  /// Used for the store's own INSERT and UPDATE statements inside a write transaction, where no
  /// transaction observer is registered; the statement's previous bindings are all overwritten.
  /// - Parameters:
  ///   - db: The connection the statement belongs to, for the error message.
  ///   - used: The parameters the statement uses, bit `i - 1` for `?i`; the others are passed
  ///     over.
  ///   - bind: Binds every parameter, in order.
  /// - Throws: `DatabaseError` when SQLite reports an error, such as a violated constraint or
  ///   a value it cannot bind.
  func execute(
    _ db: Database, used: UInt32 = .max, binding bind: (inout ColumnBinder) -> Void
  ) throws {
    sqlite3_reset(sqliteStatement)
    var binder = ColumnBinder(sqliteStatement, used: used)
    bind(&binder)
    if let failure = binder.failure {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: failure), message: db.lastErrorMessage, sql: sql)
    }
    let code = sqlite3_step(sqliteStatement)
    guard code == SQLITE_DONE else {
      sqlite3_reset(sqliteStatement)
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code),
        message: db.lastErrorMessage, sql: sql)
    }
  }
}
