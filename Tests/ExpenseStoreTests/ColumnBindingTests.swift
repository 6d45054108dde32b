import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// Rows written through ``ColumnBinder`` and read through ``ColumnReader`` come back equal, for
/// edge values of every column type, both through the bulk path (more than 10,000 rows) and the
/// row-by-row one.
@Suite struct ColumnBindingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var edit: @Sendable (inout Ledger) -> Void
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty texts") { ledger in
      ledger.transactions[0].tags = ""
      ledger.transactions[0].note = ""
      ledger.receipts[0].fileName = ""
      ledger.categories[0].emoji = ""
      ledger.recurringRules[0].note = ""
      ledger.settings?.rootFolderId = ""
    },
    Case(name: "non-ASCII and control characters") { ledger in
      ledger.transactions[0].note = "Café ☕️ 日本語 👩‍👩‍👧 \u{0}\u{1}\r\n\"q\""
      ledger.transactions[0].category = "Salário"
      ledger.receipts[0].driveFileId = "ñ/😀"
      ledger.categories[0].colorHex = "#ÉÉÉ"
      ledger.settings?.timezone = "Europe/Zürich"
    },
    Case(name: "long text") { ledger in
      ledger.transactions[0].note = String(repeating: "long, \"cell\" é ", count: 5_000)
    },
    Case(name: "NULLs") { ledger in
      ledger.transactions[0].paidFlag = nil
      ledger.transactions[0].reimbursedFlag = nil
      ledger.transactions[0].recurringRuleId = nil
      ledger.categories[0].sortOrder = nil
      ledger.recurringRules[0].endDate = nil
    },
    Case(name: "every optional set") { ledger in
      ledger.transactions[0].paidFlag = .paid
      ledger.transactions[0].reimbursedFlag = .unreimbursed
      ledger.transactions[0].recurringRuleId = ledger.recurringRules[0].recurringRuleId
      ledger.categories[0].sortOrder = -7
      ledger.recurringRules[0].endDate = SheetDate(year: 2099, month: 12, day: 31)
    },
    Case(name: "extreme numbers and dates") { ledger in
      ledger.transactions[0].amount = Decimal(string: "-123456789012345.6789")!
      ledger.transactions[1].amount = Decimal(string: "123456789012345678901234567890")!
      ledger.transactions[0].year = Int(Int32.max) + 1
      ledger.transactions[0].month = -1
      ledger.transactions[0].createdAt = Date(timeIntervalSince1970: -1_000_000.5)
      ledger.transactions[0].lastModifiedAt = Date(timeIntervalSince1970: 4_102_444_800.999)
      ledger.recurringRules[0].interval = Int.max
      ledger.recurringRules[0].amount = 0
      ledger.settings?.schemaVersion = Int.min
    },
    Case(name: "extra cells") { ledger in
      ledger.transactions[0].extraCells = [
        ExtraCell(column: "Ünïcode \"col\"", value: "x\ty\\z\n"),
        ExtraCell(column: "", value: ""),
        ExtraCell(column: "[]", value: "[]"),
      ]
      ledger.receipts[0].extraCells = [ExtraCell(column: "Control", value: "\u{1}\u{7F}")]
    },
  ]

  @Test(arguments: cases, [20, 12_000])
  func roundTrip(_ testCase: Case, transactions: Int) throws {
    var ledger = LedgerFixtures.ledger(transactions: transactions)
    testCase.edit(&ledger)
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: ledger)
    #expect(try store.loadLedger() == ledger)
    // The row-by-row path: an update and an insert through a merge.
    var merged = ledger
    merged.transactions.swapAt(0, 1)
    merged.transactions.append(
      LedgerFixtures.ledger(transactions: 1, seed: 77).transactions[0])
    try store.applyMerge(
      merged: merged,
      record: MergeRecord(time: Date(), sourceFolder: "s", totals: [:], reportJSON: "{}"))
    #expect(try store.loadLedger() == merged)
  }

  @Test func storesUUIDsAsSixteenByteBlobsLikeGRDB() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 20)
    try store.replaceLedger(with: ledger)
    let stored = try store.reader.read { db in
      try UUID.fetchAll(db, sql: "SELECT transactionId FROM transactions ORDER BY position")
    }
    #expect(stored == ledger.transactions.map(\.transactionId))
    // GRDB also reads UUIDs from text: the stored form itself is checked too.
    let forms = try store.reader.read { db in
      try Row.fetchAll(
        db, sql: "SELECT DISTINCT typeof(transactionId), length(transactionId) FROM transactions")
    }
    #expect(forms.map { [$0[0] as String, String($0[1] as Int)] } == [["blob", "16"]])
  }

  @Test func aParameterOutsideTheUsedOnesIsNotBound() throws {
    let queue = try DatabaseQueue()
    let stored = try queue.write { db -> Row? in
      try db.execute(sql: "CREATE TABLE t (a, b, c)")
      let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?1, ?2, ?3)")
      try insert.execute(db, used: 0b101) { binder in
        binder.bind("first")
        binder.bind("passed over")
        binder.bind(3)
      }
      return try Row.fetchOne(db, sql: "SELECT a, b, c FROM t")
    }
    #expect(stored == ["a": "first", "b": nil, "c": 3])
  }

  @Test func aValueSQLiteCannotBindStopsTheStatement() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE t (a)")
      let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?1)")
      // A second value has no parameter: SQLite refuses it, and the row is not written.
      #expect(throws: DatabaseError.self) {
        try insert.execute(db) { binder in
          binder.bind("kept out")
          binder.bind("no parameter")
        }
      }
      #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM t") == 0)
    }
  }

  @Test func aKeyThatIsNotABlobIsInvalidData() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 20))
    try store.writer.write { db in
      try db.execute(sql: "UPDATE transactions SET transactionId = 'not-a-uuid' WHERE position = 3")
    }
    let error = try #require(throws: StoreError.self) { try store.loadLedger() }
    #expect(error.code == .invalidData)
    #expect(error.description.contains("transactionId"))
    #expect(error.description.contains("not-a-uuid"))
  }

  @Test func everyColumnHasAnEqualityTest() {
    #expect(Transaction.columnEquality.count == Transaction.columns.count)
    #expect(Receipt.columnEquality.count == Receipt.columns.count)
    #expect(
      ExpenseSheets.Category.columnEquality.count == ExpenseSheets.Category.columns.count)
    #expect(RecurringRule.columnEquality.count == RecurringRule.columns.count)
    #expect(AppSettings.columnEquality.count == AppSettings.columns.count)
  }

  @Test func anUpdateSetsOnlyTheChangedColumns() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 100)
    try store.replaceLedger(with: ledger)
    // A trigger on the writer's connection logs every UPDATE that sets `category` or `date`.
    try store.writer.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TEMP TABLE updatedOf (category TEXT);
          CREATE TEMP TRIGGER logUpdates AFTER UPDATE OF category, date ON main.transactions
          BEGIN INSERT INTO updatedOf VALUES (new.category); END;
          """)
    }
    var merged = ledger
    merged.transactions[5].note = "edited"
    merged.transactions[5].amount += 1
    merged.transactions.swapAt(7, 8)
    merged.transactions[9].category = "Rent"
    try store.applyMerge(
      merged: merged,
      record: MergeRecord(time: Date(), sourceFolder: "s", totals: [:], reportJSON: "{}"))
    #expect(try store.loadLedger() == merged)
    let logged = try store.writer.writeWithoutTransaction { db in
      try String.fetchAll(db, sql: "SELECT category FROM updatedOf")
    }
    // Rows 7 and 8 moved, row 5 changed other columns: only row 9's update sets them.
    #expect(logged == ["Rent"])
  }
}
