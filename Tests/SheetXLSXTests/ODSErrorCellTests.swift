import Foundation
import Testing

@testable import SheetXLSX

/// A formula's error in an .ods file is an error value, as in an .xlsx file: LibreOffice saves
/// it as an empty string marked `calcext:value-type="error"` beside the error it shows, and
/// Gnumeric as the shown error's text. It was read as an empty cell, or as text, and a merge
/// then cleared the stored value.
@Suite("SheetXLSX: formula errors in .ods files")
struct ODSErrorCellTests {
  @Test(
    "A formula's error reads as the error it shows",
    arguments: [
      (
        ##"table:formula="of:=NA()" office:value-type="string" office:string-value="" calcext:value-type="error"><text:p>#N/A</text:p>"##,
        "#N/A"
      ),
      (
        ##"table:formula="of:=1/0" office:value-type="string" office:string-value="" calcext:value-type="error"><text:p>#DIV/0!</text:p>"##,
        "#DIV/0!"
      ),
      (
        ##"table:formula="of:=[.Z99]+" office:value-type="string" office:string-value="" calcext:value-type="error"><text:p>Err:522</text:p>"##,
        "Err:522"
      ),
      (
        ##"table:formula="of:=NA()" office:value-type="string" office:string-value="#N/A">"##,
        "#N/A"
      ),
      (
        ##"table:formula="of:=1/0" office:value-type="string" office:string-value="#DIV/0!">"##,
        "#DIV/0!"
      ),
    ])
  func errorCell(attributesAndContent: String, shown: String) throws {
    let row =
      "<table:table-row><table:table-cell \(attributesAndContent)</table:table-cell></table:table-row>"
    let rows = try HandMadeODS(sheet: row).read().get()
    #expect(rows[1] == [SheetCell(column: 0, value: .error(shown), isFormula: true)])
  }

  @Test(
    "Text that looks like an error is text when no formula computed it, or the text differs",
    arguments: [
      (##"office:value-type="string"><text:p>#N/A</text:p>"##, "#N/A", false),
      (
        ##"table:formula="of:=&quot;#N/A in March&quot;" office:value-type="string" office:string-value="#N/A in March">"##,
        "#N/A in March", true
      ),
      (
        ##"table:formula="of:=&quot;Err:x&quot;" office:value-type="string" office:string-value="Err:x">"##,
        "Err:x", true
      ),
    ])
  func textCell(attributesAndContent: String, text: String, isFormula: Bool) throws {
    let row =
      "<table:table-row><table:table-cell \(attributesAndContent)</table:table-cell></table:table-row>"
    let rows = try HandMadeODS(sheet: row).read().get()
    #expect(rows[1] == [SheetCell(column: 0, value: .text(text), isFormula: isFormula)])
  }
}
