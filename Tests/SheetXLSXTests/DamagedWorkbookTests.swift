import Foundation
import Testing

@testable import SheetXLSX

/// Workbooks damaged or made by hand: each is refused with an error that names the part, or
/// read as it is, never a crash.
@Suite("SheetXLSX: damaged workbooks")
struct DamagedWorkbookTests {
  static let rows = HandMadeWorkbook.sheet(
    rows: #"<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>"#)

  @Test(
    "An entry whose declared size is not its own is damaged, whatever the size declared",
    arguments: [
      (
        "xl/workbook.xml", 1 << 62,
        "it declares 4611686018427387904 bytes, more than the 2 GiB a part can hold"
      ),
      (
        "xl/workbook.xml", 1 << 31,
        "it declares 2147483648 bytes, more than the 2 GiB a part can hold"
      ),
      ("xl/workbook.xml", 10, "its size differs from the size it declares"),
      ("xl/workbook.xml", 100_000, "its size differs from the size it declares"),
      (
        "xl/worksheets/sheet1.xml", 1 << 62,
        "its \(compressedCount(rows)) compressed bytes declare 4611686018427387904 inflated, more than 100 times as many, which no spreadsheet writes"
      ),
      ("xl/worksheets/sheet1.xml", 10, "its size differs from the size it declares"),
    ] as [(String, UInt64, String)])
  func declaredSize(entry: String, declared: UInt64, reason: String) throws {
    let workbook = HandMadeWorkbook(sheetXML: Self.rows, declaredSizes: [entry: declared])
    #expect(
      try workbook.read()
        == HandMadeWorkbook.damagedEntry(entry, reason))
  }

  @Test("Two entries of one name are damage: programs differ in which one they read")
  func duplicateEntry() throws {
    var workbook = HandMadeWorkbook(sheetXML: Self.rows)
    let other = HandMadeWorkbook.sheet(
      rows: #"<row r="1"><c r="A1" t="inlineStr"><is><t>y</t></is></c></row>"#)
    workbook.extraEntries = [("xl/worksheets/sheet1.xml", other)]
    #expect(
      try workbook.read()
        == HandMadeWorkbook.damagedEntry(
          "xl/worksheets/sheet1.xml",
          "the archive holds two entries of that name, which no spreadsheet writes"))
  }

  @Test(
    "A part declaring a document type is damage, its entities never read as a cell's text",
    arguments: [
      #"<!DOCTYPE worksheet [<!ENTITY co "Company dinner">]>"#,
      #"<!-- saved --><!DOCTYPE worksheet [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>"#,
      // Past the first chunk the sheet is inflated in.
      "<!--\(String(repeating: " ", count: 3 << 20))-->"
        + #"<!DOCTYPE worksheet [<!ENTITY co "Company dinner">]>"#,
    ])
  func documentType(declaration: String) throws {
    let xml = Self.rows.replacingOccurrences(
      of: "<worksheet ", with: declaration + "<worksheet ")
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedEntry(
          "xl/worksheets/sheet1.xml",
          "it declares a document type (`<!DOCTYPE`), which no spreadsheet writes: its entities would change what cells hold"
        ))
  }

  @Test("The words <!DOCTYPE in a comment before the root, or in a cell, are no declaration")
  func documentTypeWords() throws {
    let xml = HandMadeWorkbook.sheet(
      rows: #"<row r="1"><c r="A1" t="inlineStr"><is><t>&lt;!DOCTYPE x&gt;</t></is></c></row>"#
    ).replacingOccurrences(of: "<worksheet ", with: "<!-- no <!DOCTYPE here --><worksheet ")
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == .success([1: [SheetCell(column: 0, value: .text("<!DOCTYPE x>"))]]))
  }

  /// How many bytes `sheetXML` deflates to, as the hand-made workbook holds it.
  static func compressedCount(_ sheetXML: String) -> Int {
    DeflatedPiece(deflating: Array(sheetXML.utf8), isLast: true).bytes.count
  }

  /// Where a ZIP bomb's filler goes in a sheet: the rows before it and after it.
  static let fillerPlaces = [
    "between the rows": (row(1, cell: "A1"), row(2, cell: "A2")),
    "inside a row": (#"<row r="1">"#, #"<c r="A1"><v>1</v></c></row>"#),
    "inside a cell's text": (
      #"<row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve">"#, "</t></is></c></row>"
    ),
  ]

  @Test(
    "A sheet that declares more than 100 times its compressed bytes, past 16 MiB, is refused before it is inflated",
    arguments: fillerPlaces)
  func inflatesFar(place: String, around: (before: String, after: String)) throws {
    // 32 MiB of spaces, which deflate about 1,000 times.
    let filler = String(repeating: " ", count: 32 << 20)
    let xml = HandMadeWorkbook.sheet(rows: around.before + filler + around.after)
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedEntry(
          "xl/worksheets/sheet1.xml",
          "its \(Self.compressedCount(xml)) compressed bytes declare \(xml.utf8.count) inflated, more than 100 times as many, which no spreadsheet writes"
        ))
  }

  @Test("A sheet of 16 MiB or less reads however far it inflates")
  func inflatesFarUnderFloor() throws {
    let filler = String(repeating: " ", count: 16 << 20)
    let xml = HandMadeWorkbook.sheet(rows: Self.row(1, cell: "A1"))
    let padded = xml.replacing("<sheetData>", with: "<sheetData>" + filler.dropLast(xml.utf8.count))
    #expect(padded.utf8.count == 16 << 20)
    #expect(
      try HandMadeWorkbook(sheetXML: padded).read()
        == .success([1: [SheetCell(column: 0, value: .text("x"))]]))
  }

  @Test("The hand-made workbook, undamaged, reads")
  func undamaged() throws {
    #expect(
      try HandMadeWorkbook(sheetXML: Self.rows).read()
        == .success([1: [SheetCell(column: 0, value: .text("x"))]]))
  }

  static let twoRows = HandMadeWorkbook.sheet(
    rows: #"<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row>"#)

  @Test(
    "A sheet whose XML ends before its data does is cut off, wherever the cut",
    arguments: [
      "inside the second row": #"<c r="A2"><v>"#,
      "between the rows": #"<row r="2">"#,
      "before the end of the data": "</sheetData>",
      "after an end tag's first bytes": "Data></worksheet>",
    ])
  func cutOff(place: String, before: String) throws {
    let cut = try #require(Self.twoRows.firstRange(of: before)).lowerBound
    #expect(
      try HandMadeWorkbook(sheetXML: String(Self.twoRows[..<cut])).read()
        == HandMadeWorkbook.damagedSheet(
          "its XML ends before its last row, as a file cut off does"))
  }

  @Test(
    "A sheet whose data ends, or is empty, reads whole",
    arguments: [
      twoRows,
      HandMadeWorkbook.sheet(rows: "").replacing("<sheetData></sheetData>", with: "<sheetData/>"),
    ])
  func notCutOff(xml: String) throws {
    #expect(throws: Never.self) { try HandMadeWorkbook(sheetXML: xml).read().get() }
  }

  /// A row of one text cell: its row number, and the cell's `r` attribute (`nil`: none).
  static func row(_ number: Int, cell reference: String?) -> String {
    let attribute = reference.map { #" r="\#($0)""# } ?? ""
    return #"<row r="\#(number)"><c\#(attribute) t="inlineStr"><is><t>x</t></is></c></row>"#
  }

  @Test(
    "A cell outside the grid is damage, named by its reference, before any row is filled",
    arguments: [
      (row(2_000_000_000, cell: "A2000000000"), "A2000000000"),
      (row(1_048_577, cell: "A1048577"), "A1048577"),
      (row(1_048_577, cell: nil), "A1048577"),
      (row(302, cell: "ZZZZZZZ302"), "ZZZZZZZ302"),
      (row(2, cell: "XFE2"), "XFE2"),
      (
        row(2, cell: String(repeating: "Z", count: 40) + "2"),
        String(repeating: "Z", count: 40) + "2"
      ),
      ("<row r=\"2\">" + String(repeating: "<c><v>1</v></c>", count: 16_385) + "</row>", "XFE2"),
    ])
  func outsideGrid(rows: String, reference: String) throws {
    let xml = HandMadeWorkbook.sheet(rows: Self.row(1, cell: "A1") + rows)
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedSheet(
          "its cell \(reference) lies outside the grid of 1,048,576 rows and 16,384 columns (A to XFD) a spreadsheet has"
        ))
  }

  @Test("The grid's last cell, XFD1048576, reads")
  func lastCellOfGrid() throws {
    let xml = HandMadeWorkbook.sheet(rows: Self.row(1_048_576, cell: "XFD1048576"))
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == .success([1_048_576: [SheetCell(column: 16_383, value: .text("x"))]]))
  }

  @Test(
    "A cell not to the right of the cell before it in its row is damage, named with that cell",
    arguments: [
      (#"<c r="C1"><v>1</v></c><c r="A1"><v>2</v></c>"#, "A1", "C1"),
      (#"<c r="B1"><v>1</v></c><c r="B1"><v>2</v></c>"#, "B1", "B1"),
      (#"<c r="B1" t="inlineStr"><is><r><t>x</t></r></is></c><c r="A1"><v>2</v></c>"#, "A1", "B1"),
      (#"<c r="B1"><v>1</v></c><c r="A1"><f>1+1</f><v>2</v></c>"#, "A1", "B1"),
    ])
  func cellOutOfOrder(cells: String, reference: String, before: String) throws {
    let xml = HandMadeWorkbook.sheet(rows: "<row r=\"1\">\(cells)</row>")
    #expect(
      try HandMadeWorkbook(sheetXML: xml).read()
        == HandMadeWorkbook.damagedSheet(
          "its cell \(reference) comes after \(before) in its row, where a sheet's cells run from left to right"
        ))
  }

  @Test(
    "A row not below the row before it is damage, named with that row",
    arguments: [
      (Self.row(14, cell: "A14") + Self.row(1, cell: "A1"), 1, 14),
      (Self.row(2, cell: "A2") + Self.row(2, cell: "A2"), 2, 2),
      (Self.row(3, cell: nil) + #"<row r="0"></row>"#, 0, 3),
      (Self.row(1, cell: "A1") + Self.row(2, cell: "A2") + #"<row r="2"/>"#, 2, 2),
    ])
  func rowOutOfOrder(rows: String, number: Int, before: Int) throws {
    #expect(
      try HandMadeWorkbook(sheetXML: HandMadeWorkbook.sheet(rows: rows)).read()
        == HandMadeWorkbook.damagedSheet(
          "its row \(number) comes after row \(before), where a sheet's rows run from top to bottom"
        ))
  }

  @Test("An end tag of a cell whose start tag is missing closes no cell")
  func strayCellEndTag() throws {
    let rows =
      #"<row r="1"><is><t>stray</t></is></c><c r="A1"><v>1</v></c></c>"#
      + #"<c r="B1" t="inlineStr"><is><r><t>x</t></r></is></c></c></row>"#
    #expect(
      try HandMadeWorkbook(sheetXML: HandMadeWorkbook.sheet(rows: rows)).read()
        == .success([
          1: [SheetCell(column: 0, value: .number(1)), SheetCell(column: 1, value: .text("x"))]
        ]))
  }

  @Test("A sheet whose part the file lacks is damage, not an empty sheet")
  func missingSheetPart() throws {
    let workbook = HandMadeWorkbook(sheetXML: Self.rows, sheetEntry: "xl/worksheets/other.xml")
    #expect(
      try workbook.read()
        == .failure(
          SpreadsheetError(
            path: "book.xlsx",
            message:
              "the sheet Sheet1 in the workbook is damaged: the workbook names its part xl/worksheets/sheet1.xml, which the file does not hold"
          )))
  }

  @Test(
    "A file that is no ZIP archive is named for what it is",
    arguments: [
      (
        [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0],
        "not an .xlsx or .ods workbook but an Office file of the older kind: a workbook saved with a password (remove the password, then save it again), or an Excel 97-2003 .xls (save it as .xlsx)"
      ),
      (Array("a,b\r\n".utf8), "not an .xlsx or .ods workbook (not a ZIP archive)"),
    ] as [([UInt8], String)])
  func notAnArchive(bytes: [UInt8], message: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-zip-\(UUID().uuidString).xlsx").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: SpreadsheetError(path: path, message: message)) {
      try SpreadsheetFile(path: path)
    }
  }
}
