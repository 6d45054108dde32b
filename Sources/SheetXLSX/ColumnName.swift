/// Spreadsheet column letters: `A` is column 0, `Z` 25, `AA` 26.
public enum ColumnName {
  /// Appends the letters of the zero-based column `index`.
  public static func appendLetters(of index: Int, to out: inout [UInt8]) {
    if index < 26 {
      out.append(UInt8(ascii: "A") + UInt8(index))
      return
    }
    if index < 702 {
      out.append(UInt8(ascii: "A") + UInt8(index / 26 - 1))
      out.append(UInt8(ascii: "A") + UInt8(index % 26))
      return
    }
    var letters: [UInt8] = []
    var rest = index + 1
    while rest > 0 {
      let remainder = (rest - 1) % 26
      letters.append(UInt8(ascii: "A") + UInt8(remainder))
      rest = (rest - 1) / 26
    }
    out += letters.reversed()
  }

  /// The letters of the zero-based column `index`.
  public static func letters(of index: Int) -> String {
    var out: [UInt8] = []
    appendLetters(of: index, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The zero-based column of the letters that begin a cell reference (`C` of `C5`), and how
  /// many bytes they take; `nil` when it does not begin with a letter.
  static func column(ofReference bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var value = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let letter = bytes[index] | 0x20
      guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") else { break }
      // Saturated far past any grid, so that no run of letters overflows.
      value = min(value, Int.max / 32) * 26 + Int(letter - UInt8(ascii: "a")) + 1
      index += 1
    }
    return index == range.lowerBound ? nil : value - 1
  }
}
