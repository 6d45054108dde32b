import Foundation
import SheetCSV

/// The shared driver that writes any tab canonically: the known columns in export order, then
/// the unknown columns the rows carry, in the order they were first seen; text cells guarded.
enum TabEncoder {
  /// How many rows one chunk of a tab holds: enough that a chunk is worth a thread, few enough
  /// that the chunks of the largest tabs share two cores evenly.
  static let rowsPerChunk = 16_384

  /// The CSV bytes of a tab.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> [UInt8] {
    encoding(codec, rows: rows, writeBOM: writeBOM).bytes()
  }

  /// The CSV bytes of a tab whose rows write their cells directly.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: CellWritingCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> [UInt8] {
    encoding(codec, rows: rows, writeBOM: writeBOM).bytes()
  }

  /// A tab ready to encode, its rows in chunks.
  static func encoding<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> TabEncoding {
    let isText = Codec.Column.allCases.map { $0.kind == .text }
    return encoding(codec, rows: rows, writeBOM: writeBOM) { row, cells in
      cells.cells(Codec.encode(row), isText: isText)
    }
  }

  /// A tab whose rows write their cells directly, ready to encode, its rows in chunks.
  static func encoding<Codec: CellWritingCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool = false
  ) -> TabEncoding {
    encoding(codec, rows: rows, writeBOM: writeBOM) { row, cells in Codec.write(row, to: &cells) }
  }

  /// A tab ready to encode, each row's known cells written by `writeCells`.
  private static func encoding<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], writeBOM: Bool,
    writeCells: @escaping @Sendable (Codec.Row, inout CellWriter) -> Void
  ) -> TabEncoding {
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
    let columnsOfExtras = extraColumns
    let chunks = stride(from: 0, to: rows.count, by: rowsPerChunk).map { lower in
      let chunk = rows[lower..<min(rows.count, lower + rowsPerChunk)]
      return { @Sendable () -> [UInt8] in
        var cells = CellWriter(csv: CSVWriter())
        for row in chunk {
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
        return cells.csv.bytes
      }
    }
    return TabEncoding(header: writer.bytes, chunks: chunks)
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
