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

  /// Writes a row after those written so far.
  package mutating func append(_ row: Codec.Row) {
    Codec.write(row, to: &cells)
    cells.csv.endRecord()
    let extraCells = row.extraCells
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
