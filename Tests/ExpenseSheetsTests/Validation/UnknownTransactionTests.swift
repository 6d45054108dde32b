import Foundation
import Testing

@testable import ExpenseSheets

/// `unknown-transaction` quotes the id a receipt names and, when a transaction's id is a digit
/// or two away, offers it as the fix.
@Suite("Unknown transactions")
struct UnknownTransactionTests {
  /// A receipt's transaction id, the sheet's transaction ids, and the fix expected: the row of
  /// the id offered, and the help's summary.
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var named: String
    var transactions: [String] = [Workbook.transactionId]
    var expected: (row: Int, id: String, summary: String)?
  }

  static let cases: [Case] = [
    .init(
      description: "one digit mistyped", named: "BBBBBBBB-0000-4000-8000-000000000007",
      expected: (
        2, Workbook.transactionId,
        "use the id of the transaction on Transactions row 2, one digit away"
      )),
    .init(
      description: "two digits swapped", named: "BBBBBBBB-0000-4000-8000-000000000010",
      expected: (
        2, Workbook.transactionId,
        "use the id of the transaction on Transactions row 2, 2 digits away"
      )),
    .init(
      description: "the nearest of two ids", named: "BBBBBBBB-0000-4000-8000-0000000000F3",
      transactions: [Workbook.transactionId, "BBBBBBBB-0000-4000-8000-0000000000F1"],
      expected: (
        3, "BBBBBBBB-0000-4000-8000-0000000000F1",
        "use the id of the transaction on Transactions row 3, one digit away"
      )),
    .init(
      description: "the first row of two as near", named: "BBBBBBBB-0000-4000-8000-000000000003",
      transactions: ["BBBBBBBB-0000-4000-8000-000000000002", Workbook.transactionId],
      expected: (
        2, "BBBBBBBB-0000-4000-8000-000000000002",
        "use the id of the transaction on Transactions row 2, one digit away"
      )),
    .init(description: "three digits away", named: "BBBBBBBB-0000-4000-8000-000000000123"),
    .init(description: "another id", named: "DDDDDDDD-0000-4000-8000-000000000009"),
  ]

  @Test(
    "A receipt naming no transaction quotes the id, and offers one a digit or two away",
    arguments: cases)
  func unknown(_ testCase: Case) throws {
    let sheet = try Workbook.validate(
      transactions: testCase.transactions.map { Workbook.transaction(id: $0) },
      receipts: [Workbook.receipt(transaction: testCase.named)])
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownTransaction })
    #expect(
      diagnostic.message
        == "transactionId \"\(testCase.named)\" names no transaction; fix the id, or add its transaction to the Transactions tab"
    )
    #expect(diagnostic.cell == "Receipts!B2")
    #expect(diagnostic.value == testCase.named)
    #expect(diagnostic.suggestions == (testCase.expected.map { [$0.id] } ?? []))
    #expect(
      diagnostic.fix
        == testCase.expected.map {
          Diagnostic.Fix(summary: $0.summary, edits: [.init(cell: "Receipts!B2", value: $0.id)])
        })
  }

  @Test("Without a Transactions tab, a store's transaction a digit away is offered")
  func unknownLocal() throws {
    let local = try Workbook.validate().ledger
    let named = "BBBBBBBB-0000-4000-8000-000000000009"
    let tabs: [Tab: [UInt8]] = [
      .receipts: Array(
        [Workbook.receiptHeader, Workbook.receipt(transaction: named)].joined(separator: "\r\n")
          .utf8)
    ]
    let sheet = Validator().validate(try WorkbookReader().read(tabs: tabs), local: local)
    let diagnostic = try #require(sheet.diagnostics.first { $0.code == .unknownTransaction })
    #expect(
      diagnostic.message
        == "transactionId \"\(named)\" names no transaction: the sheet has no Transactions tab, and the store has no such transaction; fix the id, or include Transactions.csv with it"
    )
    #expect(
      diagnostic.fix
        == Diagnostic.Fix(
          summary: "use the id of the store's transaction one digit away",
          edits: [.init(cell: "Receipts!B2", value: Workbook.transactionId)]))
  }

  @Test("Only the first 20 unknown ids are searched for a near one")
  func searchLimit() throws {
    let receipts = (1...21).map { number in
      Workbook.receipt(
        id: "CCCCCCCC-0000-4000-8000-0000000001\(String(format: "%02d", number))",
        transaction: "BBBBBBBB-0000-4000-8000-000000000007")
    }
    let sheet = try Workbook.validate(receipts: receipts)
    let unknown = sheet.diagnostics.filter { $0.code == .unknownTransaction }
    #expect(unknown.count == 21)
    #expect(unknown.prefix(20).allSatisfy { $0.fix != nil })
    #expect(unknown.last?.cell == "Receipts!B22")
    #expect(unknown.last?.fix == nil)
  }

  @Test("A receipt naming a transaction deleted from the sheet that the store has says so")
  func deletedFromSheet() throws {
    let deleted = "BBBBBBBB-0000-4000-8000-0000000000D1"
    let other = "DDDDDDDD-0000-4000-8000-000000000001"
    let local = try Workbook.validate(
      transactions: [Workbook.transaction(id: deleted)], receipts: []
    ).ledger
    try #require(local.transactions.map(\.transactionId) == [UUID(uuidString: deleted)!])
    let workbook = {
      try Workbook.decode(
        transactions: [Workbook.transaction(id: other)],
        receipts: [
          Workbook.receipt(transaction: deleted),
          Workbook.receipt(
            id: "CCCCCCCC-0000-4000-8000-000000000002",
            transaction: "EEEEEEEE-0000-4000-8000-000000000001"),
        ])
    }
    let (byId, askedIds) = Workbook.validateById(try workbook(), local: local)
    let whole = Validator().validate(try workbook(), local: local)
    for sheet in [byId, whole] {
      let messages = sheet.diagnostics.filter { $0.code == .unknownTransaction }.map(\.message)
      #expect(
        messages == [
          "transactionId \"\(deleted)\" names a transaction deleted from the Transactions tab, which the store still has: delete this receipt too, or put the transaction's row back",
          "transactionId \"EEEEEEEE-0000-4000-8000-000000000001\" names no transaction; fix the id, or add its transaction to the Transactions tab",
        ])
    }
    #expect(
      askedIds == [
        [UUID(uuidString: deleted)!, UUID(uuidString: "EEEEEEEE-0000-4000-8000-000000000001")!]
      ])
    // Without a store, the id names no transaction.
    let alone = Validator().validate(try workbook())
    #expect(
      alone.diagnostics.first { $0.code == .unknownTransaction }?.message
        == "transactionId \"\(deleted)\" names no transaction; fix the id, or add its transaction to the Transactions tab"
    )
  }

  @Test("A receipt naming the store's transaction, whose row's id was mistyped, mends that id")
  func transactionIdMistypedInSheet() throws {
    let stored = "BBBBBBBB-0000-4000-8000-0000000000D1"
    let mistyped = "BBBBBBBB-0000-4000-8000-0000000000D7"
    let local = try Workbook.validate(
      transactions: [Workbook.transaction(id: stored)], receipts: []
    ).ledger
    let workbook = try Workbook.decode(
      transactions: [Workbook.transaction(id: mistyped)],
      receipts: [Workbook.receipt(transaction: stored)])
    let sheet = Validator().validate(workbook, local: local)
    let error = try #require(sheet.diagnostics.first { $0.code == .unknownTransaction })
    #expect(error.cell == "Receipts!B2")
    #expect(
      error.message
        == "transactionId \"\(stored)\" names a transaction the store has; Transactions row 2 holds \"\(mistyped)\", a digit or two away, which the store has not: that id looks mistyped, and this receipt's is right"
    )
    #expect(error.suggestions.isEmpty)
    #expect(
      error.fix?.edits == [Diagnostic.CellEdit(cell: "Transactions!A2", value: stored)])
    // Without a store, nothing tells which id is right, and the receipt's is offered the row's.
    let alone = Validator().validate(workbook)
    #expect(
      alone.diagnostics.first { $0.code == .unknownTransaction }?.fix?.edits
        == [Diagnostic.CellEdit(cell: "Receipts!B2", value: mistyped)])
  }

  @Test("A receipt naming the store's transaction, whose row's id cannot be read, waits on that id")
  func transactionIdUnreadableInSheet() throws {
    let stored = "BBBBBBBB-0000-4000-8000-0000000000D1"
    let local = try Workbook.validate(
      transactions: [Workbook.transaction(id: stored)], receipts: []
    ).ledger
    let workbook = try Workbook.decode(
      transactions: [Workbook.transaction(id: "BBBBBBBB-0000-4000-8000-0000000000D")],
      receipts: [Workbook.receipt(transaction: stored)])
    let sheet = Validator().validate(workbook, local: local)
    let error = try #require(sheet.diagnostics.first { $0.code == .unknownTransaction })
    #expect(
      error.message
        == "transactionId \"\(stored)\" names a transaction the store has, which the Transactions tab lacks under that id; Transactions row 2 has an id that cannot be read, and may be it: fix that id first"
    )
    #expect(error.fix == nil)
  }
}
