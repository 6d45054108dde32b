/// Rows a stray quote swallowed: a quote that opens a cell and closes lines later makes the
/// rows between part of that cell's text. A line of a cell's text with nearly as many
/// delimiters as the tab has columns is such a row; a note written over several lines is not.
enum SwallowedRows {
  /// How many lines of a cell's text, after its first, hold at least `columns - 2` delimiters
  /// (and at least two).
  static func lineCount<Text: Sequence<UInt8>>(in text: Text, delimiter: UInt8, columns: Int)
    -> Int
  {
    let needed = max(2, columns - 2)
    var lines = 0
    var delimiters = 0
    var afterFirstLine = false
    for byte in text {
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if afterFirstLine, delimiters >= needed { lines += 1 }
        afterFirstLine = true
        delimiters = 0
      } else if byte == delimiter {
        delimiters += 1
      }
    }
    if afterFirstLine, delimiters >= needed { lines += 1 }
    return lines
  }
}
