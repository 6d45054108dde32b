extension TypedCell {
  /// Whether the text of a cell in a column a person added is a number that a number cell shows
  /// and reads back exactly as written: digits with no leading zero (but a lone `0` before the
  /// point), a fraction with no trailing zero, at most 15 significant digits, no sign. Such a cell
  /// is written as a number, so that it sums and sorts in the spreadsheet as the person typed it;
  /// `00123`, `12.50`, `-5` and longer numbers stay text, which a number cell would change.
  static func isPlainNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    let point = bytes.firstIndex(of: UInt8(ascii: "."))
    let whole = bytes[..<(point ?? bytes.endIndex)]
    guard !whole.isEmpty, whole.allSatisfy(isDigit),
      whole.first != UInt8(ascii: "0") || whole.count == 1
    else { return false }
    if let point {
      let fraction = bytes[(point + 1)...]
      guard !fraction.isEmpty, fraction.allSatisfy(isDigit), fraction.last != UInt8(ascii: "0")
      else { return false }
    }
    let significant = bytes.filter(isDigit).drop { $0 == UInt8(ascii: "0") }.count
    return significant <= 15
  }
}
