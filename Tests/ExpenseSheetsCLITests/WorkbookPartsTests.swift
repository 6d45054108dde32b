import Foundation
import Testing

/// The parts of an .xlsx file as Excel and other writers lay them out: sheets that hold no
/// cells, and relationships that name their parts by any valid path.
@Suite("Workbook parts as writers lay them out", .serialized)
struct WorkbookPartsTests {
  @Test("A chart sheet beside the tabs is passed over; the tabs merge back with no change")
  func chartSheet() throws {
    let tests = WorkbookFileTests()
    let (folder, store, xlsx) = try tests.exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/workbook.xml") { xml in
      xml.replacing("</sheets>", with: #"<sheet name="Chart1" sheetId="9" r:id="rId99"/></sheets>"#)
    }
    try WorkbookPartEdit.edit(xlsx, part: "xl/_rels/workbook.xml.rels") { xml in
      xml.replacing(
        "</Relationships>",
        with:
          #"<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="chartsheets/sheet1.xml"/></Relationships>"#
      )
    }
    try WorkbookPartEdit.add(
      xlsx, part: "xl/chartsheets/sheet1.xml",
      text:
        #"<chartsheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"/></sheetViews></chartsheet>"#
    )
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0, "\(validate.output)\(validate.error)")
    try tests.expectNoChange(merging: xlsx, into: store, "with a chart sheet")
  }

  @Test(
    "A sheet's part named by a path with `..`, `./` or percent-escapes is read",
    arguments: [
      "../xl/worksheets/sheet1.xml", "./worksheets/sheet1.xml", "worksheets/sheet%31.xml",
    ])
  func partPaths(target: String) throws {
    let tests = WorkbookFileTests()
    let (folder, store, xlsx) = try tests.exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try WorkbookPartEdit.edit(xlsx, part: "xl/_rels/workbook.xml.rels") { xml in
      xml.replacing(#"Target="worksheets/sheet1.xml""#, with: #"Target="\#(target)""#)
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0, "\(validate.output)\(validate.error)")
    try tests.expectNoChange(merging: xlsx, into: store, target)
  }

  @Test(
    "A macro-enabled workbook or a template is read as the workbook it is",
    arguments: ["xlsm", "xltx", "XLTM"])
  func otherExtensions(ext: String) throws {
    let tests = WorkbookFileTests()
    let (folder, store, xlsx) = try tests.exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renamed = folder.appendingPathComponent("ledger.\(ext)").path
    try FileManager.default.moveItem(atPath: xlsx, toPath: renamed)
    let validate = try Tool.run(["validate", renamed])
    #expect(validate.status == 0, "\(validate.output)\(validate.error)")
    try tests.expectNoChange(merging: renamed, into: store, ext)
  }
}
