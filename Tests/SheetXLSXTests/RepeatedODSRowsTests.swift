import Foundation
import Testing

@testable import SheetXLSX

/// .ods sheets whose rows and cells are repeated (run-length encoded): empty filler to the grid's
/// end reads as nothing, a value repeated a few times reads as each copy, and a value repeated
/// past the grid or more often than a sheet a person keeps is refused, never a crash.
@Suite("SheetXLSX: repeated .ods rows and cells")
struct RepeatedODSRowsTests {
  /// Writes an .ods whose one sheet, `Sheet1`, holds `rows` (`table:table-row` elements) and
  /// reads it: its rows by number, or the error, its path given as `book.ods`.
  func read(rows: String) throws -> Result<[Int: [SheetCell]], SpreadsheetError> {
    try HandMadeODS(sheet: rows).read()
  }

  /// A row of one text cell, `x`, its repeats given as attributes.
  static func row(rows: Int = 1, cells: Int = 1) -> String {
    """
    <table:table-row table:number-rows-repeated="\(rows)">\
    <table:table-cell table:number-columns-repeated="\(cells)" office:value-type="string">\
    <text:p>x</text:p></table:table-cell></table:table-row>
    """
  }

  /// `rows` empty rows of the grid's width, as a spreadsheet fills a sheet to its end.
  static func filler(rows: Int) -> String {
    """
    <table:table-row table:number-rows-repeated="\(rows)">\
    <table:table-cell table:number-columns-repeated="16384"/></table:table-row>
    """
  }

  @Test(
    "Empty filler to the grid's end reads as nothing; a value repeated a few times as each copy")
  func repeatsRead() throws {
    let x = SheetCell.Value.text("x")
    #expect(
      try read(rows: Self.row(rows: 2, cells: 3) + Self.filler(rows: 1_048_574))
        == .success(
          Dictionary(
            uniqueKeysWithValues: [1, 2].map { number in
              (number, (0..<3).map { SheetCell(column: $0, value: x) })
            })))
  }

  @Test(
    "A value repeated past the grid, or more often than a kept sheet, or spaces past any cell, is refused, naming it",
    arguments: [
      (
        filler(rows: 1_048_576) + row(), "its row 1048577 lies outside the grid"
      ),
      (
        row(rows: 2_000_000_000), "row 1 is repeated 2000000000 times"
      ),
      (
        row(rows: 1_001), "row 1 is repeated 1001 times"
      ),
      (
        row(cells: 1_001), "the cell in row 1, column 1 is repeated 1001 times"
      ),
      (
        """
        <table:table-row><table:table-cell table:number-columns-repeated="16384"/>\
        <table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell>\
        </table:table-row>
        """,
        "the cell in row 1, column 16385 lies outside the grid"
      ),
      (
        """
        <table:table-row><table:table-cell office:value-type="string">        <text:p>x<text:s text:c="2000000000"/>y</text:p></table:table-cell></table:table-row>
        """,
        "the cell in row 1, column 1 has a run of 2000000000 spaces"
      ),
    ])
  func refused(rows: String, problem: String) throws {
    let result = try read(rows: rows)
    guard case .failure(let error) = result else {
      Issue.record("read: \(result)")
      return
    }
    #expect(
      error.message.hasPrefix(
        "the sheet Sheet1 (content.xml) in the workbook is damaged: \(problem)"))
  }

  @Test("A percentage cell reads as a percentage, a float as a number")
  func percentage() throws {
    let rows = try read(
      rows: """
        <table:table-row><table:table-cell office:value-type="percentage" office:value="0.125">\
        <text:p>12.50%</text:p></table:table-cell><table:table-cell office:value-type="float" \
        office:value="0.125"><text:p>0.125</text:p></table:table-cell></table:table-row>
        """)
    #expect(
      try rows.get()[1] == [
        SheetCell(column: 0, value: .percent(0.125), shownText: "12.50%"),
        SheetCell(column: 1, value: .number(0.125), shownText: "0.125"),
      ])
  }
}
