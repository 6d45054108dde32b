import Foundation

/// Encodes a tab's rows held in memory, in chunks that encode independently, so that the chunks
/// of every tab can share the cores.
enum TabEncoder {
  /// How many rows one chunk of a tab holds: enough that a chunk is worth a thread, few enough
  /// that the chunks of the largest tabs share two cores evenly.
  static let rowsPerChunk = 16_384

  /// The CSV bytes of a tab.
  ///
  /// - Complexity: O(cells).
  static func encode<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row]
  ) -> [UInt8] {
    var workbook = EncodedWorkbook()
    for chunk in chunks(codec, rows: rows) {
      workbook.append(chunk())
    }
    return workbook.file(Codec.tab, writeBOM: false).reduce(into: []) { $0 += $1 }
  }

  /// The encoding of each chunk of `rows`, in row order, `rowsPerChunk` rows a chunk; a tab
  /// without rows has one, empty.
  static func chunks<Codec: TabCodec>(
    _ codec: Codec.Type, rows: [Codec.Row], rowsPerChunk: Int = rowsPerChunk
  ) -> [@Sendable () -> EncodedRows] {
    stride(from: 0, to: max(rows.count, 1), by: rowsPerChunk).map { lower in
      let chunk = rows[lower..<min(rows.count, lower + rowsPerChunk)]
      return {
        var encoder = TabRowEncoder<Codec>()
        for row in chunk { encoder.append(row) }
        return encoder.finish()
      }
    }
  }
}
