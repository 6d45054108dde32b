import ExpenseSheets
import Foundation
import GRDB
import SheetCSV
import Testing

@testable import ExpenseStore

/// Transactions and receipts are exported straight from their columns
/// (`StoredRow.writeCells(_:to:)`): the bytes must be those of the row read and then written by
/// its codec, for every hostile text, amount and enumeration value.
@Suite struct ExportCellsTests {
  /// Texts that need the formula guard, the text guard, CSV quotes, or none.
  static let texts = [
    "", "plain", "=SUM(A1:A2)", "+1+2", "-5", "@home", "'quoted", "''twice", "it's",
    "\"quotes\" inside", "a, b, c", "line\nbreak", "cr\r\nlf", "\ttab", " padded ", "00123",
    "1E10", "50%", "1,5", "1/2", "2025-01-05", "14:03", "true", "FALSE", "Café ☕️", "日本語",
    "=Café", "'日本語", "Ünïcode, \"all\"\n", "\u{1}\u{7F}",
  ]

  /// Money the store keeps: small, large, negative, with many fraction digits.
  static let amounts = [
    "0.01", "12.5", "12.50", "15000", "0.125", "7", "-3.1", "-0.01", "99999999999999999.99",
    "18446744073709551615", "123456789012345678901234567890.5", "0.0000000001",
  ]

  /// A ledger whose transactions and receipts hold every text in every text column, every
  /// amount and every enumeration value.
  static func ledger() -> Ledger {
    var random = LedgerFixtures.Random(state: 25)
    let rule = LedgerFixtures.ledger(transactions: 0, seed: 25).recurringRules[0]
    let paidFlags: [PaidFlag?] = [nil] + PaidFlag.allCases
    let reimbursedFlags: [ReimbursedFlag?] = [nil] + ReimbursedFlag.allCases
    var transactions: [Transaction] = []
    for index in 0..<texts.count * 6 {
      transactions.append(
        Transaction(
          transactionId: LedgerFixtures.uuid(&random),
          type: TransactionType.allCases[index % TransactionType.allCases.count],
          date: LedgerFixtures.sheetDate(&random), year: index % 4 == 0 ? nil : index - 50,
          month: index % 3 == 0 ? nil : index * 1_000_003,
          amount: Decimal(string: amounts[index % amounts.count])!,
          category: texts[index % texts.count], tags: texts[(index + 1) % texts.count],
          note: texts[(index + 2) % texts.count], paidFlag: paidFlags[index % 3],
          reimbursedFlag: reimbursedFlags[(index / 3) % 3],
          recurringRuleId: index % 2 == 0 ? rule.recurringRuleId : nil,
          createdAt: LedgerFixtures.date(&random), lastModifiedAt: LedgerFixtures.date(&random),
          extraCells: LedgerFixtures.extras(&random)))
    }
    let receipts = transactions.enumerated().map { index, transaction in
      Receipt(
        receiptId: LedgerFixtures.uuid(&random), transactionId: transaction.transactionId,
        driveFileId: texts[index % texts.count], fileName: texts[(index + 3) % texts.count],
        createdAt: LedgerFixtures.date(&random), lastModifiedAt: LedgerFixtures.date(&random),
        extraCells: LedgerFixtures.extras(&random))
    }
    var ledger = LedgerFixtures.ledger(transactions: 0, seed: 25)
    ledger.transactions = transactions
    ledger.receipts = receipts
    return ledger
  }

  /// Each row of `R`'s live table written by `write` on its own: its record and its
  /// unknown-column cells.
  func records<R: StoredRow>(
    of _: R.Type, in path: String,
    _ write: (ColumnReader, inout CellWriter) throws -> [ExtraCell]
  ) throws -> [(bytes: [UInt8], extraCells: [ExtraCell])] {
    let live = LedgerTables.live(path: path)
    return try DatabaseQueue(path: path).read { db in
      var records: [(bytes: [UInt8], extraCells: [ExtraCell])] = []
      try R.forEachSelection(of: try db.makeStatement(sql: R.selectSQL(prefix: "")), in: live) {
        columns in
        var cells = CellWriter(csv: CSVWriter())
        let extraCells = try write(columns, &cells)
        records.append((cells.csv.bytes, extraCells))
      }
      return records
    }
  }

  /// Whether `R`'s rows in the store at `path` write the same from their columns as through
  /// the row, and how many rows there are.
  func sameThroughRow<R: StoredRow>(_: R.Type, in path: String) throws -> (Bool, Int) {
    let straight = try records(of: R.self, in: path) { try R.writeCells($0, to: &$1) }
    let throughRow = try records(of: R.self, in: path) {
      try R.writeCellsThroughRow($0, to: &$1)
    }
    let same =
      straight.map(\.bytes) == throughRow.map(\.bytes)
      && straight.map(\.extraCells) == throughRow.map(\.extraCells)
    return (same, straight.count)
  }

  @Test("Transactions and receipts write the same bytes from their columns as through the row")
  func straightFromColumns() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let store = try LedgerStore(path: path)
    let ledger = Self.ledger()
    try store.replaceLedger(with: ledger)
    // Bytes no model value holds: invalid UTF-8 and a NUL, read as `String(decoding:)` reads
    // them.
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          UPDATE transactions SET note = CAST(X'3D61FF62' AS TEXT), tags = CAST(X'6100620A' AS TEXT)
          WHERE rowid IN (SELECT rowid FROM transactions ORDER BY position LIMIT 2);
          UPDATE receipts SET fileName = CAST(X'27C328' AS TEXT)
          WHERE rowid = (SELECT rowid FROM receipts ORDER BY position LIMIT 1)
          """)
    }

    let (transactionsSame, transactions) = try sameThroughRow(Transaction.self, in: path)
    let (receiptsSame, receipts) = try sameThroughRow(Receipt.self, in: path)

    #expect(transactionsSame)
    #expect(transactions == ledger.transactions.count)
    #expect(receiptsSame)
    #expect(receipts == ledger.receipts.count)
  }

  @Test("The export of hostile texts is the ledger's files as the writer writes them")
  func exportOfHostileTexts() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = Self.ledger()
    try store.replaceLedger(with: ledger)
    let writer = WorkbookWriter(exportId: UUID())
    let out = folder.appendingPathComponent("export")

    try store.export(to: out.path, writer: writer, at: Date(), rowsPerPart: 7)

    var files: [Tab: [UInt8]] = [:]
    for tab in Tab.allCases {
      files[tab] = Array(try Data(contentsOf: out.appendingPathComponent(tab.fileName)))
    }
    #expect(files == (try writer.encode(store.loadLedger())))
  }

  /// Stored dates and amounts in forms the store never writes, each by its column.
  static let damagedCells = [
    ("date", "2025-02-30"), ("date", "2025/01/05"), ("date", "2025-1-5"), ("date", ""),
    ("amount", "not a number"), ("amount", "1e5"), ("amount", "12,50"), ("amount", ""),
  ]

  @Test(
    "A stored date or amount the store never writes fails the export, naming its column",
    arguments: damagedCells)
  func damagedCellsAreRefused(column: String, value: String) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let store = try LedgerStore(path: path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 20))
    try store.close()
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: "UPDATE transactions SET \(column) = ? WHERE rowid = 7", arguments: [value])
    }

    let error = #expect(throws: StoreError.self) {
      try records(of: Transaction.self, in: path) { try Transaction.writeCells($0, to: &$1) }
    }
    #expect(error.map { "\($0)" }?.contains(column) == true, "\(String(describing: error))")
  }
}
