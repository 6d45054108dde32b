/// Line numbers of byte offsets, counted on demand (only when an issue or error needs one).
struct LineIndex {
  private let buffer: UnsafeRawBufferPointer

  /// Lines of a buffer.
  init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

  /// The 1-based line holding a byte offset: LF, CRLF and a lone CR each end a line.
  ///
  /// - Complexity: O(offset).
  func line(of offset: Int) -> Int {
    var line = 1
    var index = 0
    let end = min(offset, buffer.count)
    while index < end {
      let byte = buffer[index]
      if byte == CSVReader.lineFeed {
        line += 1
      } else if byte == CSVReader.carriageReturn {
        if index + 1 < buffer.count, buffer[index + 1] == CSVReader.lineFeed {
          if index + 1 < end { index += 1 }
        }
        line += 1
      }
      index += 1
    }
    return line
  }
}
