import GRDB

extension DatabaseError: DatabaseErrorDescribing {
  func storeError(path: String) -> StoreError {
    switch resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path)
    default:
      return StoreError(
        code: .databaseError, path: path,
        reason: "SQLite error \(resultCode.rawValue): \(message ?? "unknown")"
          + (sql.map { " in `\($0)`" } ?? ""),
        suggestion: "Nothing was written; fix the cause and run the command again")
    }
  }
}
