import ExpenseSheets
import Foundation
import Testing

@testable import AppAdoption

/// The round trip run on an actor that owns the store, off the main actor.
@Suite("An actor's store through the sheet and back")
struct BackgroundSyncTests {
  @Test("export and merge an edited download on the store's own actor")
  func roundTrip() async throws {
    let source = SheetRoundTripTests.store()
    let sync = BackgroundSync(settings: source.settings)
    let ledger = try source.loadLedger()
    await sync.load(transactions: ledger.transactions, categories: ledger.categories)

    let exported = try await sync.export()
    let edited = exported.map { file -> SheetFile in
      guard file.name == "Transactions.csv" else { return file }
      let text = String(decoding: file.data, as: UTF8.self)
        .replacingOccurrences(of: "note 3,", with: "rent split with Sam,")
      return SheetFile(name: file.name, data: Data(text.utf8))
    }
    let plan = try await sync.merge(edited)

    #expect(plan.result.report.summary.totals[.transactions, .updated] == 1)
    #expect(!plan.needsAttention)
    let notes = try await sync.ledger().transactions.map(\.note)
    #expect(notes.contains("rent split with Sam"))
    #expect(!notes.contains("note 3"))
  }
}
