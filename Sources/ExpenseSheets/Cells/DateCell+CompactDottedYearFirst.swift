extension DateCell {
  /// The year, month and day of a compact dotted date with a two-digit year first (`23.01.20`,
  /// `23.1.5`), read year-first: dots say day-first everywhere else, so a shape reads it
  /// day-first, and only a column read year-first as asked (`--date-order ymd`) reads it so.
  /// `nil` for another form; the numbers need not make a day.
  ///
  /// Asked of every dotted date a column reads (`05.01.2025` too): it reads the bytes once and
  /// makes nothing.
  static func compactDottedYearFirst(_ bytes: UnsafeRawBufferPointer) -> (
    year: Int, month: Int, day: Int
  )? {
    let bytes = bytes.trimmingSpaces
    // The numbers before each dot, the width of the first, and the number after the last dot.
    var (first, second, firstWidth, dots) = (0, 0, 0, 0)
    var (value, width) = (0, 0)
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard width > 0, dots < 2 else { return nil }
        if dots == 0 { (first, firstWidth) = (value, width) } else { second = value }
        (dots, value, width) = (dots + 1, 0, 0)
      } else {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10, width < 2 else { return nil }
        (value, width) = (value * 10 + Int(digit), width + 1)
      }
    }
    guard dots == 2, width > 0, firstWidth == 2 else { return nil }
    return (fullYear(first, width: 2), second, value)
  }
}
