import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("The ledger of a first import")
struct EmptyStoreTests {
  typealias F = MergeFixture

  /// A sheet of `kinds.count` transactions, each with a receipt, a recurring rule and the
  /// settings row: kind 0 as exported, 1 typed (placeholder timestamps), 2 with a stale year
  /// and month, 3 typed and stale.
  static func sheet(_ kinds: [Int]) -> ValidatedSheet {
    var ledger = F.ledger([])
    var typed: Set<RowKey> = []
    for (index, kind) in kinds.enumerated() {
      var row = F.transaction(index, date: SheetDate(year: 2025, month: 3, day: 1 + index % 28)!)
      if kind == 1 || kind == 3 {
        row.createdAt = RowPlaceholder.time
        row.lastModifiedAt = RowPlaceholder.time
        typed.insert(.transaction(row.transactionId))
      }
      if kind >= 2 {
        row.year = 2024
        row.month = 12
      }
      ledger.transactions.append(row)
      ledger.receipts.append(
        Receipt(
          receiptId: F.id(10_000 + index), transactionId: row.transactionId, driveFileId: "d",
          fileName: "r\(index).jpg", createdAt: row.createdAt, lastModifiedAt: row.lastModifiedAt))
    }
    ledger.recurringRules = [
      RecurringRule(
        recurringRuleId: F.id(20_000), type: .expense, amount: 5, category: "Food",
        startDate: SheetDate(year: 2025, month: 1, day: 1)!, cadence: .monthly,
        createdAt: RowPlaceholder.time, lastModifiedAt: RowPlaceholder.time)
    ]
    typed.insert(.recurringRule(F.id(20_000)))
    ledger.settings = AppSettings(
      datasetId: F.id(30_000), timezone: "Europe/Berlin", rootFolderId: "root",
      dataSpreadsheetId: "sheet", receiptsFolderId: "receipts", createdAt: F.t0,
      lastModifiedAt: F.t1)
    return ValidatedSheet(
      ledger: ledger, diagnostics: [], rejectedRows: [], typedKeys: typed,
      presentTabs: Set(Tab.allCases))
  }

  @Test("Gives the ledger that merging into an empty ledger gives")
  func sameAsMerge() async {
    await propertyCheck(input: Gen.int(in: 0...3).array(of: 0...40)) { kinds in
      let sheet = Self.sheet(kinds)
      let options = MergeOptions(mergeTime: F.mergeTime)
      guard
        let merged = try? Merger().merge(local: Ledger(), sheet: sheet, base: nil, options: options)
      else {
        Issue.record("the merge threw")
        return
      }
      #expect(Merger().ledgerForEmptyStore(from: sheet, options: options) == merged.ledger)
    }
  }

  @Test("Stamps typed rows with the merge time and makes year and month follow date")
  func preparesRows() throws {
    let ledger = Merger().ledgerForEmptyStore(
      from: Self.sheet([0, 1, 2, 3]), options: MergeOptions(mergeTime: F.mergeTime))
    #expect(ledger.transactions.map(\.createdAt) == [F.t0, F.mergeTime, F.t0, F.mergeTime])
    #expect(ledger.transactions.allSatisfy { ($0.year, $0.month) == (2025, 3) })
    #expect(ledger.recurringRules.first?.lastModifiedAt == F.mergeTime)
    #expect(ledger.settings?.lastModifiedAt == F.t1)
    #expect(ledger.receipts.count == 4)
  }
}
