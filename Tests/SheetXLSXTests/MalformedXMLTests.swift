import Foundation
import Testing

@testable import SheetXLSX

/// Sheets whose XML is not well-formed, or stops before its document does: refused with an
/// error naming the sheet and the place, never read as the cells they seem to hold (`a < b`
/// read as `a `, the rows after a cut as none).
@Suite("SheetXLSX: malformed and cut-off XML")
struct MalformedXMLTests {
  /// A cell of `text`, as a writer that does not escape `<` writes it.
  static func textRow(_ text: String) -> String {
    #"<row r="1"><c r="A1"><v>1</v></c><c r="B1" t="inlineStr"><is><t>\#(text)</t></is></c></row>"#
  }

  @Test(
    "A `<` that starts no tag in an .xlsx sheet is damage, at its cell",
    arguments: ["a < b", "a <3 b", "a <", "<= 5", "x<<y"])
  func strayBracketInSheet(text: String) throws {
    let xml = HandMadeWorkbook.sheet(rows: Self.textRow(text))
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedSheet("at its cell B1, \(XMLScanner.strayBracket)"))
  }

  @Test(
    "A `<` that starts no tag before a row's first cell is damage, at its row",
    arguments: [
      (#"<row r="1">< <c r="A1"><v>1</v></c></row>"#, "its row 1"),
      (
        #"<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><<c r="A2"><v>1</v></c></row>"#,
        "its row 2"
      ),
      (#"< <row r="1"><c r="A1"><v>1</v></c></row>"#, "its first row"),
    ])
  func strayBracketBeforeCells(rows: String, place: String) throws {
    #expect(
      try HandMadeWorkbook(sheetXML: HandMadeWorkbook.sheet(rows: rows)).read()
        == HandMadeWorkbook.damagedSheet("at \(place), \(XMLScanner.strayBracket)"))
  }

  @Test("An escaped `<` and a bare `>` read as text", arguments: ["a &lt; b", "a > b"])
  func escapedBracket(text: String) throws {
    let xml = HandMadeWorkbook.sheet(rows: Self.textRow(text))
    let rows = try HandMadeWorkbook(sheetXML: xml).read().get()
    #expect(rows[1]?.last?.value == .text(text.replacingOccurrences(of: "&lt;", with: "<")))
  }

  /// A sheet of one string cell, `text`, in row 1, and a number in row 2.
  static func odsSheet(_ text: String) -> String {
    """
    <table:table-row><table:table-cell office:value-type="string"><text:p>\(text)</text:p>\
    </table:table-cell></table:table-row><table:table-row>\
    <table:table-cell office:value-type="float" office:value="2"/></table:table-row>
    """
  }

  /// What reading the hand-made .ods gives when its `Sheet1` is damaged as `problem` says.
  static func damagedODS(_ problem: String) -> Result<[Int: [SheetCell]], SpreadsheetError> {
    .failure(
      SpreadsheetError(
        path: "book.ods",
        message: "the sheet Sheet1 (content.xml) in the workbook is damaged: \(problem)"))
  }

  @Test("A `<` that starts no tag in an .ods cell is damage, at its cell")
  func strayBracketInODS() throws {
    #expect(
      try HandMadeODS(sheet: Self.odsSheet("a < b")).read()
        == Self.damagedODS("in the cell in row 1, column 1, \(XMLScanner.strayBracket)"))
  }

  @Test(
    "An .ods whose content.xml stops before its document does is cut off, wherever the cut",
    arguments: [
      "<table:table-cell office:value-type=\"float\"", "</table:table-row><table:table-row>",
      "</table:table>", "</office:document-content>",
    ])
  func cutODS(before: String) throws {
    #expect(
      try HandMadeODS(sheet: Self.odsSheet("x"), cutBefore: before).read()
        == Self.damagedODS("its XML ends before the document does, as a file cut off does"))
  }

  @Test("The same .ods, whole, reads")
  func wholeODS() throws {
    #expect(
      try HandMadeODS(sheet: Self.odsSheet("a &lt; b")).read()
        == .success([
          1: [SheetCell(column: 0, value: .text("a < b"))],
          2: [SheetCell(column: 0, value: .number(2))],
        ]))
  }
}
