import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// The transactions a validation asks for by id: those the store holds, in stored order.
@Suite struct LedgerStoreTransactionsWithIdsTests {
  @Test func givesTheStoredTransactionsWithTheIdsInStoredOrder() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 200)
    try store.replaceLedger(with: ledger)
    let wanted = [150, 3, 77].map { ledger.transactions[$0] }
    let ids = Set(wanted.map(\.transactionId) + [UUID()])
    #expect(try store.transactions(withIds: ids) == [3, 77, 150].map { ledger.transactions[$0] })
    #expect(try store.transactions(withIds: []) == [])
  }
}
