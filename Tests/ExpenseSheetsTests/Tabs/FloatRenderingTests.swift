import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Amounts of more than 15 significant digits, as a binary floating-point value renders them")
struct FloatRenderingTests {
  @Test(
    "are read rounded to 15 significant digits, with a note, never rejected",
    arguments: [
      ("0.0099999999999999999998", "0.01", true), ("45.799999999999997", "45.80", true),
      ("35.630000000000000001", "35.63", true), ("8.3699999999999999999", "8.37", true),
      ("999999999999999999.99", "1000000000000000000.00", true),
      ("123456789.123456789123", "123456789.123457", true),
      ("12345678901234567890", "12345678901234600000.00", true),
      ("$1,234.5000000000001", "1234.50", true), ("12.50", "12.50", false),
      ("1234567890123.45", "1234567890123.45", false),
      // The shortest text of their binary number: typed so, not rendered.
      ("12345678901234.56", "12345678901234.56", false),
      ("1234567890123456", "1234567890123456.00", false),
    ])
  func rendering(cell: String, amount: String, noted: Bool) throws {
    let transactions = """
      transactionId,type,date,amount,category,createdAt,lastModifiedAt\r
      00000000-0000-4000-8000-000000000001,expense,2025-01-05,"\(cell)",Food,\
      2025-01-05T10:00:00.000Z,2025-01-05T10:00:00.000Z\r

      """
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(transactions.utf8)])
    let row = try #require(decoded.transactions?.rows.first?.value)
    #expect(CellFormatter.money(row.amount) == amount)
    let diagnostics = decoded.transactions?.diagnostics ?? []
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    let notes = diagnostics.filter { $0.code == .decidedReading && $0.column == "amount" }
    #expect(notes.map(\.cell) == (noted ? ["Transactions!D2"] : []))
  }

  @Test("A local amount past 15 digits equals the sheet's rounding of it: no edit")
  func localAmountPastSpreadsheetPrecision() {
    let local = Decimal(string: "0.12345678901234567")!
    #expect(MoneyComparison.equal(local, Decimal(string: "0.123456789012346")!))
    #expect(!MoneyComparison.equal(local, Decimal(string: "0.123456789012345")!))
  }
}
