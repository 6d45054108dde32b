/// Reads integers: optional sign, digits, and a zero fraction a spreadsheet may show (`3.0`, `3,00`).
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
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
      index += 1
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    guard index == bytes.count else { return nil }
    return negative ? -value : value
  }
}
