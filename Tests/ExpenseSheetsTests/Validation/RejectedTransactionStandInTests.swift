import Foundation
import Testing

@testable import ExpenseSheets

/// A receipt whose Transactions row is rejected names a transaction the merge keeps from the
/// local ledger, when that ledger has it: the receipt loads on its own merits.
@Suite("A receipt of a rejected transaction row, given the local ledger")
struct RejectedTransactionStandInTests {
  /// A sheet, whether the local ledger holds its transaction, and the diagnostics expected.
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var transactionHeader = Workbook.transactionHeader
    var transaction = Workbook.transaction(category: "food")
    var receipt = Workbook.receipt()
    /// Whether the local ledger holds the transaction (else it is empty).
    var isLocal: Bool
    /// Each diagnostic as `cell code`.
    var expected: [String]
    var description: String { name }
  }

  static let otherName = "20250105_Gifts_\(Workbook.transactionId)_1.jpg"

  static let cases: [Case] = [
    .init(
      name: "a wrong-case category, the store has the transaction", isLocal: true,
      expected: ["Transactions!G2 unknown-category"]),
    .init(
      name: "a wrong-case category, the store lacks the transaction", isLocal: false,
      expected: ["Transactions!G2 unknown-category", "Receipts!B2 depends-on-rejected-row"]),
    .init(
      name: "the Transactions tab rejected as a whole, the store has the transaction",
      transactionHeader: Workbook.transactionHeader.replacingOccurrences(
        of: ",amount,", with: ",amt,"),
      transaction: Workbook.transaction(), isLocal: true,
      expected: ["Transactions!F1 unknown-column", "- missing-column"]),
    .init(
      name: "the Transactions tab rejected as a whole, the store lacks the transaction",
      transactionHeader: Workbook.transactionHeader.replacingOccurrences(
        of: ",amount,", with: ",amt,"),
      transaction: Workbook.transaction(), isLocal: false,
      expected: [
        "Transactions!F1 unknown-column", "- missing-column", "Receipts!B2 depends-on-rejected-row",
      ]),
    .init(
      name: "a file name of another category than the store's transaction",
      receipt: Workbook.receipt(fileName: otherName), isLocal: true,
      expected: ["Transactions!G2 unknown-category", "Receipts!D2 receipt-file-name"]),
  ]

  @Test("is loaded when the local ledger has its transaction", arguments: cases)
  func standIn(_ testCase: Case) throws {
    let local = testCase.isLocal ? try Workbook.validate().ledger : Ledger()
    let workbook = {
      try Workbook.decode(
        transactionHeader: testCase.transactionHeader, transactions: [testCase.transaction],
        receipts: [testCase.receipt])
    }
    let sheet = Validator().validate(try workbook(), local: local)
    let found = sheet.diagnostics.map { "\($0.cell ?? "-") \($0.code.rawValue)" }
    #expect(found == testCase.expected, "\(sheet.diagnostics)")
    let isLoaded = !testCase.expected.contains { $0.hasPrefix("Receipts!B2") }
    #expect(sheet.ledger.receipts.count == (isLoaded ? 1 : 0))
    // Asked for lazily, the local ledger gives the same result.
    var asked = 0
    let lazily = Validator().validate(try workbook()) {
      asked += 1
      return local
    }
    #expect(ValidationReport(lazily) == ValidationReport(sheet))
    #expect(asked == 1)
    // Asked for by id, the local transactions give the same result, the ledger never asked.
    let (byId, askedIds) = Workbook.validateById(try workbook(), local: local)
    #expect(ValidationReport(byId) == ValidationReport(sheet))
    #expect(askedIds == [[UUID(uuidString: Workbook.transactionId)!]])
  }

  @Test("The local ledger is not asked for when every Transactions row loads")
  func notAsked() throws {
    var asked = 0
    let sheet = Validator().validate(try Workbook.decode()) {
      asked += 1
      return Ledger()
    }
    #expect(sheet.diagnostics.isEmpty)
    #expect(asked == 0)
  }
}
