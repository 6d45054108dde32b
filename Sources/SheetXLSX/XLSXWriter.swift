import Foundation
import ZIPFoundation

/// Writes worksheets as one .xlsx file (Office Open XML), atomically: into a temporary file
/// beside the destination, renamed over it only once complete.
public struct XLSXWriter: Sendable {
  /// Whether the parts are deflated, as every spreadsheet writes them; without, the XML is
  /// stored as it is (a larger file, written faster).
  public var compresses: Bool

  /// Creates a writer.
  public init(compresses: Bool = true) {
    self.compresses = compresses
  }

  /// Writes `sheets`, in order, as the workbook at `path`.
  ///
  /// - Throws: ``SpreadsheetError`` when the file cannot be written; a file already at `path`
  ///   is then unchanged.
  public func write(_ sheets: [WorksheetPart], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).partial")
    defer { _ = unlink(temporary.path) }
    do {
      let archive = try Archive(url: temporary, accessMode: .create)
      try add("[Content_Types].xml", Self.contentTypes(sheetCount: sheets.count), to: archive)
      try add("_rels/.rels", Array(Self.packageRelationships.utf8), to: archive)
      try add("xl/workbook.xml", Self.workbook(sheets.map(\.name)), to: archive)
      try add(
        "xl/_rels/workbook.xml.rels", Self.workbookRelationships(sheetCount: sheets.count),
        to: archive)
      try add("xl/styles.xml", Array(Self.styles.utf8), to: archive)
      for (index, sheet) in sheets.enumerated() {
        try add("xl/worksheets/sheet\(index + 1).xml", sheet.xml(), to: archive)
      }
    } catch {
      throw SpreadsheetError(path: path, message: "cannot write the workbook: \(error)")
    }
    guard rename(temporary.path, path) == 0 else {
      throw SpreadsheetError(
        path: path,
        message: "cannot move the finished file into place: \(String(cString: strerror(errno)))")
    }
  }

  private func add(_ entry: String, _ bytes: [UInt8], to archive: Archive) throws {
    try archive.addEntry(
      with: entry, type: .file, uncompressedSize: Int64(bytes.count), modificationDate: Date(),
      compressionMethod: compresses ? .deflate : .none, bufferSize: 1 << 20
    ) { position, size in
      bytes.withUnsafeBufferPointer { buffer in
        Data(buffer: UnsafeBufferPointer(rebasing: buffer[Int(position)..<(Int(position) + size)]))
      }
    }
  }

  private static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
  private static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
  private static let relationshipsNamespace =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

  private static func contentTypes(sheetCount: Int) -> [UInt8] {
    var xml =
      header + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
      + "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
      + "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
      + "<Override PartName=\"/xl/workbook.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/>"
      + "<Override PartName=\"/xl/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml\"/>"
    for index in (0..<sheetCount).map({ $0 + 1 }) {
      xml +=
        "<Override PartName=\"/xl/worksheets/sheet\(index).xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/>"
    }
    return Array((xml + "</Types>").utf8)
  }

  private static let packageRelationships =
    header
    + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
    + "<Relationship Id=\"rId1\" Type=\"\(relationshipsNamespace)/officeDocument\" Target=\"xl/workbook.xml\"/>"
    + "</Relationships>"

  private static func workbook(_ names: [String]) -> [UInt8] {
    var xml = Array(
      (header + "<workbook xmlns=\"\(main)\" xmlns:r=\"\(relationshipsNamespace)\">"
        + "<bookViews><workbookView/></bookViews><sheets>").utf8)
    for (index, name) in names.enumerated() {
      xml += "<sheet name=\"".utf8
      XMLText.appendEscaped(name, to: &xml)
      xml += "\" sheetId=\"\(index + 1)\" r:id=\"rId\(index + 1)\"/>".utf8
    }
    xml += "</sheets></workbook>".utf8
    return xml
  }

  private static func workbookRelationships(sheetCount: Int) -> [UInt8] {
    var xml =
      header
      + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
    for index in (0..<sheetCount).map({ $0 + 1 }) {
      xml +=
        "<Relationship Id=\"rId\(index)\" Type=\"\(relationshipsNamespace)/worksheet\" Target=\"worksheets/sheet\(index).xml\"/>"
    }
    xml +=
      "<Relationship Id=\"rId\(sheetCount + 1)\" Type=\"\(relationshipsNamespace)/styles\" Target=\"styles.xml\"/>"
    return Array((xml + "</Relationships>").utf8)
  }

  /// The styles of ``CellStyle``, in the order of its raw values.
  private static let styles =
    header + "<styleSheet xmlns=\"\(main)\">"
    + "<numFmts count=\"1\"><numFmt numFmtId=\"164\" formatCode=\"yyyy-mm-dd\"/></numFmts>"
    + "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/></font>"
    + "<font><b/><sz val=\"11\"/><name val=\"Calibri\"/></font></fonts>"
    + "<fills count=\"2\"><fill><patternFill patternType=\"none\"/></fill>"
    + "<fill><patternFill patternType=\"gray125\"/></fill></fills>"
    + "<borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
    + "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
    + "<cellXfs count=\"4\">"
    + "<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
    + "<xf numFmtId=\"0\" fontId=\"1\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyFont=\"1\"/>"
    + "<xf numFmtId=\"2\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"164\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "</cellXfs>"
    + "<cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
    + "</styleSheet>"
}
