import Foundation
import Testing

@testable import SheetXLSX

/// A number formatted as a time alone (what a spreadsheet makes of a typed `12:30`) reads as the
/// time it shows, as an .ods file's time cell does: it read as a date-time on 1899-12-30 or 31,
/// which a note kept as `1899-12-31 12:30:00.000` and an amount as the fraction 0.52083.
@Suite("SheetXLSX: cells formatted as times")
struct TimeCellTests {
  @Test(
    "A time format shows the time of day, or elapsed hours",
    arguments: [
      (0.520833333333333, "h:mm", "12:30"), (0.520833333333333, "h:mm:ss", "12:30:00"),
      (0.5211805555555556, "hh:mm:ss", "12:30:30"), (0.520833333333333, "h:mm AM/PM", "12:30 PM"),
      (0.0625, "h:mm AM/PM", "1:30 AM"), (0, "h:mm AM/PM", "12:00 AM"), (0, "h:mm", "0:00"),
      (1.5, "[h]:mm", "36:00"), (0.999999999, "h:mm:ss", "0:00:00"),
    ])
  func shown(serial: Double, code: String, text: String) {
    #expect(NumberFormatKind(code: code).timeText(serial: serial) == text)
  }

  @Test(
    "No time is shown for another format, a number no time shows, or a time with a date",
    arguments: [
      (0.5, "yyyy-mm-dd"), (0.5, "m/d/yy h:mm"), (0.5, "0.00"), (-0.5, "h:mm"), (.nan, "h:mm"),
      (.infinity, "h:mm"), (1e9, "[h]:mm"), (45662.75, "h:mm"),
    ])
  func notShown(serial: Double, code: String) {
    #expect(NumberFormatKind(code: code).timeText(serial: serial) == nil)
  }
}

extension TimeCellTests {
  @Test(
    "An .xlsx cell styled as a time reads as the time it shows; with a date, as its date and time")
  func xlsxCells() throws {
    let styles = """
      <?xml version="1.0" encoding="UTF-8"?>
      <styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">\
      <numFmts count="1"><numFmt numFmtId="164" formatCode="[h]:mm"/></numFmts>\
      <cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="20"/><xf numFmtId="164"/></cellXfs>\
      </styleSheet>
      """
    let workbook = HandMadeWorkbook(
      sheetXML: HandMadeWorkbook.sheet(
        rows: """
          <row r="1"><c r="A1" s="1"><v>0.520833333333333</v></c>\
          <c r="B1" s="2"><v>1.5</v></c><c r="C1" s="0"><v>0.5</v></c>\
          <c r="D1" s="1"><v>45662.75</v></c></row>
          """),
      extraEntries: [("xl/styles.xml", styles)])
    #expect(
      try workbook.read().get()[1] == [
        SheetCell(column: 0, value: .text("12:30")), SheetCell(column: 1, value: .text("36:00")),
        SheetCell(column: 2, value: .number(0.5)),
        SheetCell(
          column: 3,
          value: .dateTime(
            CivilDateTime(year: 2025, month: 1, day: 5, millisecondOfDay: 18 * 3_600_000))),
      ])
  }
}
