/// Where a table's records start, their lines counted onward from the record asked for last:
/// asked in increasing order, the file is read once in all, where each
/// ``CSVTable/position(ofRecord:)`` counts the lines from the start.
public struct CSVLineCounter: Sendable {
  /// The table whose records are looked up.
  private let table: CSVTable
  /// The lines counted so far.
  private var lines = LineCounter()

  /// A counter of `table`'s lines.
  public init(_ table: CSVTable) { self.table = table }

  /// Where a record (0-based) starts.
  ///
  /// - Complexity: O(bytes between the record asked for last and this one), or O(the record's
  ///   offset) when this one comes before the last.
  public mutating func position(ofRecord record: Int) -> CSVPosition {
    let offset = Int(table.recordOffsets[record])
    let line = table.storage.withUnsafeBytes { lines.line(of: offset, in: $0) }
    return CSVPosition(record: record + 1, line: line, byteOffset: offset)
  }
}
