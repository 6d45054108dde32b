import Foundation

/// Writes worksheets as one .xlsx file (Office Open XML), atomically: into a temporary file
/// beside the destination, renamed over it only once complete. The temporary files of writers
/// killed before they finished are removed first.
///
/// Every part is deflated in pieces (a sheet's row parts) on all cores at once, each piece as
/// soon as it is made, and the pieces are then written in order: a large sheet's XML is never
/// whole in memory, only its compressed form.
public struct XLSXWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// Writes `sheets`, in order, as the workbook at `path`.
  ///
  /// - Parameter beforeReplacing: Called once the file is written, before it replaces the one
  ///   at `path`: throw to leave that file as it is.
  /// - Throws: ``SpreadsheetError`` when the file cannot be written, or what `beforeReplacing`
  ///   throws; a file already at `path` is then unchanged.
  public func write(
    _ sheets: [WorksheetPart], to path: String, beforeReplacing: () throws -> Void = {}
  ) throws {
    let url = URL(fileURLWithPath: path)
    // A writer killed before it moved its file into place left the file behind.
    StalePartialFiles.remove(besides: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      StalePartialFiles.name(ofFile: url.lastPathComponent)
    ).path
    defer { _ = unlink(temporary) }
    do {
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { throw ZIPFileWriter.Failure(String(cString: strerror(errno))) }
      defer { close(descriptor) }
      var archive = ZIPFileWriter(descriptor: descriptor, modified: Date())
      try Self.write(sheets, into: &archive)
      guard fsync(descriptor) == 0 else {
        throw ZIPFileWriter.Failure(String(cString: strerror(errno)))
      }
    } catch {
      throw SpreadsheetError(path: path, message: "cannot write the workbook: \(error)")
    }
    try beforeReplacing()
    guard rename(temporary, path) == 0 else {
      throw SpreadsheetError(
        path: path,
        message: "cannot move the finished file into place: \(String(cString: strerror(errno)))")
    }
  }

  /// The bytes of the .xlsx file of `sheets`, in order, as ``write(_:to:beforeReplacing:)``
  /// writes it, made in memory: what an app uploads.
  ///
  /// - Parameter name: The file's name (`Budget.xlsx`), which an error names as it names a path.
  /// - Throws: ``SpreadsheetError`` when the file would be 4 GiB or more.
  public func data(_ sheets: [WorksheetPart], name: String) throws -> Data {
    var archive = ZIPFileWriter(modified: Date())
    do {
      try Self.write(sheets, into: &archive)
    } catch {
      throw SpreadsheetError(path: name, message: "cannot write the workbook: \(error)")
    }
    return Data(archive.bytes)
  }

  /// Makes, deflates and writes every entry of the workbook of `sheets` into `archive`, then
  /// finishes it.
  private static func write(_ sheets: [WorksheetPart], into archive: inout ZIPFileWriter) throws {
    let entries = entries(sheets)
    let pieces = deflate(entries.map(\.parts))
    for (entry, entryPieces) in zip(entries, pieces) {
      try archive.addEntry(entry.name, pieces: entryPieces)
    }
    try archive.finish()
  }

  /// The archive's entries in order, each as the parts of its bytes.
  private static func entries(
    _ sheets: [WorksheetPart]
  ) -> [(name: String, parts: [@Sendable () -> [UInt8]])] {
    let contentTypes = Self.contentTypes(sheetCount: sheets.count)
    let workbook = Self.workbook(sheets.map(\.name))
    let relationships = Self.workbookRelationships(sheetCount: sheets.count)
    var entries: [(name: String, parts: [@Sendable () -> [UInt8]])] = [
      ("[Content_Types].xml", [{ contentTypes }]),
      ("_rels/.rels", [{ Array(Self.packageRelationships.utf8) }]),
      ("xl/workbook.xml", [{ workbook }]),
      ("xl/_rels/workbook.xml.rels", [{ relationships }]),
      ("xl/styles.xml", [{ Array(Self.styles.utf8) }]),
    ]
    for (index, sheet) in sheets.enumerated() {
      entries.append(("xl/worksheets/sheet\(index + 1).xml", sheet.xmlParts()))
    }
    return entries
  }

  /// Makes and deflates every part of every entry, on all cores: each entry's pieces in order.
  private static func deflate(_ entries: [[@Sendable () -> [UInt8]]]) -> [[DeflatedPiece]] {
    let jobs = entries.enumerated().flatMap { entry, parts in
      parts.indices.map { (entry: entry, make: parts[$0], isLast: $0 == parts.count - 1) }
    }
    let slots = PieceSlots(count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      slots.set(index, DeflatedPiece(deflating: jobs[index].make(), isLast: jobs[index].isLast))
    }
    var pieces = entries.map { _ in [DeflatedPiece]() }
    for (index, job) in jobs.enumerated() { pieces[job.entry].append(slots.take(index)) }
    return pieces
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
    + "<numFmts count=\"2\"><numFmt numFmtId=\"164\" formatCode=\"yyyy-mm-dd\"/>"
    + "<numFmt numFmtId=\"165\" formatCode=\"\(CellStyle.moneyFormat)\"/></numFmts>"
    + "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/></font>"
    + "<font><b/><sz val=\"11\"/><name val=\"Calibri\"/></font></fonts>"
    + "<fills count=\"2\"><fill><patternFill patternType=\"none\"/></fill>"
    + "<fill><patternFill patternType=\"gray125\"/></fill></fills>"
    + "<borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
    + "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
    + "<cellXfs count=\"4\">"
    + "<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
    + "<xf numFmtId=\"0\" fontId=\"1\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyFont=\"1\"/>"
    + "<xf numFmtId=\"165\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "<xf numFmtId=\"164\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
    + "</cellXfs>"
    + "<cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
    + "</styleSheet>"
}

/// Deflated pieces made side by side, one slot each.
private final class PieceSlots: @unchecked Sendable {
  // A class so the workers share the slots; the lock makes each access safe.
  private var slots: [DeflatedPiece?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ piece: DeflatedPiece) {
    lock.lock()
    slots[index] = piece
    lock.unlock()
  }

  func take(_ index: Int) -> DeflatedPiece {
    lock.lock()
    defer { lock.unlock() }
    defer { slots[index] = nil }
    return slots[index]!
  }
}
