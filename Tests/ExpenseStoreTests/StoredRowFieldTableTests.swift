import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// The store's hand-written per-row code (`bindColumns(to:)`, `init(columns:)`) and its
/// tables follow each tab's field table: same columns, same order, same kinds. A column added to
/// the field table and not to the binder, the reader or a migration fails here.
@Suite struct StoredRowFieldTableTests {
  /// The SQL type that holds a field of `kind`: UUIDs as 16-byte blobs, timestamps as
  /// milliseconds, booleans as 0 or 1, everything else (money and dates included) as text.
  static func storage(_ kind: CellKind) -> String {
    switch kind {
    case .uuid: "BLOB"
    case .integer, .boolean, .timestamp: "INTEGER"
    case .text, .date, .money, .enumeration: "TEXT"
    }
  }

  /// A ledger whose first row of each tab has every optional field set and a different value in
  /// each column of the same kind.
  static let ledger: Ledger = {
    var ledger = LedgerFixtures.ledger(transactions: 20)
    ledger.transactions[0].category = "category"
    ledger.transactions[0].tags = "tags"
    ledger.transactions[0].note = "note"
    ledger.transactions[0].year = 2001
    ledger.transactions[0].month = 7
    ledger.transactions[0].paidFlag = .paid
    ledger.transactions[0].reimbursedFlag = .unreimbursed
    ledger.transactions[0].recurringRuleId = ledger.recurringRules[0].recurringRuleId
    ledger.transactions[0].lastModifiedAt += 60
    ledger.receipts[0].driveFileId = "drive"
    ledger.receipts[0].fileName = "file"
    ledger.receipts[0].lastModifiedAt += 60
    ledger.categories[0].emoji = "emoji"
    ledger.categories[0].colorHex = "#color"
    ledger.categories[0].sortOrder = 3
    ledger.categories[0].lastModifiedAt += 60
    ledger.recurringRules[0].category = "category"
    ledger.recurringRules[0].tags = "tags"
    ledger.recurringRules[0].note = "note"
    ledger.recurringRules[0].endDate = SheetDate(year: 2099, month: 12, day: 31)
    ledger.recurringRules[0].lastModifiedAt += 60
    ledger.settings?.rootFolderId = "root"
    ledger.settings?.dataSpreadsheetId = "sheet"
    ledger.settings?.receiptsFolderId = "receipts"
    ledger.settings?.lastModifiedAt += 60
    return ledger
  }()

  @Test func eachMigratedTableHasTheFieldTablesColumnsAndKinds() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.reader.read { db in
      try Self.checkTable(Transaction.self, db)
      try Self.checkTable(Receipt.self, db)
      try Self.checkTable(ExpenseSheets.Category.self, db)
      try Self.checkTable(RecurringRule.self, db)
      try Self.checkTable(AppSettings.self, db)
    }
  }

  @Test func bindAndReadFollowTheFieldTables() throws {
    let ledger = Self.ledger
    try Self.checkBinding(ledger.transactions[0])
    try Self.checkBinding(ledger.receipts[0])
    try Self.checkBinding(ledger.categories[0])
    try Self.checkBinding(ledger.recurringRules[0])
    try Self.checkBinding(try #require(ledger.settings))
  }

  /// The live and base tables of `R` have its columns and `position`, each field's of the SQL
  /// type of its kind.
  static func checkTable<R: StoredRow>(_: R.Type, _ db: Database) throws {
    for table in [R.table, "base_" + R.table] {
      let declared = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map {
        ($0["name"] as String, $0["type"] as String)
      }
      let types = Dictionary(uniqueKeysWithValues: declared)
      #expect(
        Set(types.keys).subtracting(["position", "exportSeq", "digest"]) == Set(R.columns),
        "\(table)")
      #expect(types["digest"] == "INTEGER", "\(table)")
      for field in R.fields {
        #expect(types[field.name] == storage(field.kind), "\(table).\(field.name)")
      }
    }
  }

  /// `row` bound into a table of untyped columns keeps each field's storage class, and reads
  /// back equal.
  static func checkBinding<R: StoredRow>(_ row: R) throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      let names = R.writtenColumns.joined(separator: ", ")
      try db.execute(sql: "CREATE TABLE \(R.table) (\(names))")
      let insert = try db.makeStatement(sql: R.insertSQL(prefix: ""))
      try insert.execute(db) { row.bind(to: &$0, position: 7) }
      let typeOf = R.writtenColumns.map { "typeof(\($0))" }.joined(separator: ", ")
      let stored = try #require(try Row.fetchOne(db, sql: "SELECT \(typeOf) FROM \(R.table)"))
      let expected =
        R.fields.map { storage($0.kind).lowercased() } + ["text", "integer", "integer"]
      #expect((0..<stored.count).map { stored[$0] as String } == expected, "\(R.table)")
      var read: [R] = []
      let select = try db.makeStatement(sql: R.selectSQL(prefix: ""))
      try R.forEachRow(of: select, in: .live(path: ":memory:")) { value, position, _ in
        #expect(position == 7)
        read.append(value)
      }
      #expect(read == [row], "\(R.table)")
    }
  }
}
