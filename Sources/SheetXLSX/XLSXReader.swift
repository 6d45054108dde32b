import Foundation

/// Reads the sheets of an .xlsx file: the workbook's sheet list, shared strings and number
/// formats, then each sheet's XML with one forward scan over its bytes.
struct XLSXReader {
  let file: SpreadsheetFile

  /// See ``SpreadsheetFile/readRows(ofSheets:row:)``.
  func readRows(
    ofSheets include: (String) -> Bool, row: (String, Int, [SheetCell]) -> Void
  ) throws -> [String] {
    let workbook = try file.entry("xl/workbook.xml") ?? []
    let relationships = try self.relationships(of: "xl/workbook.xml")
    var sheets: [(name: String, part: String?)] = []
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
          let id = scanner.attributeString("id", in: tag)
          sheets.append((name, id.flatMap { relationships[$0]?.target }))
        }
      }
    }
    let selected = sheets.filter { include($0.name) }
    guard !selected.isEmpty else { return sheets.map(\.name) }
    let sharedStringsPart =
      relationships.values.first { $0.type.hasSuffix("/sharedStrings") }?.target
      ?? "xl/sharedStrings.xml"
    let stylesPart =
      relationships.values.first { $0.type.hasSuffix("/styles") }?.target ?? "xl/styles.xml"
    let strings = try sharedStrings(part: sharedStringsPart)
    let formats = try styleKinds(part: stylesPart)
    for index in selected.indices {
      let sheet = selected[index]
      guard let part = sheet.part, var xml = try file.entry(part) else { continue }
      let scan = XLSXSheetScan(strings: strings, styles: formats, system: system)
      xml.withUnsafeBufferPointer { bytes in
        scan.scan(bytes) { number, cells in row(sheet.name, number, cells) }
      }
      xml = []
    }
    return sheets.map(\.name)
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
        let path =
          target.hasPrefix("/")
          ? String(target.dropFirst())
          : ((folder + "/" + target) as NSString).standardizingPath
        result[id] = (path, scanner.attributeString("Type", in: tag) ?? "")
      }
    }
    return result
  }

  /// The shared strings, in order: each `<si>`'s text runs joined, phonetic runs left out.
  private func sharedStrings(part: String) throws -> [String] {
    guard let xml = try file.entry(part) else { return [] }
    var strings: [String] = []
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      var current: String?
      while let tag = scanner.nextTag() {
        if scanner.equals(tag.localName, "si") {
          if tag.isEnd {
            strings.append(current ?? "")
            current = nil
          } else if tag.isEmpty {
            strings.append("")
          } else {
            current = ""
          }
        } else if scanner.equals(tag.localName, "rPh"), !tag.isEnd, !tag.isEmpty {
          scanner.skipElement(named: tag.localName)
        } else if scanner.equals(tag.localName, "t"), !tag.isEnd, !tag.isEmpty {
          let text = scanner.rawText()
          current = (current ?? "") + XMLText.decoded(bytes, text, ooxmlEscapes: true)
        }
      }
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
