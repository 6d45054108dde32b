import Foundation
import Testing

@testable import SheetXLSX

/// An .ods file made from its XML, so that a test controls every element a writer may put in:
/// one sheet, `Sheet1`, with the styles LibreOffice keeps in `content.xml` and those Gnumeric
/// keeps in `styles.xml`, the null date `content.xml` declares and the generator `meta.xml`
/// names.
struct HandMadeODS {
  /// The elements of `content.xml`'s `office:automatic-styles`.
  var automaticStyles = ""
  /// The whole `styles.xml`, when the file has one.
  var stylesXML: String?
  /// The `table:date-value` of the `table:null-date` that `content.xml`'s
  /// `table:calculation-settings` holds, when it declares one.
  var nullDate: String?
  /// The program `meta.xml`'s `meta:generator` names (`gnumeric/1.12.55`), when the file has
  /// a `meta.xml`.
  var generator: String?
  /// What `Sheet1` holds: `table:table-column` and `table:table-row` elements.
  var sheet: String
  /// Where `content.xml` is cut off, when it is: before the first `cutBefore` in it.
  var cutBefore: String?

  /// The namespaces every document of the file declares.
  static let namespaces = """
    xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
    xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" \
    xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" \
    xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" \
    xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
    """

  /// Writes the file in a fresh temporary file; its path.
  func write() throws -> String {
    let settings = nullDate.map {
      #"<table:calculation-settings><table:null-date table:date-value="\#($0)" "#
        + #"table:value-type="date"/></table:calculation-settings>"#
    }
    var content = """
      <?xml version="1.0" encoding="UTF-8"?>
      <office:document-content \(Self.namespaces)>\
      <office:automatic-styles>\(automaticStyles)</office:automatic-styles>\
      <office:body><office:spreadsheet>\(settings ?? "")<table:table table:name="Sheet1">\
      \(sheet)</table:table></office:spreadsheet></office:body></office:document-content>
      """
    if let cutBefore, let cut = content.firstRange(of: cutBefore) {
      content = String(content[..<cut.lowerBound])
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("hand-made-\(UUID().uuidString).ods").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var zip = ZIPFileWriter(descriptor: descriptor, modified: Date())
    let entries =
      [("mimetype", "application/vnd.oasis.opendocument.spreadsheet"), ("content.xml", content)]
      + (stylesXML.map { [("styles.xml", $0)] } ?? [])
      + (generator.map { [("meta.xml", Self.meta(generator: $0))] } ?? [])
    for (name, text) in entries {
      try zip.addEntry(name, pieces: [DeflatedPiece(deflating: Array(text.utf8), isLast: true)])
    }
    try zip.finish()
    return path
  }

  /// A `meta.xml` naming `generator` as the program that wrote the file.
  static func meta(generator: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
    xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.2">\
    <office:meta><meta:generator>\(generator)</meta:generator></office:meta>\
    </office:document-meta>
    """
  }

  /// Writes and reads the file: the rows of `Sheet1` by number, or the error, its path given as
  /// `book.ods`.
  func read() throws -> Result<[Int: [SheetCell]], SpreadsheetError> {
    let path = try write()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try HandMadeWorkbook.rows(ofFileAt: path, named: "book.ods")
  }
}
