/// Where something is in a CSV buffer.
///
/// Counting bases: `record` and `line` start at 1 (the first record is the header, record 1);
/// `byteOffset` starts at 0 and counts from the start of the buffer, a byte order mark included.
/// A line ends at LF, CRLF or a lone CR; a record spans several lines when a quoted field holds
/// line breaks. Blank lines are lines but not records.
public struct CSVPosition: Sendable, Hashable, CustomStringConvertible {
  /// The record number, from 1.
  public var record: Int
  /// The line number, from 1.
  public var line: Int
  /// The byte offset, from 0.
  public var byteOffset: Int

  /// Creates a position.
  public init(record: Int, line: Int, byteOffset: Int) {
    self.record = record
    self.line = line
    self.byteOffset = byteOffset
  }

  /// `record R, line L, byte B`.
  public var description: String { "record \(record), line \(line), byte \(byteOffset)" }
}
