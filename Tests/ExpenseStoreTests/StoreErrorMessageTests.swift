import GRDB
import Testing

@testable import ExpenseStore

/// What SQLite reports reaches the user as what happened to the store file and what to do,
/// never as an SQL statement.
@Suite struct StoreErrorMessageTests {
  @Test(
    "Each SQLite failure reads as what happened and what to do",
    arguments: [
      (
        ResultCode.SQLITE_READONLY, StoreError.Code.readOnly,
        "/s/ledger.sqlite: the store file is read-only. Nothing was written; check the permissions of the file and of its folder, where SQLite keeps the store's log beside it"
      ),
      (
        .SQLITE_FULL, .diskFull,
        "/s/ledger.sqlite: the disk that holds the store is full. Nothing was written; free some space on it, then run the command again"
      ),
      (
        .SQLITE_CORRUPT, .damaged,
        "/s/ledger.sqlite: the store file is damaged (SQLite: what SQLite said). Restore it from a backup, or import the workbook again into a new store"
      ),
      (
        .SQLITE_CANTOPEN, .cannotOpen,
        "/s/ledger.sqlite: the store file, or its log beside it, cannot be opened. Nothing was written; check that the folder exists and that you may read and write in it"
      ),
      (
        .SQLITE_IOERR, .databaseError,
        "/s/ledger.sqlite: the store file could not be read or written (SQLite: what SQLite said). Nothing was written; check that the disk has room and works, then run the command again"
      ),
      (
        .SQLITE_CONSTRAINT, .databaseError,
        "/s/ledger.sqlite: SQLite error 19: what SQLite said. Nothing was written; fix the cause and run the command again"
      ),
    ])
  func message(resultCode: ResultCode, code: StoreError.Code, description: String) {
    let failure = DatabaseError(
      resultCode: resultCode, message: "what SQLite said",
      sql: "CREATE TABLE transactions (\n  transactionId BLOB NOT NULL\n)")
    let error = StoreError.database("/s/ledger.sqlite", failure)
    #expect(error.code == code)
    #expect(error.description == description)
  }

  @Test(
    "A store that fails to open says what SQLite said of the file, unless only that it cannot open",
    arguments: [
      (ResultCode.SQLITE_IOERR, StoreError.Code.databaseError),
      (.SQLITE_FULL, .diskFull),
      (.SQLITE_READONLY, .readOnly),
      (.SQLITE_CORRUPT, .damaged),
    ])
  func openingFailure(resultCode: ResultCode, code: StoreError.Code) {
    let failure = DatabaseError(
      resultCode: resultCode, message: "what SQLite said", sql: "PRAGMA synchronous = NORMAL")
    let error = StoreError.cannotOpen("/s/ledger.sqlite", failure)
    #expect(error.code == code)
    #expect(error.description == StoreError.database("/s/ledger.sqlite", failure).description)
  }

  @Test("A store that cannot be opened at all says to check its folder")
  func cannotOpen() {
    let failure = DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "unable to open")
    let error = StoreError.cannotOpen("/s/ledger.sqlite", failure)
    #expect(error.code == .cannotOpen)
    #expect(
      error.description.hasSuffix(
        "Check that the folder exists and that you may read and write the file"))
  }
}
