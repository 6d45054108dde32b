/// Line numbers of byte offsets, counted only when an issue or an error needs one, onward from
/// the offset asked for last: asked in increasing order, every byte is looked at once in all.
struct LineCounter: Sendable {
  /// The offset the lines are counted up to.
  private var counted = 0
  /// The 1-based line at `counted`.
  private var line = 1

  /// A counter at the start of a buffer.
  init() {}

  /// The 1-based line holding the byte at `offset` of `buffer`: LF, CRLF and a lone CR each
  /// end a line. The counter must be asked about one buffer only.
  ///
  /// - Complexity: O(offset − the offset asked for last), or O(offset) when that was further.
  mutating func line(of offset: Int, in buffer: UnsafeRawBufferPointer) -> Int {
    let end = min(max(offset, 0), buffer.count)
    if end < counted { (counted, line) = (0, 1) }
    // A line ends at each CR, and at each LF but the one of a CRLF.
    for index in counted..<end {
      let byte = buffer[index]
      if byte == CSVReader.carriageReturn
        || (byte == CSVReader.lineFeed
          && (index == 0 || buffer[index - 1] != CSVReader.carriageReturn))
      {
        line += 1
      }
    }
    counted = end
    return line
  }
}
