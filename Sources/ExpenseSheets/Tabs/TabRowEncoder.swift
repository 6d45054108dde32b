import SheetCSV

/// Writes the rows of one tab, one at a time, as ``EncodedRows``: how every tab is encoded,
/// whether its rows are in memory or streamed out of a store.
///
/// Text cells are guarded, so that a spreadsheet reads them as text and never as a formula.
package struct TabRowEncoder<Codec: TabCodec> {
  private var cells = CellWriter(csv: CSVWriter())
  private var encoded = EncodedRows(tab: Codec.tab)

  /// An encoder with no rows yet.
  package init() {}

  /// An encoder with no rows yet, whose buffer holds `bytes` bytes before it grows: a buffer
  /// that grows by doubling copies what it holds each time, into memory never touched before.
  package init(reservingCapacity bytes: Int) {
    cells.csv.reserveCapacity(bytes)
  }

  /// Writes a row after those written so far.
  package mutating func append(_ row: Codec.Row) {
    append { cells in
      Codec.write(row, to: &cells)
      return row.extraCells
    }
  }

  /// Writes a row after those written so far from its cells as `write` writes them, in the
  /// tab's column order, as `Codec.write(_:to:)` would: how a store writes the cells it reads
  /// straight from its columns, without making the row.
  ///
  /// - Parameter write: Writes the row's cells, and returns its unknown-column cells.
  package mutating func append(
    writing write: (inout CellWriter) throws -> [ExtraCell]
  ) rethrows {
    let extraCells = try write(&cells)
    cells.csv.endRecord()
    if !extraCells.isEmpty { encoded.extraCells.append((encoded.count, extraCells)) }
    encoded.recordEnds.append(cells.csv.bytes.count)
  }

  /// The rows written.
  package consuming func finish() -> EncodedRows {
    var finished = encoded
    finished.bytes = cells.csv.bytes
    return finished
  }
}
