import Foundation

/// The header cell by which a tab file names the export it comes from: `exportId:` and the
/// export's id, `exportId:6F9619FF-8B86-4011-B42D-00C04FC964FF`, after the tab's other columns.
///
/// Every tab carries its own, since each tab is downloaded as a file of its own: a stale tab
/// among fresh ones is merged against the export it came from. A header cell is plain text to a
/// spreadsheet, survives an import and a download unchanged, and stays even when the tab has
/// no rows. Its column holds no cell: the rows of an export stop before it.
package enum ExportMarker {
  /// The text before the id: `exportId:`.
  static let prefix = "exportId:"

  /// The header cell naming the export `id`.
  static func headerCell(_ id: UUID) -> String {
    prefix + CellFormatter.uuid(id)
  }

  /// The export id a header cell names, or `nil` when the cell is no export marker: the
  /// prefix in any case, spaces allowed around it and the id, the id in any case.
  package static func exportId(inHeaderCell cell: String) -> UUID? {
    // Every header cell is asked, and a header can have millions: most are ruled out by their
    // first letter, without trimming or lowercasing a `String`.
    let bytes = cell.utf8
    guard let start = bytes.firstIndex(where: { $0 != 0x20 }),
      bytes[start] | 0x20 == UInt8(ascii: "e"),
      bytes[start...].starts(with: prefix.utf8, by: { $0 | 0x20 == $1 | 0x20 })
    else { return nil }
    let id = cell[bytes.index(start, offsetBy: prefix.utf8.count)...]
    return UUID(uuidString: id.trimmingCharacters(in: .whitespaces))
  }
}
