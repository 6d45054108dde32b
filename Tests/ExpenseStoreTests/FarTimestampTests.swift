import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

/// A timestamp an app gives the store is kept to the millisecond, and one past what milliseconds
/// in `Int64` hold, or not a number, is clamped as the sheet's codecs clamp it: it was a crash.
@Suite struct FarTimestampTests {
  // The dates are given as seconds since 1970: Foundation's description of such a date, which
  // the test's arguments get, traps itself.
  @Test(
    "The store keeps a timestamp as the sheet writes it",
    arguments: [
      (1_735_689_600.599267, 1_735_689_600_599), (1e300, .max), (-1e300, .min), (.nan, 0),
    ] as [(Double, Int64)])
  func keptAsWritten(seconds: Double, keptMilliseconds: Int64) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    var ledger = LedgerFixtures.ledger(transactions: 3, seed: 8)
    let given = Date(timeIntervalSince1970: seconds)
    ledger.transactions[1].lastModifiedAt = given
    try store.replaceLedger(with: ledger)
    let stored = try LedgerStore(path: store.path).loadLedger().transactions[1].lastModifiedAt
    #expect(Timestamp.milliseconds(of: stored) == keptMilliseconds)
    #expect(stored == Timestamp.truncatedToMilliseconds(given))
  }
}
