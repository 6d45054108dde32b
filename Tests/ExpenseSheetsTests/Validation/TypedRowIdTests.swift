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

  @Test("A typed receipt and a typed recurring rule get ids from their cells, the same each time")
  func receiptAndRule() throws {
    let receipt =
      ",\(Workbook.transactionId),drive2,20250105_Food_\(Workbook.transactionId)_2.jpg,,"
    let rules =
      Workbook.rules
      + ",TRUE,expense,9.99,Food,,typed,2025-02-01,monthly,1,,,\r\n"
    let reads = try (0..<2).map { _ in
      try Workbook.validate(receipts: [Workbook.receipt(), receipt], rules: rules)
    }
    for sheet in reads {
      #expect(!sheet.hasErrors)
      #expect(sheet.ledger.receipts.count == 2)
      #expect(sheet.ledger.recurringRules.count == 2)
    }
    let receiptIds = reads.map { Set($0.ledger.receipts.map(\.receiptId)) }
    let ruleIds = reads.map { Set($0.ledger.recurringRules.map(\.recurringRuleId)) }
    #expect(receiptIds[0] == receiptIds[1])
    #expect(ruleIds[0] == ruleIds[1])
    // The typed row's id is derived; the exported row keeps its own.
    #expect(receiptIds[0].filter(ContentIdentity.isDerived).count == 1)
    #expect(ruleIds[0].filter(ContentIdentity.isDerived).count == 1)
  }
}
