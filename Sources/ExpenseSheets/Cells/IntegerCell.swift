/// Reads integers: optional sign, digits, perhaps grouped by thousands (`2,023`, `2.023`), and
/// a zero fraction a spreadsheet may show (`3.0`, `3,00`, `2,023.00`).
enum IntegerCell {
  /// The integer in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let bytes = bytes.trimmingSpaces
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
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
    // number so far more often than with three zero decimals.
    if let grouped = grouped(bytes) { return grouped }
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

  /// The integer of digits grouped by thousands with one mark (`2,023`, `1.234.567`, `1,000`),
  /// with an optional zero fraction after the other decimal mark (`2,023.00`), or `nil`.
  private static func grouped(_ bytes: UnsafeRawBufferPointer) -> Int? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative || bytes.first == UInt8(ascii: "+") { index += 1 }
    var value = 0
    let digitsStart = index
    // The leading group is one to three digits, the first of them not a zero (`0,012` is none).
    guard index < bytes.count, bytes[index] != UInt8(ascii: "0") else { return nil }
    while index < bytes.count, isDigit(bytes[index]), index - digitsStart < 3 {
      value = value * 10 + Int(bytes[index] &- 0x30)
      index += 1
    }
    guard index > digitsStart, index < bytes.count else { return nil }
    guard
      let mark = groupMarks.first(where: { mark in
        index + mark.count <= bytes.count
          && mark.indices.allSatisfy { bytes[index + $0] == mark[$0] }
      })
    else { return nil }
    var groups = 0
    while index + mark.count + 3 <= bytes.count,
      mark.indices.allSatisfy({ bytes[index + $0] == mark[$0] }),
      (1...3).allSatisfy({ isDigit(bytes[index + mark.count + $0 - 1]) })
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
      mark != [bytes[index]]
    {
      index += 1
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    guard index == bytes.count else { return nil }
    return negative ? -value : value
  }
}
