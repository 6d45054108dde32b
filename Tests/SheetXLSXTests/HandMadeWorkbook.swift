import Foundation

@testable import SheetXLSX

/// An .xlsx file made byte by byte, so that a test can damage what no writer would: a sheet's
/// XML as given (cut short, say), and a size declared in the ZIP's central directory that is not
/// the entry's own.
struct HandMadeWorkbook {
  /// The XML of the one sheet, `Sheet1`.
  var sheetXML: String
  /// The size the central directory declares for each entry named, instead of its own.
  var declaredSizes: [String: UInt64] = [:]
  /// The entry the sheet is stored under; the workbook names `xl/worksheets/sheet1.xml`.
  var sheetEntry = "xl/worksheets/sheet1.xml"
  /// Entries stored after the workbook's own, as given.
  var extraEntries: [(name: String, text: String)] = []

  /// A worksheet whose `<sheetData>` holds `rows`, closed as a writer closes it.
  static func sheet(rows: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">\
    <sheetData>\(rows)</sheetData></worksheet>
    """
  }

  /// Writes the workbook in a fresh temporary file; its path.
  func write() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("hand-made-\(UUID().uuidString).xlsx").path
    try Data(zipBytes()).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Writes and reads the workbook: the rows of `Sheet1` by number, or the error, its path
  /// given as `book.xlsx`.
  func read() throws -> Result<[Int: [SheetCell]], SpreadsheetError> {
    let path = try write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try Self.rows(ofFileAt: path, named: "book.xlsx")
  }

  /// What ``read()`` gives for a workbook whose `Sheet1` is damaged as `problem` says.
  static func damagedSheet(_ problem: String) -> Result<[Int: [SheetCell]], SpreadsheetError> {
    .failure(
      SpreadsheetError(
        path: "book.xlsx",
        message:
          "the sheet Sheet1 (xl/worksheets/sheet1.xml) in the workbook is damaged: \(problem)")
    )
  }

  /// What ``read()`` gives for a workbook whose entry `entry` is damaged for `reason`.
  static func damagedEntry(_ entry: String, _ reason: String) -> Result<
    [Int: [SheetCell]], SpreadsheetError
  > {
    .failure(
      SpreadsheetError(
        path: "book.xlsx", message: "\(entry) in the workbook is damaged (\(reason))"))
  }

  /// The rows of every sheet of the workbook at `path` by number, or the error, its path given
  /// as `name`.
  static func rows(ofFileAt path: String, named name: String) throws -> Result<
    [Int: [SheetCell]], SpreadsheetError
  > {
    do {
      var rows: [Int: [SheetCell]] = [:]
      try SpreadsheetFile(path: path).readRows { _ in
        true
      } row: { _, number, cells in
        rows[number] = cells
      }
      return .success(rows)
    } catch let error as SpreadsheetError {
      return .failure(SpreadsheetError(path: name, message: error.message))
    }
  }

  /// The entries of the workbook, in order.
  private var entries: [(name: String, text: String)] {
    [
      (
        "xl/workbook.xml",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" \
        xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">\
        <sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>
        """
      ),
      (
        "xl/_rels/workbook.xml.rels",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" \
        Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" \
        Target="worksheets/sheet1.xml"/></Relationships>
        """
      ),
      (sheetEntry, sheetXML),
    ] + extraEntries
  }

  /// The ZIP archive: each entry deflated, then the central directory (with a ZIP64 extra
  /// field for a declared size that does not fit 32 bits), then its end record.
  private func zipBytes() -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    func le<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
    for (name, text) in entries {
      let piece = DeflatedPiece(deflating: Array(text.utf8), isLast: true)
      let offset = out.count
      let nameBytes = Array(name.utf8)
      le(UInt32(0x0403_4b50), to: &out)
      for field: UInt16 in [20, 0, 8, 0, 0x21] { le(field, to: &out) }
      le(piece.crc, to: &out)
      le(UInt32(piece.bytes.count), to: &out)
      le(UInt32(piece.uncompressedCount), to: &out)
      le(UInt16(nameBytes.count), to: &out)
      le(UInt16(0), to: &out)
      out += nameBytes + piece.bytes

      let declared = declaredSizes[name] ?? UInt64(piece.uncompressedCount)
      let isZIP64 = declared >= UInt64(UInt32.max)
      le(UInt32(0x0201_4b50), to: &central)
      for field: UInt16 in [45, 45, 0, 8, 0, 0x21] { le(field, to: &central) }
      le(piece.crc, to: &central)
      le(UInt32(piece.bytes.count), to: &central)
      le(isZIP64 ? UInt32.max : UInt32(declared), to: &central)
      le(UInt16(nameBytes.count), to: &central)
      le(UInt16(isZIP64 ? 12 : 0), to: &central)
      for field: UInt16 in [0, 0, 0] { le(field, to: &central) }
      le(UInt32(0), to: &central)
      le(UInt32(offset), to: &central)
      central += nameBytes
      if isZIP64 {
        le(UInt16(1), to: &central)
        le(UInt16(8), to: &central)
        le(declared, to: &central)
      }
    }
    let centralOffset = out.count
    out += central
    le(UInt32(0x0605_4b50), to: &out)
    for field: UInt16 in [0, 0, UInt16(entries.count), UInt16(entries.count)] {
      le(field, to: &out)
    }
    le(UInt32(central.count), to: &out)
    le(UInt32(centralOffset), to: &out)
    le(UInt16(0), to: &out)
    return out
  }
}
