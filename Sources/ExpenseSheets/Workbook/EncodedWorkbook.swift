import Foundation
import SheetCSV

/// A workbook's tabs as encoded rows, each tab's parts in row order, ready to be written out.
struct EncodedWorkbook: Sendable {
  private var parts: [Tab: [EncodedRows]] = [:]

  /// A workbook with no rows yet; every tab still gets its file, with its header.
  init() {}

  /// Adds rows after those of their tab added before.
  mutating func append(_ rows: EncodedRows) {
    parts[rows.tab, default: []].append(rows)
  }

  /// The file of `tab` in consecutive pieces: its header (after a byte order mark when
  /// `writeBOM`, ending with the ``ExportMarker`` of `exportId` when there is one), then its
  /// records, each followed by its cells of the tab's unknown columns.
  ///
  /// - Complexity: O(1) pieces per part when the tab has no unknown column; otherwise O(bytes).
  func file(_ tab: Tab, writeBOM: Bool, exportId: UUID? = nil) -> [[UInt8]] {
    let tabParts = parts[tab, default: []]
    let written = extraColumns(of: tab)
    let header = Self.header(
      of: tab, unknownColumns: written.keys, writeBOM: writeBOM, exportId: exportId)
    guard !written.keys.isEmpty else { return [header] + tabParts.map(\.bytes) }
    return [header] + tabParts.map { Self.withExtraCells($0, under: written) }
  }

  /// The first of `tab`'s unknown columns that a read of its file would take for one of its
  /// known columns or for an export's marker, making the whole tab unreadable.
  func misreadExtraColumn(of tab: Tab) -> MisreadExtraColumn? {
    MisreadExtraColumn.first(
      in: extraColumns(of: tab).keys, of: tab, rows: parts[tab, default: []])
  }

  /// The unknown columns `tab`'s file writes after its known ones.
  private func extraColumns(of tab: Tab) -> WrittenExtraColumns {
    var extraColumns = ExtraColumns()
    for part in parts[tab, default: []] {
      for row in part.extraCells { extraColumns.add(row.cells) }
    }
    return extraColumns.written
  }

  /// The header record of `tab`'s file, its known columns then `unknownColumns`, then the
  /// ``ExportMarker`` of `exportId` when there is one, after a byte order mark when `writeBOM`.
  static func header(
    of tab: Tab, unknownColumns: [ExtraColumnKey], writeBOM: Bool, exportId: UUID? = nil
  ) -> [UInt8] {
    var header = CSVWriter(configuration: .init(writeBOM: writeBOM))
    header.writeRecord(
      TabRecognizer.columnNames(of: tab) + unknownColumns.map(\.name)
        + (exportId.map { [ExportMarker.headerCell($0)] } ?? []))
    return header.bytes
  }

  /// The records of `part`, each followed by its cells under `columns`.
  private static func withExtraCells(_ part: EncodedRows, under columns: WrittenExtraColumns)
    -> [UInt8]
  {
    let configuration = CSVWriter.Configuration()
    let lineEnding = configuration.lineEnding
    var bytes: [UInt8] = []
    bytes.reserveCapacity(part.bytes.count + part.count * (columns.keys.count + lineEnding.count))
    var pending = part.extraCells[...]
    var start = 0
    for (row, end) in part.recordEnds.enumerated() {
      var cells: [ExtraCell] = []
      if let next = pending.first, next.row == row {
        cells = next.cells
        pending.removeFirst()
      }
      // The record's known cells, then its unknown ones, then its line ending again.
      bytes += part.bytes[start..<end - lineEnding.count]
      var extra = CellWriter(csv: CSVWriter())
      columns.write(cells, to: &extra)
      bytes.append(configuration.delimiter)
      bytes += extra.csv.bytes
      bytes += lineEnding
      start = end
    }
    return bytes
  }
}
