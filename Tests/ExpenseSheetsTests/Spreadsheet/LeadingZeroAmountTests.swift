import Foundation
import Testing

@testable import ExpenseSheets

/// An amount typed with the separator its column does not use, after a zero (`0,750` among
/// `89.00`, as LibreOffice de-CH keeps it as text; `0.125` among `12,50` in sv-SE): no
/// spreadsheet groups thousands after a leading zero, so it is a decimal, read with a note,
/// never the 750 or 125 that the column's grouping would make of it.
@Suite("Amounts after a leading zero with the other separator")
struct LeadingZeroAmountTests {
  /// A Transactions tab whose amounts are `amounts`, separated by `delimiter`.
  static func tab(_ amounts: [String], delimiter: String) -> [UInt8] {
    let header =
      "transactionId,type,date,year,month,amount,category,tags,note,paidFlag,reimbursedFlag,"
      + "recurringRuleId,createdAt,lastModifiedAt"
    let rows = amounts.enumerated().map { index, amount in
      [
        String(format: "00000000-0000-0000-0000-%012d", index + 1), "expense", "2025-01-05",
        "2025", "1", amount, "Food", "", "", "unpaid", "", "", "2025-01-05T10:00:00.000Z",
        "2025-01-05T10:00:00.000Z",
      ].map { $0.contains(delimiter) ? "\"\($0)\"" : $0 }.joined(separator: delimiter)
    }
    let lines = [header.replacingOccurrences(of: ",", with: delimiter)] + rows
    return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
  }

  @Test(
    "The cell is read as a decimal with the other separator, and a note names it",
    arguments: [
      (
        ["89.00", "0,750", "45.10"], ",", "0.75", "\"0,750\" can be read only with a decimal comma"
      ),
      (
        ["12,50", "0.125", "7,00"], ";", "0.125", "\"0.125\" can be read only with a decimal point"
      ),
      (
        ["89.00", "00,125", "45.10"], ",", "0.125",
        "\"00,125\" can be read only with a decimal comma"
      ),
    ])
  func readAsDecimal(amounts: [String], delimiter: String, read: String, note: String) throws {
    let decoded = try #require(
      try WorkbookReader().read(tabs: [.transactions: Self.tab(amounts, delimiter: delimiter)])
        .transactions)
    let values = decoded.rows.compactMap(\.value).map { CellFormatter.money($0.amount) }
    #expect(values[1] == read)
    #expect(!decoded.diagnostics.contains { $0.severity == .error }, "\(decoded.diagnostics)")
    let notes = decoded.diagnostics.filter { $0.code == .decidedReading }
    #expect(notes.map(\.cell) == ["Transactions!F3"])
    #expect(notes.first?.message.hasPrefix(note) == true, "\(notes)")
  }

  @Test("A column of such cells alone is read with the separator they need")
  func columnOfLeadingZeros() throws {
    let decoded = try #require(
      try WorkbookReader().read(
        tabs: [.transactions: Self.tab(["0,125", "0,750", "0,500"], delimiter: ";")]
      ).transactions)
    let values = decoded.rows.compactMap(\.value).map { CellFormatter.money($0.amount) }
    #expect(values == ["0.125", "0.75", "0.50"])
  }
}
