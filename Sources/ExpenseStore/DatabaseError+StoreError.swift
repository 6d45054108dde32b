import GRDB

extension DatabaseError: DatabaseErrorDescribing {
  /// The error in the user's terms: what happened to the store file and what to do, without
  /// the SQL statement that failed.
  func storeError(path: String) -> StoreError {
    let nothingWritten = "Nothing was written; "
    switch resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path)
    case .SQLITE_READONLY, .SQLITE_PERM:
      return StoreError(
        code: .readOnly, path: path, reason: "the store file is read-only",
        suggestion: nothingWritten
          + "check the permissions of the file and of its folder, where SQLite keeps the store's log beside it"
      )
    case .SQLITE_FULL:
      return StoreError(
        code: .diskFull, path: path, reason: "the disk that holds the store is full",
        suggestion: nothingWritten + "free some space on it, then run the command again")
    case .SQLITE_CORRUPT:
      return StoreError(
        code: .damaged, path: path,
        reason:
          "the store file is damaged (SQLite: \(message ?? "database disk image is malformed"))",
        suggestion: "Restore it from a backup, or import the workbook again into a new store")
    case .SQLITE_CANTOPEN:
      return StoreError(
        code: .cannotOpen, path: path,
        reason: "the store file, or its log beside it, cannot be opened",
        suggestion: nothingWritten
          + "check that the folder exists and that you may read and write in it")
    case .SQLITE_IOERR:
      return StoreError(
        code: .databaseError, path: path,
        reason:
          "the store file could not be read or written (SQLite: \(message ?? "disk I/O error"))",
        suggestion: nothingWritten
          + "check that the disk has room and works, then run the command again")
    default:
      return StoreError(
        code: .databaseError, path: path,
        reason: "SQLite error \(resultCode.rawValue): \(message ?? "unknown")",
        suggestion: nothingWritten + "fix the cause and run the command again")
    }
  }
}
