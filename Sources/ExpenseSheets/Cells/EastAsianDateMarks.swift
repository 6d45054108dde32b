/// The marks Japanese and Chinese (`2023年2月9日`) and Korean (`2023년 2월 9일`) long dates put
/// after the year, the month and the day, and the full-width parentheses around a weekday
/// (`（木）`).
enum EastAsianDateMarks {
  /// How many UTF-8 bytes each mark takes.
  static let byteCount = 3

  /// The marks, year, month and day, in Japanese and Chinese, then Korean.
  private static let marks: [[UInt8]] = ["年", "月", "日", "년", "월", "일"].map { Array($0.utf8) }

  /// Which mark (0 year, 1 month, 2 day) starts at `index` of `bytes`, or `nil`.
  static func mark(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
    guard bytes[index] >= 0xE0, index + byteCount <= bytes.count else { return nil }
    for (place, mark) in marks.enumerated()
    where mark.indices.allSatisfy({ bytes[index + $0] == mark[$0] }) {
      return place % 3
    }
    return nil
  }

  /// The full-width parentheses.
  private static let (open, close) = (Array("（".utf8), Array("）".utf8))

  /// `word` without the full-width parentheses around it (`（木）`), if it has them.
  static func withoutParentheses(_ word: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    guard word.count > open.count + close.count, word[0] == open[0], word.starts(with: open),
      word.suffix(close.count).elementsEqual(close)
    else { return word }
    return UnsafeRawBufferPointer(rebasing: word[open.count..<(word.count - close.count)])
  }
}
