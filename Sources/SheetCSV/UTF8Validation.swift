/// Finds bytes that are not UTF-8, so they are reported and never replaced silently.
enum UTF8Validation {
  /// Offsets of the first byte of each invalid sequence (with the continuation bytes that
  /// follow it), at most `limit` of them.
  ///
  /// ASCII runs are skipped eight bytes at a time.
  ///
  /// - Complexity: O(n).
  static func invalidOffsets(_ buffer: UnsafeRawBufferPointer, limit: Int) -> [Int] {
    var offsets: [Int] = []
    let count = buffer.count
    var index = 0
    while index < count {
      while index + 8 <= count,
        buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < count else { break }
      let lead = buffer[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length = sequenceLength(buffer, at: index)
      if length == 0 {
        // One issue per bad sequence: its stray continuation bytes belong to it.
        offsets.append(index)
        if offsets.count >= limit { break }
        index += 1
        while index < count, buffer[index] & 0xC0 == 0x80 { index += 1 }
      } else {
        index += length
      }
    }
    return offsets
  }

  /// The length of the valid multi-byte sequence at `index`, or 0 when it is invalid
  /// (overlong forms, surrogates and values past U+10FFFF included).
  private static func sequenceLength(_ buffer: UnsafeRawBufferPointer, at index: Int) -> Int {
    let lead = buffer[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return 0
    }
    guard index + length <= buffer.count else { return 0 }
    let second = buffer[index + 1]
    guard second >= low && second <= high else { return 0 }
    for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 {
      return 0
    }
    return length
  }
}
