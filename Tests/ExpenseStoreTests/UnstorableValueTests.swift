import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// An amount that is not a number (`Decimal.nan`, from an app's arithmetic) was stored as `NaN`,
/// and every later load of the store failed to decode it. Each write refuses it, naming the row,
/// and writes nothing.
@Suite struct UnstorableValueTests {
  enum Write: String, CaseIterable {
    case replaceLedger, applyMerge, recordExport
  }

  @Test("A write of an amount that is not a number is refused", arguments: Write.allCases)
  func notANumber(write: Write) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let original = LedgerFixtures.ledger(transactions: 5, seed: 9)
    try store.replaceLedger(with: original)
    var ledger = original
    ledger.transactions[3].amount = .nan

    let error = try #require(throws: StoreError.self) {
      switch write {
      case .replaceLedger: try store.replaceLedger(with: ledger)
      case .applyMerge: try store.applyMerge(merged: ledger, record: BaseSnapshotTests.record)
      case .recordExport: try store.recordExport(of: ledger, at: Date(), folder: "/export")
      }
    }
    #expect(error.code == .unstorableValue)
    #expect(error.reason.contains("amount that is not a number (NaN) in table transactions"))
    #expect(error.reason.contains("\(ledger.transactions[3].transactionId)"))
    let reopened = try LedgerStore(path: store.path)
    #expect(try reopened.loadLedger() == original)
    #expect(try reopened.loadBase() == nil)
  }

  @Test("A recurring rule's amount is checked too")
  func recurringRule() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    var ledger = LedgerFixtures.ledger(transactions: 5, seed: 9)
    try #require(!ledger.recurringRules.isEmpty)
    ledger.recurringRules[0].amount = .nan
    let error = try #require(throws: StoreError.self) { try store.replaceLedger(with: ledger) }
    #expect(error.reason.contains("in table recurringRules"))
    #expect(try store.isEmpty())
  }
}
