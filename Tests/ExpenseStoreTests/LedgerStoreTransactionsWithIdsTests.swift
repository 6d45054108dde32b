import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// The transactions a validation asks for by id: those the store holds, in stored order.
@Suite final class LedgerStoreTransactionsWithIdsTests {
  /// The stores this test made, removed when it ends.
  private let stores = TemporaryStores()

  @Test func givesTheStoredTransactionsWithTheIdsInStoredOrder() throws {
    let ledger = LedgerFixtures.ledger(transactions: 200)
    let store = try stores.make(holding: ledger)
    let wanted = [150, 3, 77].map { ledger.transactions[$0] }
    let ids = Set(wanted.map(\.transactionId) + [UUID()])
    #expect(try store.transactions(withIds: ids) == [3, 77, 150].map { ledger.transactions[$0] })
    #expect(try store.transactions(withIds: []) == [])
  }
}
