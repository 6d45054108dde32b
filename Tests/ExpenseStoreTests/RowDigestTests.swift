import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// A row's digest changes with any one of its values, and the store keeps the digest of the
/// values it holds: a merge takes a sheet row for a stored one only on equal digests.
@Suite final class RowDigestTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  /// Two rows of each tab that differ in every field.
  static let ledger = StoredRowFieldTableTests.ledger
  static let other: Ledger = {
    var ledger = LedgerFixtures.ledger(transactions: 3, seed: 77)
    let first = ledger.transactions[0]
    ledger.transactions[0] = Transaction(
      transactionId: UUID(), type: .expense, date: SheetDate(year: 1999, month: 2, day: 3)!,
      year: 1998, month: 11, amount: Decimal(string: "-0.5")!, category: "other category",
      tags: "other tags", note: "other note", paidFlag: .unpaid, reimbursedFlag: .reimbursed,
      recurringRuleId: UUID(), createdAt: first.createdAt + 1,
      lastModifiedAt: first.lastModifiedAt + 2, extraCells: [ExtraCell(column: "x", value: "1")])
    ledger.receipts[0] = Receipt(
      receiptId: UUID(), transactionId: UUID(), driveFileId: "other drive",
      fileName: "other.pdf", createdAt: Date(timeIntervalSince1970: 5),
      lastModifiedAt: Date(timeIntervalSince1970: 6), extraCells: [])
    return ledger
  }()

  @Test func changingAnyOneFieldChangesTheDigest() throws {
    try Self.checkEveryField(Self.ledger.transactions[0], Self.other.transactions[0])
    try Self.checkEveryField(Self.ledger.receipts[0], Self.other.receipts[0])
  }

  @Test(arguments: ["0", "89", "89.0", "89.00", "-89.00", "0.125", "1e3", "123456789012345678"])
  func amountsDigestAsTheTextTheStoreKeeps(amount: String) throws {
    // Two amounts the store keeps as different text never share a digest; the same text does.
    var row = Self.ledger.transactions[0]
    row.amount = try #require(Decimal(string: amount))
    var again = row
    again.amount = try #require(Decimal(string: DecimalParts.plainText(of: row.amount)))
    #expect(row.digest == again.digest)
    var other = row
    other.amount += Decimal(string: "0.01")!
    #expect(row.digest != other.digest)
  }

  /// A bulk write works the digests of a large tab out side by side beforehand.
  @Test(arguments: [300, RowDigests.sideBySideFrom + 3])
  func theStoreKeepsTheDigestOfTheValuesItHolds(transactions: Int) throws {
    var ledger = LedgerFixtures.ledger(transactions: transactions)
    let store = try stores.make(holding: ledger)
    // Rows written by a merge's updates and inserts get theirs too.
    ledger.transactions[5].note = "changed"
    ledger.transactions.append(Self.other.transactions[0])
    try store.applyMerge(merged: ledger, record: LedgerStoreMergeTests.record)
    let stored = try store.reader.read { db in
      try Row.fetchAll(db, sql: "SELECT transactionId, digest FROM transactions")
    }
    let digests = Dictionary(
      uniqueKeysWithValues: stored.map { ($0["transactionId"] as UUID, $0["digest"] as Int64) })
    #expect(digests.count == ledger.transactions.count)
    for row in try store.loadLedger().transactions {
      #expect(digests[row.transactionId] == row.digest, "\(row.transactionId)")
    }
  }

  @Test(arguments: [0, 1, RowDigests.sideBySideFrom - 1, RowDigests.sideBySideFrom + 5])
  func digestsWorkedOutTogetherAreEachRowsOwn(count: Int) {
    let rows = LedgerFixtures.ledger(transactions: count).transactions
    #expect(RowDigests.of(rows) == rows.map(\.digest))
  }

  /// `changed`, a copy of `row` with one field of `other`, has another digest, for every field
  /// of the field table and the unknown-column cells.
  static func checkEveryField<R: StoredRow>(_ row: R, _ other: R) throws {
    for field in R.fields {
      #expect(!field.isIdentical(row, other), "\(field.name) must differ in the fixtures")
      var changed = row
      field.copy(&changed, other)
      #expect(changed.digest != row.digest, "\(R.table).\(field.name)")
    }
    var changed = row
    changed.extraCells = [ExtraCell(column: "added", value: "cell")]
    #expect(changed.digest != row.digest, "\(R.table).extraCells")
  }
}
