import Foundation
import SheetCSV

/// The shared driver that writes any tab canonically: the known columns in export order, then
/// the unknown columns the rows carry, in the order they were first seen; text cells guarded.
enum TabEncoder {
  /// The CSV bytes of a tab.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> [UInt8] {
    let isText = Codec.Column.allCases.map { $0.kind == .text }
    return encode(codec, rows: rows, writeBOM: writeBOM) { row, cells in
      cells.cells(Codec.encode(row), isText: isText)
    }
  }

  /// The CSV bytes of a tab whose rows write their cells directly.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: CellWritingCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> [UInt8] {
    encode(codec, rows: rows, writeBOM: writeBOM) { row, cells in Codec.write(row, to: &cells) }
  }

  /// The CSV bytes of a tab, each row's known cells written by `writeCells`.
  private static func encode<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool,
    writeCells: @Sendable (Codec.Row, inout CellWriter) -> Void
  ) -> [UInt8] {
    let columns = Codec.Column.allCases
    // Unknown columns are told apart by name and by how often the name came before in the row,
    // since a sheet may repeat a header (two "Notes" columns, or several with no name).
    // An unnamed column whose cells are all empty holds nothing and is not written.
    var extraColumns: [ExtraColumnKey] = []
    var seen: Set<ExtraColumnKey> = []
    var unnamedWithContent: Set<ExtraColumnKey> = []
    for row in rows {
      let cells = Codec.extraCells(of: row)
      for (key, cell) in zip(ExtraColumnKey.keys(of: cells), cells) {
        if seen.insert(key).inserted { extraColumns.append(key) }
        if key.name.isEmpty && !cell.value.isEmpty { unnamedWithContent.insert(key) }
      }
    }
    extraColumns.removeAll { $0.name.isEmpty && !unnamedWithContent.contains($0) }
    var writer = CSVWriter(configuration: .init(writeBOM: writeBOM))
    writer.writeRecord(columns.map(\.name) + extraColumns.map(\.name))
    // Large tabs are written in chunks side by side, then joined in order.
    let chunkCount = rows.count >= 50_000 ? 2 : 1
    let chunkSize = (rows.count + chunkCount - 1) / max(1, chunkCount)
    let chunks = ConcurrentResults(count: chunkCount)
    let columnsOfExtras = extraColumns
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let lower = chunk * chunkSize
      let upper = min(rows.count, lower + chunkSize)
      var cells = CellWriter(csv: CSVWriter())
      for row in rows[lower..<max(lower, upper)] {
        writeCells(row, &cells)
        if !columnsOfExtras.isEmpty {
          let extras = Codec.extraCells(of: row)
          let values = Dictionary(
            zip(ExtraColumnKey.keys(of: extras), extras.map(\.value)),
            uniquingKeysWith: { first, _ in first })
          for key in columnsOfExtras {
            cells.plain(TextGuard.formulaGuarded(values[key] ?? ""))
          }
        }
        cells.csv.endRecord()
      }
      chunks.set(chunk, cells.csv.bytes)
    }
    var bytes = writer.bytes
    for chunk in 0..<chunkCount {
      if let part: [UInt8] = chunks.get(chunk) { bytes += part }
    }
    return bytes
  }
}

/// An unknown column as the encoder tells columns apart: its name and how many columns of the
/// same name stand before it.
struct ExtraColumnKey: Hashable {
  var name: String
  var occurrence: Int

  /// The keys of a row's unknown-column cells, in order.
  static func keys(of cells: [ExtraCell]) -> [ExtraColumnKey] {
    var counts: [String: Int] = [:]
    return cells.map { cell in
      let occurrence = counts[cell.column, default: 0]
      counts[cell.column] = occurrence + 1
      return ExtraColumnKey(name: cell.column, occurrence: occurrence)
    }
  }
}
