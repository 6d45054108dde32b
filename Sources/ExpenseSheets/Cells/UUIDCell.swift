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

  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
