import Foundation
import Testing

@testable import ExpenseSheets

@Suite("A lastModifiedAt in the future")
struct FutureTimestampTests {
  /// 2025-06-01T12:00:00Z, the validation's time in these tests.
  static let now = Timestamp.date(milliseconds: 1_748_779_200_000)

  static func workbook(lastModifiedAt: String) throws -> DecodedWorkbook {
    let transactions = """
      transactionId,type,date,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,2025-01-05,12.50,Food,\
      2025-01-05T10:00:00.000Z,\(lastModifiedAt)\r

      """
    return try WorkbookReader().read(tabs: [
      .transactions: Array(transactions.utf8),
      .categories: Array("name,type,isActive\r\nFood,expense,TRUE\r\n".utf8),
    ])
  }

  @Test(
    "is a warning when more than a day after the validation, and the row still loads",
    arguments: [
      ("2099-01-01T00:00:00.000Z", true), ("2025-06-02T12:00:00.000Z", false),
      ("2025-06-01T11:00:00.000Z", false),
    ])
  func future(lastModifiedAt: String, warned: Bool) throws {
    let sheet = Validator(now: Self.now).validate(try Self.workbook(lastModifiedAt: lastModifiedAt))
    let warnings = sheet.diagnostics.filter { $0.code == .futureTimestamp }
    #expect(warnings.count == (warned ? 1 : 0))
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.cell == "Transactions!G2" })
    #expect(sheet.ledger.transactions.count == 1)
  }
}
