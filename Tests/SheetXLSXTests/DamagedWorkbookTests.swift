import Foundation
import Testing

@testable import SheetXLSX

/// Workbooks damaged or made by hand: each is refused with an error that names the part, or
/// read as it is, never a crash.
@Suite("SheetXLSX: damaged workbooks")
struct DamagedWorkbookTests {
  static let rows = HandMadeWorkbook.sheet(
    rows: #"<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>"#)

  @Test(
    "An entry whose declared size is not its own is damaged, whatever the size declared",
    arguments: [
      (
        "xl/workbook.xml", 1 << 62,
        "it declares 4611686018427387904 bytes, more than the 2 GiB a part can hold"
      ),
      (
        "xl/workbook.xml", 1 << 31,
        "it declares 2147483648 bytes, more than the 2 GiB a part can hold"
      ),
      ("xl/workbook.xml", 10, "its size differs from the size it declares"),
      ("xl/workbook.xml", 100_000, "its size differs from the size it declares"),
      ("xl/worksheets/sheet1.xml", 1 << 62, "its size differs from the size it declares"),
      ("xl/worksheets/sheet1.xml", 10, "its size differs from the size it declares"),
    ] as [(String, UInt64, String)])
  func declaredSize(entry: String, declared: UInt64, reason: String) throws {
    let workbook = HandMadeWorkbook(sheetXML: Self.rows, declaredSizes: [entry: declared])
    #expect(
      try workbook.read()
        == .failure(
          SpreadsheetError(
            path: "book.xlsx", message: "\(entry) in the workbook is damaged (\(reason))")))
  }

  @Test("The hand-made workbook, undamaged, reads")
  func undamaged() throws {
    #expect(
      try HandMadeWorkbook(sheetXML: Self.rows).read()
        == .success([1: [SheetCell(column: 0, value: .text("x"))]]))
  }

  static let twoRows = HandMadeWorkbook.sheet(
    rows: #"<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row>"#)

  @Test(
    "A sheet whose XML ends before its data does is cut off, wherever the cut",
    arguments: [
      "inside the second row": #"<c r="A2"><v>"#,
      "between the rows": #"<row r="2">"#,
      "before the end of the data": "</sheetData>",
      "after an end tag's first bytes": "Data></worksheet>",
    ])
  func cutOff(place: String, before: String) throws {
    let cut = try #require(Self.twoRows.firstRange(of: before)).lowerBound
    #expect(
      try HandMadeWorkbook(sheetXML: String(Self.twoRows[..<cut])).read()
        == .failure(
          SpreadsheetError(
            path: "book.xlsx",
            message:
              "the sheet Sheet1 (xl/worksheets/sheet1.xml) in the workbook is damaged: its XML ends before its last row, as a file cut off does"
          )))
  }

  @Test(
    "A sheet whose data ends, or is empty, reads whole",
    arguments: [
      twoRows,
      HandMadeWorkbook.sheet(rows: "").replacing("<sheetData></sheetData>", with: "<sheetData/>"),
    ])
  func notCutOff(xml: String) throws {
    #expect(throws: Never.self) { try HandMadeWorkbook(sheetXML: xml).read().get() }
  }
}
