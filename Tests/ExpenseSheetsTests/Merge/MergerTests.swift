import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

/// Builders for merge tests.
enum MergeFixture {
  static let mergeTime = Timestamp.date(milliseconds: 1_800_000_000_000)
  static let t0 = Timestamp.date(milliseconds: 1_700_000_000_000)
  static let t1 = Timestamp.date(milliseconds: 1_700_000_100_000)
  static let t2 = Timestamp.date(milliseconds: 1_700_000_200_000)

  static func id(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n))!
  }

  /// An id at least 18 hex digits away from every `id(_:)`, as a new row's random id is: one a
  /// digit or two away from a local id the sheet lacks reads as that id mistyped.
  static func farId(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "ABCDEF12-3456-4789-9ABC-%012d", n))!
  }

  /// A transaction as `transaction(_:)` makes it, with `farId(n)` for its id.
  /// A row new to the ledger: an id and a creation time no local row has.
  static func newTransaction(_ n: Int) -> Transaction {
    var row = transaction(n)
    row.transactionId = farId(n)
    row.createdAt = t0.addingTimeInterval(TimeInterval(1 + n))
    return row
  }

  static func transaction(
    _ n: Int, amount: String = "10.00", note: String = "", category: String = "Food",
    date: SheetDate = SheetDate(year: 2025, month: 1, day: 5)!, modified: Date = t0
  ) -> Transaction {
    Transaction(
      transactionId: id(n), type: .expense, date: date, amount: Decimal(string: amount)!,
      category: category, note: note, createdAt: t0, lastModifiedAt: modified)
  }

  static let food = Category(name: "Food", type: .expense, createdAt: t0, lastModifiedAt: t0)

  static func ledger(_ transactions: [Transaction], categories: [Category] = [food]) -> Ledger {
    Ledger(transactions: transactions, categories: categories)
  }

  /// A sheet holding exactly `ledger`, as the validator would give it.
  static func sheet(_ ledger: Ledger, typed: Set<RowKey> = [], rejected: [RejectedRow] = [])
    -> ValidatedSheet
  {
    ValidatedSheet(
      ledger: ledger, diagnostics: [], rejectedRows: rejected, typedKeys: typed,
      presentTabs: [.transactions, .categories])
  }

  static func merge(
    local: Ledger, sheet: ValidatedSheet, base: Ledger? = nil, allowDeletions: Bool = false,
    acceptSuspicious: Bool = false, allowMassDeletions: Bool = false
  ) throws -> MergeResult {
    try Merger().merge(
      local: local, sheet: sheet, base: base,
      options: MergeOptions(
        mergeTime: mergeTime, allowDeletions: allowDeletions, acceptSuspicious: acceptSuspicious,
        allowMassDeletions: allowMassDeletions))
  }
}

@Suite("The merger")
struct MergerTests {
  typealias F = MergeFixture

  @Test("The later lastModifiedAt wins, either way, and the loser's values are reported")
  func laterWins() throws {
    let local = F.ledger([F.transaction(1, amount: "10.00", modified: F.t1)])
    let newer = try F.merge(
      local: local, sheet: F.sheet(F.ledger([F.transaction(1, amount: "20.00", modified: F.t2)])))
    #expect(newer.ledger.transactions.first?.amount == 20)
    #expect(newer.report.changes.first?.action == .updated)
    let older = try F.merge(
      local: local, sheet: F.sheet(F.ledger([F.transaction(1, amount: "30.00", modified: F.t0)])))
    #expect(older.ledger.transactions.first?.amount == 10)
    let change = try #require(older.report.changes.first)
    #expect(change.action == .keptLocal)
    #expect(
      change.fields == [
        FieldChange(field: "amount", local: "10.00", sheet: "30.00", merged: "10.00")
      ])
  }

  @Test(
    "A conflict says which side's lastModifiedAt is later, or that both carry the same",
    arguments: [
      (F.t2, F.t1, "the sheet's edit is later and wins"),
      (
        F.t1, F.t2,
        "the local edit is later and wins (lastModifiedAt 2023-11-14T22:16:40.000Z, made in the app or taken from a sheet by an earlier merge); to take the sheet's, set its lastModifiedAt later and merge again"
      ),
      (F.t1, F.t1, "both carry the same lastModifiedAt, and the sheet's edit wins"),
    ])
  func conflictWinner(sheetStamp: Date, localStamp: Date, winner: String) throws {
    let base = F.ledger([F.transaction(1, amount: "10.00")])
    let local = F.ledger([F.transaction(1, amount: "20.00", modified: localStamp)])
    let sheet = F.sheet(F.ledger([F.transaction(1, amount: "30.00", modified: sheetStamp)]))
    let change = try #require(
      try F.merge(local: local, sheet: sheet, base: base).report.changes.first)
    #expect(change.action == .conflict)
    #expect(change.reason.hasSuffix(winner), "\(change.reason)")
  }

  @Test("Equal timestamps with different content: the sheet wins, stamped with the merge time")
  func editWithoutBump() throws {
    let result = try F.merge(
      local: F.ledger([F.transaction(1, amount: "10.00")]),
      sheet: F.sheet(F.ledger([F.transaction(1, amount: "99.99")])))
    let merged = try #require(result.ledger.transactions.first)
    #expect(merged.amount == Decimal(string: "99.99"))
    #expect(merged.lastModifiedAt == F.mergeTime)
  }

  @Test("Rows compare by value: 45.8 is 45.80, CRLF is LF")
  func decodedValues() throws {
    let result = try F.merge(
      local: F.ledger([F.transaction(1, amount: "45.80", note: "a\r\nb")]),
      sheet: F.sheet(F.ledger([F.transaction(1, amount: "45.8", note: "a\nb")])))
    #expect(result.report.changes.isEmpty)
    #expect(result.report.summary.totals[.transactions, .unchanged] == 1)
  }

  @Test("With a base, a row only the app changed is kept and counted, not listed")
  func appOnlyChange() throws {
    let exported = F.transaction(1, amount: "10.00", note: "x")
    let local = F.ledger([F.transaction(1, amount: "11.00", note: "app", modified: F.t1)])
    let result = try F.merge(
      local: local, sheet: F.sheet(F.ledger([exported])), base: F.ledger([exported]))
    #expect(result.ledger == local)
    #expect(result.report.changes.isEmpty)
    #expect(result.report.summary.totals[.transactions, .keptLocal] == 1)
  }

  @Test("With a base, edits to different fields on both sides both survive")
  func threeWayDifferentFields() throws {
    let base = F.ledger([F.transaction(1, amount: "10.00", note: "x")])
    let local = F.ledger([F.transaction(1, amount: "10.00", note: "local note", modified: F.t1)])
    let sheet = F.sheet(F.ledger([F.transaction(1, amount: "12.00", note: "x")]))
    let result = try F.merge(local: local, sheet: sheet, base: base)
    let merged = try #require(result.ledger.transactions.first)
    #expect(merged.amount == 12)
    #expect(merged.note == "local note")
    #expect(result.report.changes.first?.action == .updated)
  }

  @Test("With a base, both sides changing one field is a conflict the later edit wins")
  func threeWayConflict() throws {
    let base = F.ledger([F.transaction(1, amount: "10.00")])
    let local = F.ledger([F.transaction(1, amount: "11.00", modified: F.t2)])
    let sheet = F.sheet(F.ledger([F.transaction(1, amount: "12.00", modified: F.t1)]))
    let result = try F.merge(local: local, sheet: sheet, base: base)
    #expect(result.ledger.transactions.first?.amount == 11)
    let change = try #require(result.report.changes.first)
    #expect(change.action == .conflict)
    #expect(change.fields.first?.sheet == "12.00")
    #expect(result.report.needsAttention)
  }

  @Test("Sheet-only rows are inserted; typed rows get the merge time and insert once")
  func typedRows() throws {
    let typed = F.transaction(7, modified: RowPlaceholder.time)
    var typedRow = typed
    typedRow.createdAt = RowPlaceholder.time
    let sheet = F.sheet(F.ledger([typedRow]), typed: [.transaction(F.id(7))])
    let first = try F.merge(local: F.ledger([]), sheet: sheet)
    #expect(first.ledger.transactions.first?.createdAt == F.mergeTime)
    #expect(first.report.changes.first?.action == .inserted)
    let second = try F.merge(local: first.ledger, sheet: sheet)
    #expect(second.ledger == first.ledger)
    #expect(second.report.changes.isEmpty)
  }

  @Test(
    "A typed row's insertion says which of its id and timestamps were missing",
    arguments: [
      ("", "", "", "typed in the sheet without id or timestamps: added as new"),
      (
        "", "", "2025-01-05T10:00:00.000Z",
        "typed in the sheet without an id and with an empty timestamp: added as new"
      ),
      (
        "", "2025-01-05T10:00:00.000Z", "2025-01-05T10:00:00.000Z",
        "typed in the sheet without an id: added as new"
      ),
      (Workbook.transactionId, "", "", "typed in the sheet without timestamps: added as new"),
      (
        Workbook.transactionId, "2025-01-05T10:00:00.000Z", "",
        "typed in the sheet with an empty timestamp: added as new"
      ),
    ])
  func typedRowReason(id: String, created: String, modified: String, reason: String) throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(id: id, created: created, modified: modified)],
      receipts: [])
    let result = try F.merge(local: Ledger(), sheet: sheet)
    let change = try #require(result.report.changes.first { $0.tab == .transactions })
    #expect(change.action == .inserted)
    #expect(change.reason == reason)
  }

  @Test("Local-only rows are kept; with a base, a removed row is deleted only when allowed")
  func deletions() throws {
    let (row, other) = (F.transaction(1), F.transaction(2))
    let base = F.ledger([row, other])
    let sheet = F.sheet(F.ledger([other]))
    let kept = try F.merge(local: base, sheet: sheet, base: base)
    #expect(kept.ledger.transactions == [row, other])
    #expect(kept.report.changes.first?.action == .keptLocal)
    let deleted = try F.merge(local: base, sheet: sheet, base: base, allowDeletions: true)
    #expect(deleted.ledger.transactions == [other])
    #expect(deleted.report.changes.first?.action == .deleted)
    let noBase = try F.merge(local: base, sheet: sheet, allowDeletions: true)
    #expect(noBase.ledger.transactions == [row, other])
  }

  @Test("A category local rows still use is never deleted")
  func usedCategoryKept() throws {
    let base = F.ledger([F.transaction(1)])
    let sheet = F.sheet(Ledger(transactions: [F.transaction(1)], categories: []))
    let result = try F.merge(local: base, sheet: sheet, base: base, allowDeletions: true)
    #expect(result.ledger.categories == [F.food])
    let kept = try #require(result.report.changes.first { $0.tab == .categories })
    #expect(kept.action == .keptLocal)
    #expect(kept.reason.contains("1 row of Transactions and RecurringRules still uses it"))
  }

  @Test("Rejected sheet rows never change the local side and are listed")
  func rejectedRows() throws {
    let local = F.ledger([F.transaction(1)])
    let sheet = F.sheet(
      F.ledger([]),
      rejected: [RejectedRow(tab: .transactions, sheetRow: 2, key: .transaction(F.id(1)))])
    let result = try F.merge(local: local, sheet: sheet, base: local, allowDeletions: true)
    #expect(result.ledger.transactions == local.transactions)
    #expect(result.report.changes.map(\.action) == [.rejected])
    // Counted once: as rejected, not also as a local row the sheet lacks.
    #expect(result.report.summary.totals[.transactions, .rejected] == 1)
    #expect(result.report.summary.totals[.transactions, .keptLocal] == 0)
  }

  @Test("A sheet of another dataset is refused, naming both ids")
  func otherDataset() throws {
    var local = F.ledger([])
    local.settings = AppSettings(
      datasetId: F.id(100), timezone: "UTC", rootFolderId: "", dataSpreadsheetId: "",
      receiptsFolderId: "", createdAt: F.t0, lastModifiedAt: F.t0)
    var other = local
    other.settings?.datasetId = F.id(200)
    let error = try #require(throws: DatasetMismatchError.self) {
      try F.merge(local: local, sheet: F.sheet(other))
    }
    #expect(error.description.contains(F.id(100).uuidString))
    #expect(error.description.contains(F.id(200).uuidString))
  }

  @Test(
    "What a spreadsheet rewrites by itself is suspicious and held back unless accepted",
    arguments: [
      ("0.125", "125.00", "", ""), ("10.00", "10.00", "00123", "123"),
      ("10.00", "10.00", "1/2", "2025-01-02"), ("10.00", "10.00", "2025-01-05", "1/5/2025"),
      ("10.00", "10.00", "2025-01-05", "45662"), ("10.00", "10.00", "Café au lait", "#ERROR!"),
      ("10.00", "10.00", "", "#N/A"),
    ])
  func suspicious(localAmount: String, sheetAmount: String, localNote: String, sheetNote: String)
    throws
  {
    let local = F.ledger([F.transaction(1, amount: localAmount, note: localNote)])
    let sheet = F.sheet(
      F.ledger([F.transaction(1, amount: sheetAmount, note: sheetNote, modified: F.t1)]))
    let held = try F.merge(local: local, sheet: sheet)
    #expect(held.ledger.transactions == local.transactions)
    #expect(held.report.changes.first?.action == .suspicious)
    #expect(held.report.changes.first?.hint == .acceptSuspicious)
    let accepted = try F.merge(local: local, sheet: sheet, acceptSuspicious: true)
    #expect(accepted.ledger.transactions.first?.note == sheetNote)
    #expect(accepted.ledger.transactions.first?.amount == Decimal(string: sheetAmount))
  }

  @Test(
    "A date in text changed to another day is a person's edit",
    arguments: ["2025-02-07", "2/7/2025", "06.01.2025", "2025-01-05 14:00:00"])
  func dateTextEdited(sheetNote: String) throws {
    let local = F.ledger([F.transaction(1, note: "2025-01-05")])
    let sheet = F.sheet(F.ledger([F.transaction(1, note: sheetNote, modified: F.t1)]))
    let result = try F.merge(local: local, sheet: sheet)
    #expect(result.report.changes.first?.action == .updated)
    #expect(result.ledger.transactions.first?.note == sheetNote)
  }

  @Test("year and month follow date in merged rows")
  func derivedFields() throws {
    var stale = F.transaction(1, date: SheetDate(year: 2025, month: 3, day: 1)!, modified: F.t1)
    stale.year = 2024
    stale.month = 12
    let result = try F.merge(local: F.ledger([F.transaction(1)]), sheet: F.sheet(F.ledger([stale])))
    #expect(result.ledger.transactions.first.map { ($0.year, $0.month) }! == (2025, 3))
  }

  @Test("Merging is deterministic, idempotent, and loses no key")
  func properties() async {
    let edits = Gen.int(in: 0...4).array(of: 1...25)
    await propertyCheck(input: edits, Gen.int(in: 0...25)) { kinds, removed in
      let local = F.ledger(kinds.indices.map { F.transaction($0, amount: "\($0 + 1).00") })
      var sheetRows: [Transaction] = []
      for (index, kind) in kinds.enumerated() where index != removed {
        switch kind {
        case 0: sheetRows.append(local.transactions[index])
        case 1: sheetRows.append(F.transaction(index, amount: "7.00", modified: F.t1))
        case 2: sheetRows.append(F.transaction(index, note: "edited"))
        case 3:
          sheetRows.append(F.transaction(index, amount: "3.00", modified: RowPlaceholder.time))
        default: sheetRows.append(F.newTransaction(index))
        }
      }
      let sheet = F.sheet(F.ledger(sheetRows))
      // A sheet whose every row has an id the store never held looks like another ledger's.
      let localIds = Set(local.transactions.map(\.transactionId))
      if !sheetRows.isEmpty, !sheetRows.contains(where: { localIds.contains($0.transactionId) }) {
        #expect(throws: ForeignTabError.self) {
          try F.merge(local: local, sheet: sheet, base: local)
        }
        return
      }
      guard let first = try? F.merge(local: local, sheet: sheet, base: local),
        let again = try? F.merge(local: local, sheet: sheet, base: local),
        let second = try? F.merge(local: first.ledger, sheet: sheet, base: local)
      else {
        Issue.record("a merge threw")
        return
      }
      #expect(first == again)
      #expect(second.ledger == first.ledger)
      let keys = Set(first.ledger.transactions.map(\.transactionId))
      #expect(Set(local.transactions.map(\.transactionId)).isSubset(of: keys))
      #expect(Set(sheetRows.map(\.transactionId)).isSubset(of: keys))
      let counted = first.report.summary.totals.counts(in: .transactions).values.reduce(0, +)
      #expect(
        counted
          == Set(local.transactions.map(\.transactionId)).union(sheetRows.map(\.transactionId))
          .count)
    }
  }
}

@Suite("What a spreadsheet rewrites")
struct SpreadsheetRewriteTests {
  @Test(
    "A person's edits of numbers in text are not suspicious",
    arguments: [
      ("12.50", "13.00"), ("Room 12", "Room 14"), ("45", "46"), ("2025-01-05", "2025-01-06"),
    ])
  func ordinaryEdits(local: String, sheet: String) {
    #expect(!SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet))
  }

  @Test(
    "A number's text shown again as a spreadsheet shows numbers is suspicious; other digits an edit",
    arguments: [
      ("12345678901234567890", "1.23457E+19", true), ("12345678901234567", "1.23457E+16", true),
      ("12345678901234567", "12345678901234600", true), ("1E5", "100000", true),
      ("2.5e-3", "0.0025", true), ("-123", "-1.23E+02", true), ("1E5", "1.00E+05", true),
      ("1E5", "100,000", true), ("12345678901234567890", "1,23457E+19", true),
      ("12345678901234567890", "12,345,678,901,234,600,000", true), ("1234", "1,235", false),
      ("12345678901234567890", "1.23456E+19", false), ("1E5", "100001", false),
      ("12345678901234567890", "12345678901234567891", false), ("12.5", "12.50", false),
      ("123", "1.23E+03", false), ("-123", "1.23E+02", false), ("note 1E5", "100000", false),
    ])
  func numberShownAgain(local: String, sheet: String, isSuspicious: Bool) {
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet) == isSuspicious)
  }

  @Test(
    "Characters a code page lacks written ? are suspicious; a ? for ASCII, or more, an edit",
    arguments: [
      ("Zürich train ticket", "Z?rich train ticket", true),
      ("Crème brûlée", "Cr?me br?l?e", true), ("Москва Café", "Москва Caf?", true),
      ("Groceries 🛒", "Groceries ?", true), ("Dinner 🍽️", "Dinner ??", true),
      ("Zürich", "Z?rich?", false), ("Zurich", "Z?rich", false), ("Zürich", "Zürich?", false),
    ])
  func unencodableReplaced(local: String, sheet: String, isSuspicious: Bool) {
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet) == isSuspicious)
  }

  @Test(
    "A text cut at a cell's 32,767 characters is suspicious; cut shorter, or longer kept, an edit",
    arguments: [
      (40_000, 32_767, "", true), (32_800, 32_767, "", true), (40_000, 32_766, "\u{FFFD}", true),
      (40_000, 32_000, "", false), (32_767, 32_700, "", false), (40_000, 32_767, "y", false),
    ])
  func cutAtCellLimit(length: Int, kept: Int, last: String, isSuspicious: Bool) {
    let local = String(repeating: "x", count: length)
    let sheet = String(local.prefix(kept - last.utf16.count)) + last
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet) == isSuspicious)
  }

  @Test("A text of CRLF line breaks cut at 32,767 characters, CRLF kept or made LF, is suspicious")
  func cutWithLineBreaks() {
    let local = String(repeating: "line\r\n", count: 8_000)
    let keptCRLF = String(local.utf16.prefix(32_767))!
    let madeLF = String(local.replacingOccurrences(of: "\r\n", with: "\n").utf16.prefix(32_767))!
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: keptCRLF))
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: madeLF))
  }

  @Test(
    "A date's text shown again in another format, in either day/month order, is suspicious",
    arguments: [
      ("2025-01-05", "1/5/2025"), ("2025-01-05", "05/01/2025"), ("2025-01-05", "05.01.2025"),
      ("2025-01-05", "2025/01/05"), ("2025-01-05", "45662"), ("2025-01-05", "45662.0"),
      ("2025-01-05", "2025-01-05 00:00:00"), ("2025-01-05", "1/5/2025 12:00:00 AM"),
      ("2025-01-05", "5 Jan 2025"), ("1/5/2025", "2025-01-05"), ("25/01/2025", "2025-01-25"),
      ("2025-01-05 14:03:22", "1/5/2025 2:03:22 PM"),
    ])
  func rewrittenDateText(local: String, sheet: String) {
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet))
  }

  @Test(
    "Another day, another time of day, or day and month swapped on one side only is an edit",
    arguments: [
      ("2025-01-05", "2025-02-07"), ("2025-01-05", "2/7/2025"), ("2025-01-05", "1/6/2025"),
      ("2025-01-05", "06.01.2025"), ("2025-01-05", "45663"), ("2025-01-05", "2025-01-05 14:00:00"),
      ("1/5/2025", "5/1/2025"), ("2025-01-05T10:00:00+01:00", "2025-01-05T10:00:00+02:00"),
      ("2025-01-05", "2025-01-05 trip"),
    ])
  func editedDateText(local: String, sheet: String) {
    #expect(!SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet))
  }

  @Test(
    "Text a spreadsheet takes for a date, shown as a day it can name, is suspicious",
    arguments: [
      ("1/2", "2026-01-02"), ("1/2", "2026-02-01"), ("1/2", "2/1/2026"), ("1/2", "01.02.2026"),
      ("5 Jan", "2025-01-05"), ("5.1.", "2025-01-05"), ("Jan 2025", "2025-01-01"),
      ("1/2025", "2025-01-01"), ("14:03", "1899-12-30 14:03:00"), ("45662", "2025-01-05"),
      ("12.5", "2025-05-12"), ("5 Jan 14:03", "2025-01-05 14:03:00"), ("1/2/24", "2024-01-02"),
    ])
  func partialDateRead(local: String, sheet: String) {
    #expect(SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet))
  }

  @Test(
    "Text a spreadsheet takes for a date, edited to a day it cannot name, is an edit",
    arguments: [
      ("1/2", "1999-12-31"), ("1/2", "2024-07-15"), ("1/2", "2026-01-01"), ("5 Jan", "2025-02-05"),
      ("Jan 2025", "2025-01-02"), ("45662", "2025-01-06"), ("12.50", "2025-01-05"),
      ("1/2", "2026-01-22"), ("1234567/1/2", "2026-01-02"),
    ])
  func partialDateEdited(local: String, sheet: String) {
    #expect(!SpreadsheetRewrite.isRewrittenText(local: local, sheet: sheet))
  }

  @Test(
    "Money scaled by a power of ten, rounded to 15 significant digits, shown with fewer decimals or made a date's serial is suspicious",
    arguments: [
      ("0.125", "125"), ("12.50", "1250"), ("12.5", "0.0000125"), ("-3.4", "-34000"),
      ("0.1234567890123456789", "0.123456789012346"), ("123456789012345678", "123456789012346000"),
      ("0.125", "0.13"), ("12.345", "12.35"), ("9.999", "10.00"), ("-2.675", "-2.68"),
      ("0.125", "0.12"), ("1.23456", "1.235"),
      ("12345678901234567890.12", "1234567890123456789012"),
      ("12345678901234567890.12", "12345678901234567.89012"),
      // 3.10 made the 3rd of October 2026 (LibreOffice nb-NO), read either way round.
      ("3.10", "46298"), ("10.03", "46298"), ("31.01", "46053"),
    ])
  func rewrittenMoney(local: String, sheet: String) {
    #expect(
      SpreadsheetRewrite.isRewrittenMoney(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!))
  }

  @Test(
    "Another amount, the same amount, a sign change or zero is not a spreadsheet's rewrite",
    arguments: [
      ("12.50", "13"), ("12.50", "12.5"), ("12.5", "125000000"), ("3.4", "-34"), ("0", "0"),
      ("0.125", "0"), ("0.1234567890123456789", "0.123456789012345"), ("0.125", "0.1"),
      ("12.34", "12.3"), ("9.999", "9.9"), ("0.125", "0.14"),
      ("12345678901234567890.12", "12345678901234567890.13"),
      ("12345678901234567890.12", "123456789012345678901200000000"),
      ("3.10", "46299"), ("3.10", "46298.5"), ("3.11", "46298"), ("-3.10", "46298"),
      // Far past any day's serial, its digits times ten to the sixth past 64 bits.
      ("3.10", "123456789012345000000"),
    ])
  func ordinaryMoney(local: String, sheet: String) {
    #expect(
      !SpreadsheetRewrite.isRewrittenMoney(
        local: Decimal(string: local)!, sheet: Decimal(string: sheet)!))
  }
}
