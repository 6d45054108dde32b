import Testing

@testable import SheetXLSX

/// Formula cells saved without their computed value, as openpyxl saves a formula it writes.
@Suite("SheetXLSX: formulas without a computed value")
struct UncomputedFormulaTests {
  @Test(
    "A formula cell without a computed value is read as uncomputed, not left out",
    arguments: [
      (
        #"<c r="B1"><f>UPPER("x")</f></c>"#,
        SheetCell(column: 1, value: .uncomputed, isFormula: true)
      ),
      (
        #"<c r="B1"><f>UPPER("x")</f><v></v></c>"#,
        SheetCell(column: 1, value: .uncomputed, isFormula: true)
      ),
      (
        #"<c r="B1"><f>UPPER("x")</f><v /></c>"#,
        SheetCell(column: 1, value: .uncomputed, isFormula: true)
      ),
      (
        #"<c r="B1" s="0"><f>1+1</f><v/></c>"#,
        SheetCell(column: 1, value: .uncomputed, isFormula: true)
      ),
      (
        #"<c r="B1"><f>1+1</f><v>2</v></c>"#,
        SheetCell(column: 1, value: .number(2), isFormula: true)
      ),
      (
        #"<c r="B1" t="str"><f>UPPER("x")</f><v>X</v></c>"#,
        SheetCell(column: 1, value: .text("X"), isFormula: true)
      ),
      // LibreOffice's boolean, its computed value dropped by a program that re-saved it: the
      // constant formula says it.
      (#"<c r="B1" t="b"><f>TRUE()</f><v /></c>"#, SheetCell(column: 1, value: .boolean(true))),
      (#"<c r="B1"><f>FALSE()</f></c>"#, SheetCell(column: 1, value: .boolean(false))),
      (#"<c r="B1" t="b"><f>TRUE()</f><v>1</v></c>"#, SheetCell(column: 1, value: .boolean(true))),
      // LibreOffice's .xlsx of a boolean typed in a number cell keeps the number beside it;
      // Gnumeric writes LibreOffice's boolean as the formula `TRUE`.
      (#"<c r="B1"><f>TRUE()</f><v>1</v></c>"#, SheetCell(column: 1, value: .boolean(true))),
      (#"<c r="B1" t="b"><f>TRUE</f><v>1</v></c>"#, SheetCell(column: 1, value: .boolean(true))),
      (#"<c r="B1" t="b"><f>FALSE</f><v>0</v></c>"#, SheetCell(column: 1, value: .boolean(false))),
    ] as [(String, SheetCell)])
  func uncomputed(cell: String, expected: SheetCell) throws {
    let xml = HandMadeWorkbook.sheet(rows: #"<row r="1"><c r="A1"><v>1</v></c>"# + cell + "</row>")
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == .success([1: [SheetCell(column: 0, value: .number(1)), expected]]))
  }

  @Test("A formula that computed an empty text is an empty cell, as before")
  func computedEmptyText() throws {
    let xml = HandMadeWorkbook.sheet(
      rows: #"<row r="1"><c r="A1"><v>1</v></c><c r="B1" t="str"><f>""</f><v></v></c></row>"#)
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == .success([1: [SheetCell(column: 0, value: .number(1))]]))
  }
}
