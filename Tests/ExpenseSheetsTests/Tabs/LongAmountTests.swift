import Testing

@testable import ExpenseSheets

@Suite("Amounts with more digits than a ledger amount holds")
struct LongAmountTests {
  @Test(
    "are refused for their length, not their separator",
    arguments: [
      ("999999999999999999.99", false), ("123456789.123456789123", false),
      ("1234567890123456789", true), ("12345678901234567890", true), ("12.50", true),
    ])
  func longAmount(amount: String, loads: Bool) throws {
    let transactions = """
      transactionId,type,date,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,2025-01-05,\(amount),Food,\
      2025-01-05T10:00:00.000Z,2025-01-05T10:00:00.000Z\r

      """
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(transactions.utf8)])
    let row = try #require(decoded.transactions?.rows.first)
    #expect((row.value != nil) == loads)
    let messages = decoded.transactions?.diagnostics.map(\.message) ?? []
    #expect(
      messages.contains { $0.contains("more significant digits than an amount can hold") }
        == !loads, "\(messages)")
  }
}
