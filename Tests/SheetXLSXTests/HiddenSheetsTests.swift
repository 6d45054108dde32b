import Testing

@testable import SheetXLSX

/// The sheets a workbook hides, read from the parts that say so, in the forms openpyxl, Excel
/// and LibreOffice write.
@Suite("SheetXLSX: hidden sheets")
struct HiddenSheetsTests {
  @Test("An .xlsx's hidden and very hidden sheets; visible and unmarked ones are not")
  func xlsx() {
    let workbook = """
      <workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" \
      xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>\
      <sheet name="Transactions" sheetId="1" state="hidden" r:id="rId1" />\
      <sheet name="Receipts" sheetId="2" state="visible" r:id="rId2" />\
      <sheet name="Categories" sheetId="3" r:id="rId3"/>\
      <sheet name="Old &amp; stale" sheetId="4" state="veryHidden" r:id="rId4"/>\
      </sheets></workbook>
      """
    #expect(
      HiddenSheets.inXLSXWorkbook(Array(workbook.utf8)) == ["Transactions", "Old & stale"])
  }

  @Test("An .ods's tables whose table style does not display them, as LibreOffice writes it")
  func ods() {
    let content = """
      <office:document-content><office:automatic-styles>\
      <style:style style:name="ta1" style:family="table" style:master-page-name="P1">\
      <style:table-properties table:display="false" style:writing-mode="lr-tb"/></style:style>\
      <style:style style:name="ta2" style:family="table" style:master-page-name="P2">\
      <style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style>\
      <style:style style:name="co1" style:family="table-column">\
      <style:table-column-properties style:column-width="2cm"/></style:style>\
      </office:automatic-styles><office:body><office:spreadsheet>\
      <table:table table:name="Transactions" table:style-name="ta1"><table:table-row>\
      <table:table-cell office:value-type="string"><text:p>transactionId</text:p>\
      </table:table-cell></table:table-row></table:table>\
      <table:table table:name="Transactions (2)" table:style-name="ta2"><table:table-row>\
      <table:table-cell/></table:table-row></table:table>\
      <table:table table:name="Notes"/>\
      </office:spreadsheet></office:body></office:document-content>
      """
    #expect(HiddenSheets.inODSContent(Array(content.utf8)) == ["Transactions"])
  }
}
