import Foundation
import Testing

@testable import ExpenseSheets

/// A header row sorted in among the rows (a tab sorted without its header row frozen) has data
/// above it: the tab is rejected with a `header-row` error, so that a merge deletes none of
/// the rows above it. Title rows above a header stay a warning.
@Suite("A header row below data")
struct HeaderBelowDataTests {
  /// A transaction row with id `n`.
  private func row(_ n: Int) -> String {
    Workbook.transaction(id: String(format: "00000000-0000-4000-8000-%012d", n))
  }

  @Test(
    "Rows of data above the header reject the tab, wherever the sort put the header",
    arguments: [(2, 3), (14, 0)])
  func dataAbove(above: Int, below: Int) throws {
    let lines = (0..<above).map(row) + [Workbook.transactionHeader]
    let sheet = try Workbook.validate(
      transactionHeader: lines.joined(separator: "\r\n"),
      transactions: (100..<(100 + below)).map(row), receipts: [])
    let error = try #require(sheet.diagnostics.first { $0.code == .headerRow })
    #expect(error.severity == .error)
    #expect(error.row == above + 1)
    #expect(sheet.ledger.transactions.isEmpty)
    #expect(sheet.rejectedTabs.contains(.transactions))
  }

  @Test(
    "Excel's separator line above the header is no row of the sheet: no warning",
    arguments: ["sep=,", "SEP=,"])
  func separatorLine(line: String) throws {
    let sheet = try Workbook.validate(
      transactionHeader: line + "\r\n" + Workbook.transactionHeader,
      transactions: [row(1)], receipts: [])
    #expect(!sheet.diagnostics.contains { $0.code == .headerRow }, "\(sheet.diagnostics)")
    #expect(sheet.ledger.transactions.count == 1)
  }

  @Test("A title above the header is a warning, and the rows below are read")
  func titleAbove() throws {
    let sheet = try Workbook.validate(
      transactionHeader: "My expenses,,2025\r\n\r\n" + Workbook.transactionHeader,
      transactions: [row(1)], receipts: [])
    let warning = try #require(sheet.diagnostics.first { $0.code == .headerRow })
    #expect(warning.severity == .warning)
    #expect(sheet.ledger.transactions.count == 1)
  }
}
