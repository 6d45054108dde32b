import Foundation
import Testing

@testable import SheetXLSX

/// Workbooks as other programs write them: shared strings, styles, formulas, sparse rows, the
/// 1904 date system, and .ods files.
@Suite("SheetXLSX: workbooks other programs write")
struct ForeignWorkbookTests {
  /// Python with openpyxl, when installed.
  static let hasOpenpyxl: Bool = run("/usr/bin/env", ["python3", "-c", "import openpyxl"]) == 0

  /// Runs a program, returning its exit status.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(
    "A workbook openpyxl writes as Google Sheets does reads typed",
    .enabled(if: hasOpenpyxl, "openpyxl is not installed (pip install openpyxl)"))
  func openpyxlWorkbook() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openpyxl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("book.xlsx").path
    let script = """
      import datetime, openpyxl
      wb = openpyxl.Workbook()
      ws = wb.active
      ws.title = "Sheet A"
      ws["A1"] = "shared"; ws["C1"] = 45.799999999999997; ws["D1"] = True
      ws["A3"] = datetime.date(2025, 1, 5); ws["A3"].number_format = "dd.mm.yyyy"
      ws["B3"] = datetime.datetime(2025, 1, 5, 14, 3, 22); ws["B3"].number_format = "yyyy-mm-dd hh:mm:ss"
      ws["C3"] = "=1+2"
      ws["D3"] = 12.5; ws["D3"].number_format = "0.00"
      ws["E3"] = 0.125; ws["E3"].number_format = "0.00%"
      wb.create_sheet("Second")["B2"] = "x"
      wb.save(\(String(reflecting: path)))
      """
    #expect(Self.run("/usr/bin/env", ["python3", "-c", script]) == 0)
    var rows: [Int: [SheetCell]] = [:]
    let names = try SpreadsheetFile(path: path).readRows {
      $0 == "Sheet A"
    } row: {
      _, number, cells in
      rows[number] = cells
    }
    #expect(names == ["Sheet A", "Second"])
    #expect(
      rows[1] == [
        SheetCell(column: 0, value: .text("shared")), SheetCell(column: 2, value: .number(45.8)),
        SheetCell(column: 3, value: .boolean(true)),
      ])
    let third = try #require(rows[3])
    #expect(
      third[0] == SheetCell(column: 0, value: .date(CivilDateTime(year: 2025, month: 1, day: 5))))
    #expect(
      third[1]
        == SheetCell(
          column: 1,
          value: .dateTime(
            CivilDateTime(year: 2025, month: 1, day: 5, millisecondOfDay: 50_602_000))))
    // openpyxl saves no computed value for a formula: C3 is a formula left uncomputed.
    #expect(third.contains { $0 == SheetCell(column: 2, value: .uncomputed, isFormula: true) })
    #expect(third.contains { $0.column == 3 && $0.value == .number(12.5) })
    #expect(third.contains { $0.column == 4 && $0.value == .percent(0.125) })
  }

  /// LibreOffice's command-line program, when installed.
  static let soffice = ["/usr/bin/soffice", "/usr/local/bin/soffice"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "An .xlsx saved by LibreOffice as .ods reads back the same cells",
    .realSpreadsheets,
    .enabled(if: soffice != nil, "LibreOffice is not installed (apt-get install libreoffice-calc)"))
  func odsFromLibreOffice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ods-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var rows = SheetRowsWriter()
    rows.startRow()
    rows.appendText("a  b")
    rows.appendText("two\nlines")
    rows.startRow()
    rows.startRow()
    rows.skipCell()
    rows.appendNumber(0.125)
    rows.appendDate(CivilDateTime(year: 2024, month: 2, day: 29))
    rows.appendBoolean(true)
    let xlsx = folder.appendingPathComponent("book.xlsx").path
    try XLSXWriter().write([WorksheetPart(name: "Data", rows: rows.finish())], to: xlsx)
    #expect(
      Self.run(
        Self.soffice!,
        [
          "-env:UserInstallation=file://\(folder.path)/profile", "--headless", "--convert-to",
          "ods", "--outdir", folder.path, xlsx,
        ]) == 0)
    var read: [Int: [SheetCell]] = [:]
    try SpreadsheetFile(path: folder.appendingPathComponent("book.ods").path).readRows { _ in
      true
    } row: { _, number, cells in
      read[number] = cells
    }
    #expect(
      read[1] == [
        SheetCell(column: 0, value: .text("a  b")),
        SheetCell(column: 1, value: .text("two\nlines")),
      ])
    #expect(read[2] == nil)
    #expect(
      read[3] == [
        // An .ods keeps the text each typed cell shows beside its value.
        SheetCell(column: 1, value: .number(0.125), shownText: "0.125"),
        SheetCell(
          column: 2, value: .date(CivilDateTime(year: 2024, month: 2, day: 29)),
          shownText: "2024-02-29"),
        SheetCell(column: 3, value: .boolean(true), shownText: "TRUE"),
      ])
  }
}
