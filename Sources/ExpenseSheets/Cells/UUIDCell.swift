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

  /// The value of each hex digit byte; 0xFF for bytes that are not hex digits.
  private static let hexValues: [UInt8] = (0..<256).map { byte in
    switch byte {
    case 0x30...0x39: UInt8(byte - 0x30)
    case 0x61...0x66: UInt8(byte - 0x61 + 10)
    case 0x41...0x46: UInt8(byte - 0x41 + 10)
    default: 0xFF
    }
  }

  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    let value = hexValues.withUnsafeBufferPointer { $0[Int(byte)] }
    return value == 0xFF ? nil : value
  }
}
