import ExpenseSheets
import GRDB
import Testing

@testable import ExpenseStore

/// `StoredRow.forEachSelection(of:in:_:)` steps its statement through the SQLite C API.
@Suite struct StoredRowSteppingTests {
  @Test("A statement that fails to step throws the store's error, naming its file")
  func failure() throws {
    let live = LedgerTables.live(path: "/s/ledger.sqlite")
    try DatabaseQueue().read { db in
      // abs() of the smallest integer overflows when the row is stepped to, not before.
      let statement = try db.makeStatement(
        sql: "SELECT 1 UNION ALL SELECT abs(-9223372036854775807 - 1)")
      var rows = 0
      let error = #expect(throws: StoreError.self) {
        try Transaction.forEachSelection(of: statement, in: live) { _ in rows += 1 }
      }
      #expect(error?.code == .databaseError)
      #expect(error?.path == "/s/ledger.sqlite")
      #expect(error?.reason.contains("integer overflow") == true)
      #expect(rows == 1)
    }
  }

  @Test("A statement is stepped from its first row each time")
  func again() throws {
    let live = LedgerTables.live(path: "/s/ledger.sqlite")
    try DatabaseQueue().read { db in
      let statement = try db.makeStatement(sql: "SELECT 1 UNION ALL SELECT 2")
      for _ in 0..<2 {
        var values: [Int64] = []
        try Transaction.forEachSelection(of: statement, in: live) { values.append($0.int64(0)) }
        #expect(values == [1, 2])
      }
    }
  }
}
