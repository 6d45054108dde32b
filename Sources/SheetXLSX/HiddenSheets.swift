/// The sheets a workbook hides from view: in an .xlsx, a `<sheet>` whose `state` is `hidden` or
/// `veryHidden`; in an .ods, a `<table:table>` whose table style has `table:display="false"`.
enum HiddenSheets {
  /// The names of the hidden sheets of an .xlsx's `xl/workbook.xml`.
  static func inXLSXWorkbook(_ xml: [UInt8]) -> Set<String> {
    var hidden: Set<String> = []
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      while let tag = scanner.nextTag() {
        guard !tag.isEnd, scanner.equals(tag.localName, "sheet"),
          let state = scanner.attributeString("state", in: tag),
          state == "hidden" || state == "veryHidden"
        else { continue }
        hidden.insert(scanner.attributeString("name", in: tag) ?? "")
      }
    }
    return hidden
  }

  /// The names of the hidden tables of an .ods's `content.xml`: the table styles come first,
  /// in its automatic styles, and each table names its style; the tables' rows are skipped.
  static func inODSContent(_ xml: [UInt8]) -> Set<String> {
    var hiddenStyles: Set<String> = []
    var hidden: Set<String> = []
    xml.withUnsafeBufferPointer { bytes in
      var scanner = XMLScanner(bytes)
      var tableStyle: String?
      while let tag = scanner.nextTag() {
        guard !tag.isEnd else { continue }
        let name = tag.localName
        if scanner.equals(name, "style") {
          tableStyle =
            scanner.attributeString("family", in: tag) == "table"
            ? scanner.attributeString("name", in: tag) : nil
        } else if scanner.equals(name, "table-properties"), let style = tableStyle,
          scanner.attributeString("display", in: tag) == "false"
        {
          hiddenStyles.insert(style)
        } else if scanner.equals(name, "table") {
          if let style = scanner.attributeString("style-name", in: tag),
            hiddenStyles.contains(style)
          {
            hidden.insert(scanner.attributeString("name", in: tag) ?? "")
          }
          if !tag.isEmpty { scanner.skipElement(named: name) }
        }
      }
    }
    return hidden
  }
}
