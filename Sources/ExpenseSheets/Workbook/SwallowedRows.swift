/// Rows a stray quote swallowed: a quote that opens a cell and closes lines later makes the
/// rows between part of that cell's text, or the end of its row and the start of the next. Such
/// a text holds a row's worth of delimiters across its line breaks; a note written over several
/// lines holds a few.
enum SwallowedRows {
  /// Whether `text` breaks lines and holds at least `columns - 2` delimiters (and at least
  /// two): across one line break, the rest of a row (the cells after the quote's) and the start
  /// of the next (the cells before the closing quote's) hold `columns - 1` when the quote closes
  /// in the column it opened in.
  static func holdsRows<Text: Sequence<UInt8>>(in text: Text, delimiter: UInt8, columns: Int)
    -> Bool
  {
    let needed = max(2, columns - 2)
    var delimiters = 0
    var breaksLines = false
    for byte in text {
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        breaksLines = true
      } else if byte == delimiter {
        delimiters += 1
      }
    }
    return breaksLines && delimiters >= needed
  }
}
