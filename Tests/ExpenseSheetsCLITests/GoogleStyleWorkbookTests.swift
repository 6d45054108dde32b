import Foundation
import Testing

/// A workbook written the way Google Sheets writes one (File > Download > Microsoft Excel):
/// shared strings, numbers as `t="n"`, dates as numbers with a date format, booleans.
@Suite("A workbook written as Google Sheets writes one")
struct GoogleStyleWorkbookTests {
  /// Writes the valid sample's five tabs as one .xlsx with openpyxl, each cell typed by its
  /// column, guard apostrophes left out (a text cell needs none).
  static let script = """
    import csv, datetime, os, sys, openpyxl
    source, target = sys.argv[1], sys.argv[2]
    money = {"amount"}
    integers = {"year", "month", "interval", "sortOrder", "schemaVersion"}
    dates = {"date", "startDate", "endDate"}
    booleans = {"isActive", "isEnabled"}
    book = openpyxl.Workbook()
    book.remove(book.active)
    for tab in ["Transactions", "Receipts", "Categories", "RecurringRules", "Settings"]:
        sheet = book.create_sheet(tab)
        with open(os.path.join(source, tab + ".csv"), newline="", encoding="utf-8") as f:
            rows = list(csv.reader(f))
        header = rows[0]
        sheet.append(header)
        for number, row in enumerate(rows[1:], start=2):
            for column, (name, text) in enumerate(zip(header, row), start=1):
                if text == "":
                    continue
                cell = sheet.cell(number, column)
                if name in money:
                    cell.value = float(text)
                    cell.number_format = "0.00"
                elif name in integers:
                    cell.value = int(text)
                elif name in dates:
                    cell.value = datetime.date.fromisoformat(text)
                    cell.number_format = "yyyy-mm-dd"
                elif name in booleans:
                    cell.value = text == "TRUE"
                else:
                    cell.value = text[1:] if text.startswith("'") else text
                    cell.data_type = "s"  # text, even when it starts with "=" (no formula)
    book.save(target)
    """

  @Test(
    "It validates clean, imports, and merges into the ledger it holds with no change",
    .enabled(if: WorkbookFileTests.hasOpenpyxl, "openpyxl is not installed (pip install openpyxl)"))
  func googleStyle() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xlsx = folder.appendingPathComponent("Google.xlsx").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script, Tool.sample("valid"), xlsx]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0, "\(validate.output)")
    #expect(validate.output.contains("0 errors, 0 warnings"), "\(validate.output)")

    let imported = folder.appendingPathComponent("imported.sqlite").path
    let run = try Tool.run(["import", xlsx, "--store", imported])
    #expect(run.status == 0, "\(run.error)")
    let store = folder.appendingPathComponent("ledger.sqlite").path
    #expect(try Tool.run(["import", Tool.sample("valid"), "--store", store]).status == 0)
    try WorkbookFileTests().expectNoChange(merging: xlsx, into: store, "openpyxl")
  }
}
