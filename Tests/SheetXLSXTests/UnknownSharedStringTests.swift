import Foundation
import Testing

@testable import SheetXLSX

/// A cell of shared string whose index the workbook's shared strings lack: the file is damaged,
/// never read with that cell empty (a merge would then clear the value it held).
@Suite("SheetXLSX: a cell naming a shared string the workbook lacks")
struct UnknownSharedStringTests {
  @Test(
    "A shared string index past the strings, or no index, is damage named by its cell",
    arguments: [
      (#"<row r="2"><c r="B2" t="s"><v>0</v></c></row>"#, "B2", "0"),
      (#"<row r="2"><c r="A2"><v>1</v></c><c t="s"><v>99999999</v></c></row>"#, "B2", "99999999"),
      (#"<row r="3"><c r="C3" t="s"><v>x</v></c></row>"#, "C3", "x"),
      (#"<row r="2"><c r="D2" t="s"><f>A1</f><v>7</v></c></row>"#, "D2", "7"),
    ])
  func damaged(rows: String, reference: String, value: String) throws {
    let xml = HandMadeWorkbook.sheet(
      rows: #"<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>"# + rows)
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedSheet(
          "its cell \(reference) names the shared string \(value), and the workbook has 0"))
  }
}
