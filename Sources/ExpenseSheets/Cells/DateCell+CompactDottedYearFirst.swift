extension DateCell {
  /// The year, month and day of a compact dotted date with a two-digit year first (`23.01.20`,
  /// `23.1.5`), read year-first: dots say day-first everywhere else, so a shape reads it
  /// day-first, and only a column read year-first as asked (`--date-order ymd`) reads it so.
  /// `nil` for another form; the numbers need not make a day.
  static func compactDottedYearFirst(_ bytes: UnsafeRawBufferPointer) -> (
    year: Int, month: Int, day: Int
  )? {
    let bytes = bytes.trimmingSpaces
    var numbers: [Int] = []
    var widths: [Int] = []
    var value = 0
    var width = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard width > 0, numbers.count < 2 else { return nil }
        (numbers, widths, value, width) = (numbers + [value], widths + [width], 0, 0)
      } else {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10, width < 2 else { return nil }
        (value, width) = (value * 10 + Int(digit), width + 1)
      }
    }
    guard numbers.count == 2, width > 0, widths[0] == 2 else { return nil }
    return (fullYear(numbers[0], width: 2), numbers[1], value)
  }
}
