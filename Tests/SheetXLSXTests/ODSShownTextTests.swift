import Testing

@testable import SheetXLSX

/// An .ods cell that LibreOffice typed from what a person wrote (`1,5` a number, `SANT` a
/// boolean, `50 %` a percentage in sv-SE) keeps the text it shows beside its value: a free-text
/// column reads that text, as a CSV file saved from the sheet holds it, not the value.
@Suite("SheetXLSX: the text .ods cells show")
struct ODSShownTextTests {
  @Test(
    "A typed cell keeps the text its paragraphs show beside its value",
    arguments: [
      (
        #"office:value-type="float" office:value="1.5"><text:p>1,5</text:p>"#,
        SheetCell.Value.number(1.5), "1,5"
      ),
      (
        #"office:value-type="boolean" office:boolean-value="true"><text:p>SANT</text:p>"#,
        .boolean(true), "SANT"
      ),
      (
        #"office:value-type="percentage" office:value="0.5"><text:p>50 %</text:p>"#,
        .percent(0.5), "50 %"
      ),
      (
        #"table:formula="of:=TRUE()" office:value-type="float" office:value="1"><text:p>SANT</text:p>"#,
        .boolean(true), "SANT"
      ),
      (
        #"office:value-type="date" office:date-value="2025-03-04"><text:p>4/3</text:p>"#,
        .date(CivilDateTime(year: 2025, month: 3, day: 4)), "4/3"
      ),
      (
        #"office:value-type="currency" office:currency="SEK" office:value="12.5">"#
          + #"<text:p>12,50<text:s text:c="2"/>kr</text:p><text:p>i<text:tab/>kassan</text:p>"#,
        .number(12.5), "12,50  kr\ni\tkassan"
      ),
    ] as [(String, SheetCell.Value, String)])
  func typedCell(attributesAndContent: String, value: SheetCell.Value, shown: String) throws {
    let row =
      "<table:table-row><table:table-cell \(attributesAndContent)</table:table-cell></table:table-row>"
    let rows = try HandMadeODS(sheet: row).read().get()
    #expect(rows[1] == [SheetCell(column: 0, value: value, shownText: shown)])
  }

  @Test(
    "A text cell, and a typed cell that shows nothing, keep no shown text",
    arguments: [
      (#"office:value-type="string"><text:p>1,5</text:p>"#, SheetCell.Value.text("1,5")),
      (#"office:value-type="float" office:value="1.5">"#, .number(1.5)),
    ])
  func noShownText(attributesAndContent: String, value: SheetCell.Value) throws {
    let row =
      "<table:table-row><table:table-cell \(attributesAndContent)</table:table-cell></table:table-row>"
    let rows = try HandMadeODS(sheet: row).read().get()
    #expect(rows[1] == [SheetCell(column: 0, value: value)])
  }

  @Test("A row's cells keep their shown text through the row's byte buffer")
  func rowBuffer() {
    let cells = [
      SheetCell(column: 0, value: .text("lunch")),
      SheetCell(column: 1, value: .number(1.5), shownText: "1,5"),
      SheetCell(column: 2, value: .boolean(true), isFormula: true, shownText: "SANT"),
      SheetCell(column: 3, value: .percent(0.5)),
    ]
    #expect(SheetRow(cells).sheetCells == cells)
  }
}
