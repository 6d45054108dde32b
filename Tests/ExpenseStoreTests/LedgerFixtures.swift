import ExpenseSheets
import Foundation
import GRDB

@testable import ExpenseStore

/// Deterministic ledgers for store tests, covering every kind of field value.
enum LedgerFixtures {
  /// The five files of `ledger` as an export writes them, naming the export `exportId` (none
  /// when `nil`, as a download that lost its marker cells).
  static func sheetFiles(_ ledger: Ledger, exportId: UUID? = nil) -> [SheetFile] {
    WorkbookWriter(exportId: exportId).encode(ledger).map { tab, bytes in
      SheetFile(name: tab.fileName, data: Data(bytes))
    }
  }

  /// A SplitMix64 generator: same seed, same ledger.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let amounts = ["0.125", "15000.00", "12.50", "0.01", "45.8", "1000000", "7", "99.99"]
  static let texts = ["", "Café ☕️", "a, b, c", "line\nbreak \"quoted\"", "日本語", "plain"]
  static let categoryNames = ["Food", "food", "Rent", "Salário", "Travel ✈️"]

  static func uuid(_ random: inout Random) -> UUID {
    let a = random.next()
    let b = random.next()
    return withUnsafeBytes(of: (a, b)) { raw in
      UUID(uuid: raw.load(as: uuid_t.self))
    }
  }

  static func date(_ random: inout Random) -> Date {
    let ms = Int64(1_500_000_000_000) + Int64(random.next() % 300_000_000_000)
    return Date(timeIntervalSince1970: Double(ms) / 1000)
  }

  static func sheetDate(_ random: inout Random) -> SheetDate {
    SheetDate(daysSinceEpoch: 10_000 + Int(random.next() % 10_000))!
  }

  static func extras(_ random: inout Random) -> [ExtraCell] {
    switch random.next() % 4 {
    case 0: return []
    case 1: return [ExtraCell(column: "Notes 2", value: texts[Int(random.next() % 6)])]
    case 2:
      return [
        ExtraCell(column: "Ünïcode \"col\"", value: "x\ty\\z"), ExtraCell(column: "", value: ""),
      ]
    default: return [ExtraCell(column: "Control", value: "\u{1}\u{7F}")]
    }
  }

  /// A ledger with `transactions` transactions and a few rows of every other tab.
  static func ledger(transactions count: Int, seed: UInt64 = 1) -> Ledger {
    var random = Random(state: seed)
    let rules = (0..<5).map { index in
      RecurringRule(
        recurringRuleId: uuid(&random), isEnabled: index % 2 == 0,
        type: index % 3 == 0 ? .income : .expense,
        amount: Decimal(string: amounts[index % amounts.count])!,
        category: categoryNames[index % categoryNames.count], tags: texts[index % texts.count],
        note: texts[(index + 1) % texts.count], startDate: sheetDate(&random),
        cadence: Cadence.allCases[index % 4], interval: index + 1,
        endDate: index % 2 == 0 ? nil : sheetDate(&random), createdAt: date(&random),
        lastModifiedAt: date(&random), extraCells: extras(&random))
    }
    var transactions: [Transaction] = []
    transactions.reserveCapacity(count)
    for index in 0..<count {
      let paid = random.next() % 3
      let reimbursed = random.next() % 3
      transactions.append(
        Transaction(
          transactionId: uuid(&random), type: index % 5 == 0 ? .income : .expense,
          date: sheetDate(&random),
          amount: Decimal(string: amounts[Int(random.next() % UInt64(amounts.count))])!,
          category: categoryNames[Int(random.next() % 5)], tags: texts[Int(random.next() % 6)],
          note: texts[Int(random.next() % 6)],
          paidFlag: paid == 0 ? nil : (paid == 1 ? .paid : .unpaid),
          reimbursedFlag: reimbursed == 0 ? nil : (reimbursed == 1 ? .reimbursed : .unreimbursed),
          recurringRuleId: index % 7 == 0 ? rules[index % 5].recurringRuleId : nil,
          createdAt: date(&random), lastModifiedAt: date(&random), extraCells: extras(&random)))
    }
    let receipts = transactions.prefix(count / 3).map { transaction in
      Receipt(
        receiptId: uuid(&random), transactionId: transaction.transactionId,
        driveFileId: "drive-\(random.next() % 100_000)", fileName: "2024_Food_\(random.next()).jpg",
        createdAt: date(&random), lastModifiedAt: date(&random), extraCells: extras(&random))
    }
    let categories = categoryNames.enumerated().map { index, name in
      ExpenseSheets.Category(
        name: name, type: CategoryType.allCases[index % 3], emoji: index == 0 ? "🍔" : "",
        colorHex: index == 1 ? "#FF8800" : "", isActive: index != 2,
        sortOrder: index % 2 == 0 ? index : nil, createdAt: date(&random),
        lastModifiedAt: date(&random), extraCells: extras(&random))
    }
    let settings = AppSettings(
      datasetId: uuid(&random), timezone: "America/New_York", rootFolderId: "root",
      dataSpreadsheetId: "sheet", receiptsFolderId: "receipts", createdAt: date(&random),
      lastModifiedAt: date(&random), extraCells: extras(&random))
    return Ledger(
      transactions: transactions, receipts: Array(receipts), categories: categories,
      recurringRules: rules, settings: settings)
  }

  /// `ledger` with about `fraction` of its transactions edited, some deleted and some added.
  static func edited(_ ledger: Ledger, fraction: Double = 0.1, seed: UInt64 = 2) -> Ledger {
    var random = Random(state: seed)
    var result = ledger
    let step = max(1, Int(1 / fraction))
    for index in stride(from: 0, to: result.transactions.count, by: step) {
      result.transactions[index].note = "edited \(index)"
      result.transactions[index].amount += Decimal(string: "0.01")!
      result.transactions[index].lastModifiedAt = date(&random)
    }
    let removed = result.transactions.count / 50
    result.transactions.removeSubrange(
      result.transactions.count / 2..<result.transactions.count / 2 + removed)
    let removedIds = Set(ledger.transactions.map(\.transactionId)).subtracting(
      result.transactions.map(\.transactionId))
    result.receipts.removeAll { removedIds.contains($0.transactionId) }
    let fresh = LedgerFixtures.ledger(transactions: removed + 10, seed: seed &+ 99).transactions
    result.transactions.append(contentsOf: fresh)
    result.categories[0].emoji = "🥗"
    result.settings?.timezone = "Europe/Paris"
    return result
  }

  /// Writes `live` into the live tables and `base` into the `base_` tables of a store
  /// migrated to a schema before `v9-row-digests`, as that schema holds them (no digest).
  ///
  /// The rows go through the base tables, which this build writes without reading the export
  /// state of the store's schema, with the digest column it writes while it does.
  static func writeBeforeDigests(live: Ledger, base: Ledger, _ db: Database, path: String)
    throws
  {
    var writes = WriteBudget.unlimited
    for table in LedgerTables.tables {
      try db.execute(sql: "ALTER TABLE base_\(table) ADD COLUMN digest INTEGER")
    }
    try LedgerTables.base(path: path).replace(with: live, db, writes: &writes)
    for table in LedgerTables.tables {
      let columns = try String.fetchAll(
        db, sql: "SELECT name FROM pragma_table_info('\(table)')"
      ).joined(separator: ", ")
      try db.execute(
        sql: "INSERT INTO \(table) (\(columns)) SELECT \(columns) FROM base_\(table)")
    }
    try LedgerTables.base(path: path).replace(with: base, db, writes: &writes)
    for table in LedgerTables.tables {
      try db.execute(sql: "ALTER TABLE base_\(table) DROP COLUMN digest")
    }
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ExpenseStoreTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
