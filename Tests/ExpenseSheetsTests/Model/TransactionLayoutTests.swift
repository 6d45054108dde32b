import Foundation
import Testing

@testable import ExpenseSheets

/// A transaction's fields are stored in the order that packs them: a merge holds a large
/// sheet's rows three times over, so padding between fields costs memory a million times.
@Suite struct TransactionLayoutTests {
  @Test func aTransactionTakes168BytesOn64BitPlatforms() {
    #expect(MemoryLayout<Int>.size != 8 || MemoryLayout<Transaction>.stride == 168)
  }
}
