/// Reads integers: optional sign (`-`, `+`, or U+2212 `−`), digits, perhaps grouped by
/// thousands (`2,023`, `2.023`), and a zero fraction a spreadsheet may show (`3.0`, `3,00`,
/// `2,023.00`).
enum IntegerCell {
  /// The integer in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let bytes = bytes.trimmingSpaces
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    } else if bytes.count >= 3, bytes[0] == 0xE2, bytes[1] == 0x88, bytes[2] == 0x92 {
      // U+2212 MINUS SIGN, as number formats in nb-NO, sv-SE and fi-FI show a negative number.
      negative = true
      index += 3
    }
    let digitsStart = index
    var value = 0
    while index < bytes.count, isDigit(bytes[index]) {
      let (times10, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(Int(bytes[index] &- 0x30))
      if o1 || o2 { return nil }
      value = sum
      index += 1
    }
    guard index > digitsStart else { return nil }
    // Most cells are digits alone (`2023`), and end here.
    if index == bytes.count { return negative ? -value : value }
    // Three digits after a mark group thousands (`1,000`, `1.000`): a format shows a whole
    // number so far more often than with three zero decimals. The leading group is one to
    // three digits, the first of them not a zero (`0,012` is none).
    if index - digitsStart <= 3, bytes[digitsStart] != UInt8(ascii: "0"),
      let grouped = grouped(bytes, from: index, leading: value)
    {
      return negative ? -grouped : grouped
    }
    if bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
      index += 1
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    guard index == bytes.count else { return nil }
    return negative ? -value : value
  }

  /// The marks that group thousands: `,` `.` `'` `’`, a space, a no-break space and a narrow
  /// one, as a number format shows a year or a count (`2,023`, `2.023,00`, `2 023`).
  private static let groupMarks: [[UInt8]] = [
    [0x2C], [0x2E], [0x27], [0xE2, 0x80, 0x99], [0x20], [0xC2, 0xA0], [0xE2, 0x80, 0xAF],
  ]

  /// The integer whose leading group, `leading`, ends at `start` of `bytes`, and whose other
  /// groups of three digits follow, each after one mark (`2,023`, `1.234.567`, `1,000`), with an
  /// optional zero fraction after the other decimal mark (`2,023.00`) to the end; or `nil`.
  private static func grouped(_ bytes: UnsafeRawBufferPointer, from start: Int, leading: Int)
    -> Int?
  {
    var (index, value) = (start, leading)
    guard let mark = groupMarks.first(where: { isMark($0, at: index, in: bytes) }) else {
      return nil
    }
    var groups = 0
    while isMark(mark, at: index, in: bytes), index + mark.count + 3 <= bytes.count,
      (0..<3).allSatisfy({ isDigit(bytes[index + mark.count + $0]) })
    {
      index += mark.count
      for _ in 0..<3 {
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(Int(bytes[index] &- 0x30))
        if o1 || o2 { return nil }
        value = sum
        index += 1
      }
      groups += 1
    }
    guard groups > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ","),
      !isMark(mark, at: index, in: bytes)
    {
      index += 1
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    guard index == bytes.count else { return nil }
    return value
  }

  /// Whether the bytes of `mark` stand at `index` of `bytes`.
  private static func isMark(_ mark: [UInt8], at index: Int, in bytes: UnsafeRawBufferPointer)
    -> Bool
  {
    index + mark.count <= bytes.count && mark.indices.allSatisfy { bytes[index + $0] == mark[$0] }
  }
}
