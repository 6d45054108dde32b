import Foundation
import Testing

/// Serial numbers in a workbook count days in its own date system, and a number cell formatted
/// as a date holds the number a person typed: both read as the cell's value, never as what an
/// assumption about the format shows.
@Suite("Dates and numbers by the workbook's date system", .serialized)
struct WorkbookDateSystemTests {
  /// Turns the exported workbook at `xlsx` into one of the 1904 date system, its dates still
  /// the same days: every date cell's serial, in all five sheets, less 1,462, with the date
  /// format kept (`formatted`) or cleared (General, as "Clear Formats" leaves it).
  static func make1904(_ xlsx: String, formatted: Bool) throws {
    try WorkbookPartEdit.edit(xlsx, part: "xl/workbook.xml") { xml in
      xml.replacing("<bookViews>", with: #"<workbookPr date1904="1"/><bookViews>"#)
    }
    var dateStyle = ""
    for sheet in 1...5 {
      try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet\(sheet).xml") { xml in
        if sheet == 1 {
          dateStyle = String(try #require(xml.firstMatch(of: #/<c r="C2" s="(\d+)">/#)).output.1)
        }
        return xml.replacing(#/<c r="([A-Z]+\d+)" s="(\d+)"><v>(\d+)</v>/#) { match in
          guard match.output.2 == dateStyle else { return String(match.output.0) }
          let style = formatted ? #" s="\#(dateStyle)""# : ""
          return #"<c r="\#(match.output.1)"\#(style)><v>\#(Int(match.output.3)! - 1_462)</v>"#
        }
      }
    }
  }

  @Test(
    "A workbook of the 1904 date system merges back with no change, its dates formatted or not",
    arguments: [true, false])
  func dates1904(formatted: Bool) throws {
    let tests = WorkbookFileTests()
    let (folder, store, xlsx) = try tests.exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.make1904(xlsx, formatted: formatted)
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0, "\(validate.output)")
    try tests.expectNoChange(merging: xlsx, into: store, "1904, formatted: \(formatted)")
  }

  @Test(
    "An amount cell formatted as a date reads as the number it holds, with a warning",
    arguments: [(false, "1900-02-11 12:00:00.000"), (true, "1904-02-12 12:00:00.000")])
  func amountFormattedAsDate(in1904: Bool, shown: String) throws {
    let tests = WorkbookFileTests()
    let (folder, store, xlsx) = try tests.exported()
    defer { try? FileManager.default.removeItem(at: folder) }
    if in1904 { try Self.make1904(xlsx, formatted: true) }
    // F2, the first amount, takes the date column's style; F3 is typed anew as 42.5 in it.
    var dateStyle = ""
    try WorkbookPartEdit.edit(xlsx, part: "xl/worksheets/sheet1.xml") { xml in
      dateStyle = String(try #require(xml.firstMatch(of: #/<c r="C2" s="(\d+)">/#)).output.1)
      return
        xml
        .replacing(#/<c r="F2" s="\d+">/#, with: #"<c r="F2" s="\#(dateStyle)">"#)
        .replacing(
          #/<c r="F3" s="\d+"><v>[^<]*</v>/#, with: #"<c r="F3" s="\#(dateStyle)"><v>42.5</v>"#)
    }
    let validate = try Tool.run(["validate", xlsx])
    #expect(validate.status == 0, "\(validate.output)")
    #expect(
      validate.output.contains(
        "warning[number-formatted-as-date]: Transactions!F3: this cell is formatted as a date, which shows the number 42.5 as \(shown); the number is read: format the cell as a number"
      ), "\(validate.output)")
    #expect(validate.output.contains("warning[number-formatted-as-date]: Transactions!F2"))
    let (merge, _) = try tests.mergeIntoCopy(xlsx, of: store, ["--format", "json"])
    #expect(merge.status == 0, "\(merge.error)")
    let report = try JSONSerialization.jsonObject(with: Data(merge.output.utf8)) as? [String: Any]
    let changes = try #require(report?["changes"] as? [[String: Any]])
    #expect(changes.count == 1, "\(merge.output)")
    let fields = try #require(changes.first?["fields"] as? [[String: Any]])
    #expect(fields.map { $0["field"] as? String } == ["amount"])
    #expect(fields.first?["merged"] as? String == "42.50")
  }
}
