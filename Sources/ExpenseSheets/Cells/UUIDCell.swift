import Foundation

/// Reads UUIDs in any case, with or without hyphens or braces.
enum UUIDCell {
  /// The UUID written in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> UUID? {
    var bytes = bytes.trimmingSpaces
    if bytes.count == 38, bytes[0] == UInt8(ascii: "{"), bytes[37] == UInt8(ascii: "}") {
      bytes = UnsafeRawBufferPointer(rebasing: bytes[1..<37])
    }
    let hyphenated = bytes.count == 36
    guard hyphenated || bytes.count == 32 else { return nil }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let ok = withUnsafeMutableBytes(of: &value) { out -> Bool in
      var index = 0
      for position in 0..<16 {
        if hyphenated, index == 8 || index == 13 || index == 18 || index == 23 {
          guard bytes[index] == UInt8(ascii: "-") else { return false }
          index += 1
        }
        guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else {
          return false
        }
        out[position] = high << 4 | low
        index += 2
      }
      return true
    }
    return ok ? UUID(uuid: value) : nil
  }

  /// The value of a hex digit byte, in either case; `nil` for other bytes.
  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    let digit = byte &- 0x30
    if digit < 10 { return digit }
    let letter = (byte | 0x20) &- 0x61
    return letter < 6 ? letter + 10 : nil
  }
}
