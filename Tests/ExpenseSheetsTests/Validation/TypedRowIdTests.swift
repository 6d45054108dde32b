import Foundation
import Testing

@testable import ExpenseSheets

/// A row typed without an id takes an id from its cells, never one another row of the tab holds:
/// a second coffee typed like one merged and exported before is a row of its own.
@Suite("Ids of typed rows")
struct TypedRowIdTests {
  /// A transaction typed without id or timestamps.
  private static let typed = Workbook.transaction(id: "", created: "", modified: "")

  @Test("A typed row like an exported one gets an id of its own, the same each time")
  func likeAnExportedRow() throws {
    let alone = try Workbook.validate(transactions: [Self.typed], receipts: [])
    let derived = try #require(alone.ledger.transactions.first?.transactionId)
    let exported = Workbook.transaction(id: derived.uuidString)
    for _ in 0..<2 {
      let sheet = try Workbook.validate(transactions: [exported, Self.typed], receipts: [])
      #expect(!sheet.diagnostics.contains { $0.code == .duplicateKey })
      let ids = sheet.ledger.transactions.map(\.transactionId)
      #expect(ids.count == 2)
      #expect(ids[0] == derived)
      #expect(ids[1] != derived)
    }
  }
}
