import Foundation
import PropertyBased
import Testing

@testable import SheetXLSX

/// Cells written by ``XLSXWriter`` and read back by ``SpreadsheetFile``.
@Suite("SheetXLSX: written and read back")
struct WorkbookRoundTripTests {
  /// Texts that stress XML escaping and the `_xHHHH_` escape.
  static let texts = [
    "plain", "a & b <c> \"d\" 'e'", "line\nbreak", "crlf\r\nend", "tab\there", "\u{01}bell\u{1F}",
    "_x0041_ stays", " leading and trailing ", "日本語 ☕️", "=1+2", "'quoted", "00123",
    "non\u{FFFE}characters\u{FFFF}", "\u{FFFD}\u{FFEE}",
  ]

  /// Writes one sheet whose row 1 holds `texts`, row 3 numbers, dates and booleans.
  func writeAndRead() throws -> [Int: [SheetCell]] {
    var rows = SheetRowsWriter()
    rows.startRow()
    for text in Self.texts { rows.appendText(text) }
    rows.startRow()
    rows.startRow()
    rows.appendNumber(12.5, style: .money)
    rows.skipCell()
    rows.appendDate(CivilDateTime(year: 2025, month: 1, day: 5))
    rows.appendBoolean(true)
    rows.appendBoolean(false)
    var decimal = "0.125"
    decimal.withUTF8 { rows.appendNumber(decimal: $0) }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sheetxlsx-\(UUID().uuidString).xlsx").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try XLSXWriter().write(
      [
        WorksheetPart(name: "Other", rows: SheetRowsWriter().finish()),
        WorksheetPart(name: "Data & more", rows: rows.finish(), frozenRows: 1),
      ], to: path)
    var read: [Int: [SheetCell]] = [:]
    let names = try SpreadsheetFile(path: path).readRows {
      $0 == "Data & more"
    } row: {
      _, number, cells in
      read[number] = cells
    }
    #expect(names == ["Other", "Data & more"])
    return read
  }

  @Test("Every text comes back exactly, in its column")
  func texts() throws {
    let rows = try writeAndRead()
    let cells = try #require(rows[1])
    #expect(cells.map(\.column) == Array(Self.texts.indices))
    #expect(cells.map(\.value) == Self.texts.map { .text($0) })
  }

  @Test(
    "Characters XML cannot hold are written as escapes",
    arguments: [
      ("bell\u{07}", "bell_x0007_"), ("a\u{FFFE}b", "a_xFFFE_b"), ("\u{FFFF}", "_xFFFF_"),
      ("\u{FFFD}\u{FFEE}", "\u{FFFD}\u{FFEE}"), ("_x0041_", "_x005F_x0041_"),
    ])
  func escapes(text: String, written: String) {
    var out: [UInt8] = []
    XMLText.appendEscaped(text, to: &out)
    #expect(String(decoding: out, as: UTF8.self) == written)
  }

  @Test("Numbers, dates and booleans come back typed; an empty row and cell are left out")
  func typedCells() throws {
    let rows = try writeAndRead()
    #expect(rows[2] == nil)
    #expect(
      rows[3] == [
        SheetCell(column: 0, value: .number(12.5)),
        SheetCell(column: 2, value: .date(CivilDateTime(year: 2025, month: 1, day: 5))),
        SheetCell(column: 3, value: .boolean(true)), SheetCell(column: 4, value: .boolean(false)),
        SheetCell(column: 5, value: .number(0.125)),
      ])
  }

  @Test(
    "A double reads back as the shortest decimal of at most 15 significant digits",
    arguments: [
      (45.799999999999997, "45.8"), (0.1 + 0.2, "0.3"), (1e-7, "0.0000001"), (12.5, "12.5"),
      (-3, "-3"), (15000, "15000"), (1e20, "100000000000000000000"), (0.125, "0.125"),
      (123456789.12345678, "123456789.123457"), (0, "0"),
    ])
  func shortestDecimal(value: Double, text: String) {
    #expect(NumberText.shortest(value) == text)
  }

  @Test("Any double's decimal is the 15-digit value every spreadsheet shows")
  func shortestDecimalProperty() async {
    await propertyCheck(input: Gen.double(in: -1e12...1e12)) { value in
      let text = NumberText.shortest(value)
      #expect(!text.contains("e"))
      #expect(Double(text) == Double(String(format: "%.15g", value)))
    }
  }

  @Test(
    "Serial numbers are days of the 1900 and 1904 date systems, and of an .ods file's null date",
    arguments: [
      (1.0, CivilDateTime.DateSystem.from1900, CivilDateTime(year: 1900, month: 1, day: 1)),
      (59, .from1900, CivilDateTime(year: 1900, month: 2, day: 28)),
      (
        60.25, .from1900, CivilDateTime(year: 1900, month: 2, day: 29, millisecondOfDay: 21_600_000)
      ),
      (61, .from1900, CivilDateTime(year: 1900, month: 3, day: 1)),
      (45662, .from1900, CivilDateTime(year: 2025, month: 1, day: 5)),
      (
        45662.5, .from1900,
        CivilDateTime(year: 2025, month: 1, day: 5, millisecondOfDay: 43_200_000)
      ),
      (44200, .from1904, CivilDateTime(year: 2025, month: 1, day: 5)),
      (42.5, .from1899, CivilDateTime(year: 1900, month: 2, day: 10, millisecondOfDay: 43_200_000)),
      (45662, .from1899, CivilDateTime(year: 2025, month: 1, day: 5)),
      (1, .nullDate(year: 1900, month: 1, day: 1), CivilDateTime(year: 1900, month: 1, day: 2)),
      (45660, .nullDate(year: 1900, month: 1, day: 1), CivilDateTime(year: 2025, month: 1, day: 5)),
    ])
  func serials(serial: Double, system: CivilDateTime.DateSystem, date: CivilDateTime) {
    #expect(CivilDateTime(serial: serial, system: system) == date)
    #expect(date.serial(in: system) == serial)
    if system == .from1900 { #expect(date.serial1900 == serial) }
  }

  @Test(
    "A serial number of whole seconds comes back from its date-time in every date system",
    arguments: [
      CivilDateTime.DateSystem.from1900, .from1904, .from1899,
      .nullDate(year: 1900, month: 1, day: 1),
    ])
  func serialRoundTrip(system: CivilDateTime.DateSystem) async {
    await propertyCheck(input: Gen.int(in: 0...(3_000_000 * 86_400))) { seconds in
      let serial = Double(seconds) / 86_400
      let back = CivilDateTime(serial: serial, system: system).serial(in: system)
      #expect(abs(back - serial) < 1e-9)
    }
  }

  @Test(
    "A number format tells a date, a date-time, a time or a number",
    arguments: [
      ("yyyy-mm-dd", NumberFormatKind.date), ("m/d/yy h:mm", .dateTime), ("0.00", .number),
      ("General", .number), ("\"day\" 0", .number), ("[Red]0.00", .number),
      ("[h]:mm", .time(showsSeconds: false, isTwelveHour: false, isElapsed: true)),
      ("dd.mm.yyyy", .date), ("[$-409]mmmm d, yyyy", .date), ("#,##0.00 \\d", .number),
      ("0%", .percent), ("0.00%", .percent), ("0.00\"%\"", .number), ("0.00\\%", .number),
      ("[$%-409]0.00", .number),
      ("hh:mm%", .time(showsSeconds: false, isTwelveHour: false, isElapsed: false)),
      ("h:mm:ss AM/PM", .time(showsSeconds: true, isTwelveHour: true, isElapsed: false)),
      ("[$-409]h:mm AM/PM;@", .time(showsSeconds: false, isTwelveHour: true, isElapsed: false)),
      ("dd/mm/yyyy hh:mm:ss", .dateTime),
    ])
  func formats(code: String, kind: NumberFormatKind) {
    #expect(NumberFormatKind(code: code) == kind)
  }

  @Test(
    "A percentage shows its number's digits a hundred times larger",
    arguments: [
      (0.5, "50%"), (0.125, "12.5%"), (0.58, "58%"), (1.0, "100%"), (0, "0%"), (-0.0005, "-0.05%"),
      (12.5, "1250%"), (1e-7, "0.00001%"),
    ])
  func percentText(value: Double, text: String) {
    #expect(NumberText.percent(value) == text)
  }

  @Test(
    "The built-in formats show dates and times, East Asian locales' too",
    arguments: [
      (27, NumberFormatKind.date), (31, .date), (36, .date), (50, .date), (58, .date),
      (32, .time(showsSeconds: false, isTwelveHour: false, isElapsed: false)),
      (35, .time(showsSeconds: true, isTwelveHour: true, isElapsed: false)), (22, .dateTime),
      (26, .number), (37, .number), (49, .number),
    ])
  func builtInEastAsian(id: Int, kind: NumberFormatKind) {
    #expect(NumberFormatKind(builtIn: id) == kind)
  }

  @Test("Built-in formats 9 and 10 are percentages")
  func builtInPercent() {
    #expect(NumberFormatKind(builtIn: 9) == .percent)
    #expect(NumberFormatKind(builtIn: 10) == .percent)
    #expect(NumberFormatKind(builtIn: 11) == .number)
  }

  @Test("Date-times show as a zone-less wall clock")
  func dateTimeText() {
    let date = CivilDateTime(year: 2025, month: 1, day: 5, millisecondOfDay: 50_602_123)
    #expect(date.dateTimeText == "2025-01-05 14:03:22.123")
    #expect(date.dateText == "2025-01-05")
  }
}
