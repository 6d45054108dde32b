import Foundation
import Testing

@testable import ExpenseSheets

/// A header of many columns a person would not add, over many rows: each of those columns is
/// kept as a cell of every row, so 300,000 names over 300 short rows (a 2 MB file) took 2.9 GB
/// and aborted under a memory limit. Past the cells Google Sheets holds in a whole spreadsheet,
/// the tab is rejected as a whole.
@Suite("A tab with more added cells than a spreadsheet holds")
struct TooManyCellsTests {
  /// A Categories tab with `extra` added header names over `rows` short rows.
  static func categories(extra: Int, rows: Int) -> [UInt8] {
    let names = (0..<extra).map { "x\($0)" }.joined(separator: ",")
    var text = "name,type,isActive,\(names)\r\n"
    for row in 0..<rows { text += "Food\(row),expense,TRUE\r\n" }
    return Array(text.utf8)
  }

  @Test("Past the limit: one error on the header, every row rejected, no added cell kept")
  func rejected() throws {
    let extra = TabHeader<CategoriesCodec.Column>.maximumExtraCells / 100 + 1
    let workbook = try WorkbookReader().read(
      tabs: [.categories: Self.categories(extra: extra, rows: 100)])
    let tab = try #require(workbook.categories)
    #expect(tab.diagnostics.filter { $0.severity == .error }.map(\.code) == [.tooManyCells])
    #expect(
      tab.diagnostics.first { $0.code == .tooManyCells }?.message
        == "the header has \(extra) columns besides the tab's own, over 100 rows: more cells than "
        + "Google Sheets holds in a whole spreadsheet (10000000); the tab is not read; delete the "
        + "columns no one uses")
    #expect(tab.rows.count == 100)
    #expect(tab.rows.allSatisfy { $0.value == nil && $0.key != nil })
    let sheet = Validator().validate(workbook)
    #expect(sheet.rejectedTabs == [.categories])
  }

  @Test("One row wider than the header is named as the cause")
  func wideRow() throws {
    let wide = "Food,expense,TRUE" + String(repeating: ",x", count: 200_000)
    let text =
      "name,type,isActive\r\n" + wide + "\r\n" + (1...60).map { "F\($0),expense,TRUE\r\n" }.joined()
    let workbook = try WorkbookReader().read(tabs: [.categories: Array(text.utf8)])
    let error = try #require(workbook.categories?.diagnostics.first { $0.code == .tooManyCells })
    #expect(error.row == 2)
    #expect(
      error.message.hasPrefix(
        "row 2 has 200003 cells, where the header has 3, making 200000 columns besides the tab's own, over 61 rows"
      ))
  }

  @Test("Below the limit: the added columns are kept, as any tab's")
  func belowTheLimit() throws {
    let workbook = try WorkbookReader().read(
      tabs: [.categories: Self.categories(extra: 1_000, rows: 100)])
    let tab = try #require(workbook.categories)
    #expect(!tab.diagnostics.contains { $0.code == .tooManyCells })
    #expect(tab.rows.first?.value?.extraCells.count == 1_000)
  }
}
