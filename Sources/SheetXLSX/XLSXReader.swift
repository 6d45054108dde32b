import Foundation

/// Reads the sheets of an .xlsx file: the workbook's sheet list, shared strings and number
/// formats, then each sheet's XML with one forward scan over its bytes.
struct XLSXReader {
  let file: SpreadsheetFile

  /// A sheet of the workbook: its name and its part's path in the archive.
  private typealias Sheet = (name: String, part: String?)

  /// See ``SpreadsheetFile/readRows(ofSheets:row:)``.
  func readRows(
    ofSheets include: (String) -> Bool, row: (String, Int, [SheetCell]) -> Void
  ) throws -> [String] {
    let (sheets, system) = try self.sheets()
    let selected = sheets.filter { include($0.name) }
    guard !selected.isEmpty else { return sheets.map(\.name) }
    let scan = try self.scan(system: system)
    for sheet in selected {
      guard let part = sheet.part else { continue }
      try Self.streamRows(of: part, sheet: sheet.name, in: file.source, scan: scan) {
        number, cells in
        row(sheet.name, number, cells.sheetCells)
      }
    }
    return sheets.map(\.name)
  }

  /// See ``SpreadsheetFile/readSheets(_:)``.
  func readSheets<Sink: SheetRowSink>(
    _ sink: (String) -> Sink?
  ) throws -> (names: [String], sinks: [(sheet: String, sink: Sink)]) {
    let (sheets, system) = try self.sheets()
    var selected: [(sheet: String, part: String?, sink: Sink)] = []
    for sheet in sheets {
      if let made = sink(sheet.name) { selected.append((sheet.name, sheet.part, made)) }
    }
    guard !selected.isEmpty else { return (sheets.map(\.name), []) }
    let scan = try self.scan(system: system)
    let slots = SinkSlots(selected.map(\.sink))
    let source = file.source
    let parts = selected.map(\.part)
    let names = selected.map(\.sheet)
    DispatchQueue.concurrentPerform(iterations: parts.count) { index in
      guard let part = parts[index] else { return }
      var sink = slots.take(index)
      sink.useDateSystem(system)
      let result = Result {
        try Self.streamRows(of: part, sheet: names[index], in: source, scan: scan) {
          number, cells in
          sink.append(row: number, cells: cells)
        } merged: {
          sink.appendMergedRanges($0)
        }
      }
      slots.put(index, sink, result)
    }
    for index in selected.indices { try slots.result(index).get() }
    return (sheets.map(\.name), selected.indices.map { (selected[$0].sheet, slots.take($0)) })
  }

  /// The workbook's sheets, in order, and its date system.
  private func sheets() throws -> ([Sheet], CivilDateTime.DateSystem) {
    let workbook = try file.entry("xl/workbook.xml") ?? []
    let relationships = try self.relationships(of: "xl/workbook.xml")
    var sheets: [Sheet] = []
    var system = CivilDateTime.DateSystem.from1900
    workbook.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      while let tag = scanner.nextTag() {
        if tag.isEnd { continue }
        if scanner.equals(tag.localName, "workbookPr"),
          let value = scanner.attributeString("date1904", in: tag)
        {
          system = value == "1" || value.lowercased() == "true" ? .from1904 : .from1900
        } else if scanner.equals(tag.localName, "sheet") {
          let name = scanner.attributeString("name", in: tag) ?? ""
          let relationship = scanner.attributeString("id", in: tag).flatMap { relationships[$0] }
          // A chart sheet, dialog sheet or macro sheet holds no cells: it is no tab.
          if let type = relationship?.type, !type.isEmpty, !type.hasSuffix("/worksheet") {
            continue
          }
          sheets.append((name, relationship?.target))
        }
      }
    }
    return (sheets, system)
  }

  /// What reading cells needs: the shared strings and the cell styles' number formats.
  private func scan(system: CivilDateTime.DateSystem) throws -> XLSXSheetScan {
    let relationships = try self.relationships(of: "xl/workbook.xml")
    let sharedStringsPart =
      relationships.values.first { $0.type.hasSuffix("/sharedStrings") }?.target
      ?? "xl/sharedStrings.xml"
    let stylesPart =
      relationships.values.first { $0.type.hasSuffix("/styles") }?.target ?? "xl/styles.xml"
    return XLSXSheetScan(
      strings: try sharedStrings(part: sharedStringsPart), styles: try styleKinds(part: stylesPart),
      system: system)
  }

  /// The most bytes of XML one row may take: a piece is scanned once a row ends, so a row
  /// that does not (one cell of gigabytes, from a file that inflates 60 times) would be held
  /// whole. Past it the sheet is damaged; no spreadsheet writes such a row.
  static let largestRowByteCount = 256 << 20

  /// Scans the sheet `sheet` at `part` a piece at a time as another thread inflates it, each
  /// piece ending where a row ends, calling `row` for each row that holds a cell.
  ///
  /// - Throws: ``SpreadsheetError`` when the part cannot be read, holds a cell outside the grid
  ///   or one naming a shared string the workbook lacks, or its XML ends before the sheet's data does (the rows called before are then not the
  ///   whole sheet).
  private static func streamRows(
    of part: String, sheet: String, in source: ArchiveSource, scan: XLSXSheetScan,
    row: (Int, SheetRow) -> Void, merged: ([CellRange]) -> Void = { _ in }
  ) throws {
    let path = source.path
    var pending: [UInt8] = []
    var rowNumber = 0
    var cells = SheetRow()
    var ended = false
    var damage: String?
    func scanPiece(_ piece: UnsafeBufferPointer<UInt8>) {
      switch scan.scan(piece, rowNumber: &rowNumber, cells: &cells, row: row) {
      case .pieceEnd: break
      case .sheetEnd: ended = true
      case .outsideGrid(let reference):
        damage =
          "its cell \(reference) lies outside the grid of 1,048,576 rows and 16,384 columns (A to XFD) a spreadsheet has"
      case .unknownSharedString(let reference, let value):
        damage =
          "its cell \(reference) names the shared string \(value), and the workbook has \(scan.strings.count)"
      case .cellOutOfOrder(let reference, let before):
        damage =
          "its cell \(reference) comes after \(before) in its row, where a sheet's cells run from left to right"
      case .rowOutOfOrder(let number, let before):
        damage =
          "its row \(number) comes after row \(before), where a sheet's rows run from top to bottom"
      case .strayBracket(let place):
        damage = "at \(place), \(XMLScanner.strayBracket)"
      }
    }
    let found = try InflatedChunks(part, in: source).forEachChunk { bytes in
      let searchFrom = max(0, pending.count - 16)
      pending.append(contentsOf: bytes)
      guard let end = endOfLastRow(in: pending, from: searchFrom) else {
        if pending.count > largestRowByteCount {
          damage =
            "\(rowNumber == 0 ? "its first row" : "the row after its row \(rowNumber)") runs past \(largestRowByteCount >> 20) MiB of XML, more than a row of any spreadsheet holds (Google Sheets keeps 50,000 characters a cell)"
          pending = []
        }
        return damage == nil
      }
      pending.withUnsafeBufferPointer { scanPiece(UnsafeBufferPointer(rebasing: $0[..<end])) }
      pending.removeSubrange(..<end)
      return damage == nil
    }
    if damage == nil {
      pending.withUnsafeBufferPointer { scanPiece($0) }
      // What follows the sheet's data, after its last row, holds its merged cells.
      let ranges = pending.withUnsafeBufferPointer(Self.mergedRanges)
      if !ranges.isEmpty { merged(ranges) }
    }
    if let damage {
      throw SpreadsheetError(
        path: path, message: "the sheet \(sheet) (\(part)) in the workbook is damaged: \(damage)")
    }
    guard found else {
      throw SpreadsheetError(
        path: path,
        message:
          "the sheet \(sheet) in the workbook is damaged: the workbook names its part \(part), which the file does not hold"
      )
    }
    guard !ended else { return }
    throw SpreadsheetError(
      path: path,
      message:
        "the sheet \(sheet) (\(part)) in the workbook is damaged: its XML ends before its last row, as a file cut off does"
    )
  }

  /// The ranges of the `<mergeCell ref="…">` elements of `bytes`, of several cells each.
  static func mergedRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [CellRange] {
    var scanner = XMLScanner(bytes)
    var ranges: [CellRange] = []
    while let tag = scanner.nextTag() {
      guard !tag.isEnd, scanner.equals(tag.localName, "mergeCell"),
        let range = scanner.attributeString("ref", in: tag).flatMap(CellRange.init(reference:)),
        range.isSeveralCells
      else { continue }
      ranges.append(range)
    }
    return ranges
  }

  /// Where the last row end tag (`</row>`, any prefix) ends, looking no further back than
  /// `start`.
  static func endOfLastRow(in bytes: [UInt8], from start: Int) -> Int? {
    var index = bytes.count - 4
    while index >= max(start, 2) {
      defer { index -= 1 }
      guard bytes[index] == UInt8(ascii: "r"), bytes[index + 1] == UInt8(ascii: "o"),
        bytes[index + 2] == UInt8(ascii: "w"), bytes[index + 3] == UInt8(ascii: ">")
      else { continue }
      var cursor = index - 1
      if bytes[cursor] == UInt8(ascii: ":") {
        cursor -= 1
        while cursor > 0, bytes[cursor] != UInt8(ascii: "/"), bytes[cursor] != UInt8(ascii: "<"),
          bytes[cursor] > 0x20
        {
          cursor -= 1
        }
      }
      if cursor >= 1, bytes[cursor] == UInt8(ascii: "/"), bytes[cursor - 1] == UInt8(ascii: "<") {
        return index + 4
      }
    }
    return nil
  }

  /// The relationships of a part: each id's target (as an archive path) and type.
  private func relationships(of part: String) throws -> [String: (target: String, type: String)] {
    let folder = (part as NSString).deletingLastPathComponent
    let relsPath = folder + "/_rels/" + (part as NSString).lastPathComponent + ".rels"
    guard let xml = try file.entry(relsPath) else { return [:] }
    var result: [String: (target: String, type: String)] = [:]
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      while let tag = scanner.nextTag() {
        guard !tag.isEnd, scanner.equals(tag.localName, "Relationship"),
          let id = scanner.attributeString("Id", in: tag),
          let target = scanner.attributeString("Target", in: tag)
        else { continue }
        let decoded = target.removingPercentEncoding ?? target
        let path = Self.partPath(decoded.hasPrefix("/") ? decoded : folder + "/" + decoded)
        result[id] = (path, scanner.attributeString("Type", in: tag) ?? "")
      }
    }
    return result
  }

  /// The archive path of a part's path: without a leading `/`, each `.` and each `..` with the
  /// folder before it resolved (`xl/../xl/worksheets/sheet1.xml` is `xl/worksheets/sheet1.xml`).
  static func partPath(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The shared strings, in order: each `<si>`'s text runs joined, phonetic runs left out.
  private func sharedStrings(part: String) throws -> SharedStrings {
    var strings = SharedStrings()
    guard let xml = try file.entry(part) else { return strings }
    var isWellFormed = true
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      var inString = false
      while let tag = scanner.nextTag() {
        guard scanner.hasName(tag) else {
          isWellFormed = false
          return
        }
        if scanner.equals(tag.localName, "si") {
          if tag.isEnd || tag.isEmpty {
            strings.endString()
            inString = false
          } else {
            inString = true
          }
        } else if scanner.equals(tag.localName, "rPh"), !tag.isEnd, !tag.isEmpty {
          scanner.skipElement(named: tag.localName)
        } else if inString, scanner.equals(tag.localName, "t"), !tag.isEnd, !tag.isEmpty {
          strings.appendRun(bytes, scanner.rawText())
        }
      }
    }
    guard isWellFormed else {
      throw SpreadsheetError(
        path: file.path,
        message:
          "the workbook's shared strings (\(part)) are damaged: at string \(strings.count + 1), \(XMLScanner.strayBracket)"
      )
    }
    return strings
  }

  /// What each cell style (by index) shows a number as.
  private func styleKinds(part: String) throws -> [NumberFormatKind] {
    guard let xml = try file.entry(part) else { return [] }
    var custom: [Int: NumberFormatKind] = [:]
    var kinds: [NumberFormatKind] = []
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      var inCellXfs = false
      while let tag = scanner.nextTag() {
        if scanner.equals(tag.localName, "numFmt"), !tag.isEnd,
          let id = scanner.attributeInteger("numFmtId", in: tag)
        {
          custom[id] = NumberFormatKind(code: scanner.attributeString("formatCode", in: tag) ?? "")
        } else if scanner.equals(tag.localName, "cellXfs") {
          inCellXfs = !tag.isEnd && !tag.isEmpty
        } else if inCellXfs, scanner.equals(tag.localName, "xf"), !tag.isEnd {
          let id = scanner.attributeInteger("numFmtId", in: tag) ?? 0
          kinds.append(custom[id] ?? NumberFormatKind(builtIn: id))
        }
      }
    }
    return kinds
  }
}

/// The sinks of sheets read side by side, one slot each, with how each read ended.
private final class SinkSlots<Sink: SheetRowSink>: @unchecked Sendable {
  // A class so the workers share the slots; the lock makes each access safe.
  private var sinks: [Sink?]
  private var results: [Result<Void, any Error>]
  private let lock = NSLock()

  init(_ sinks: [Sink]) {
    self.sinks = sinks
    results = sinks.map { _ in .success(()) }
  }

  func take(_ index: Int) -> Sink {
    lock.lock()
    defer { lock.unlock() }
    defer { sinks[index] = nil }
    return sinks[index]!
  }

  func put(_ index: Int, _ sink: Sink, _ result: Result<Void, any Error>) {
    lock.lock()
    sinks[index] = sink
    results[index] = result
    lock.unlock()
  }

  func result(_ index: Int) -> Result<Void, any Error> {
    lock.lock()
    defer { lock.unlock() }
    return results[index]
  }
}
