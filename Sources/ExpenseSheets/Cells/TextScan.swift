/// What one pass over a text cell's UTF-8 bytes finds: whether they are ASCII, whether they hold
/// a byte that makes CSV quote them, and whether they hold a digit, as every number, date and
/// time does (``TextGuard/isGuarded(bytes:scan:)``).
package struct TextScan {
  /// Whether every byte is ASCII: such bytes are valid UTF-8, and decode to themselves.
  package let isASCII: Bool
  /// Whether some byte is the CSV delimiter, a quote, CR or LF.
  package let holdsCSVSpecialByte: Bool
  /// Whether some byte is an ASCII digit.
  let holdsDigit: Bool

  /// Scans `bytes`, a text to be written between `delimiter`s, eight bytes at a time.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package init(_ bytes: UnsafeRawBufferPointer, delimiter: UInt8 = UInt8(ascii: ",")) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let lanes = (
      ones &* UInt64(delimiter), ones &* 0x22, ones &* UInt64(0x0D), ones &* UInt64(0x0A)
    )
    // A word holds a byte `b` when `word ^ (b in every lane)` has a zero lane, which the borrow
    // of a lane-wise subtraction shows in that lane's top bit.
    @inline(__always) func hasZeroLane(_ word: UInt64) -> Bool {
      (word &- ones) & ~word & tops != 0
    }
    var high: UInt64 = 0
    var special = false
    var digits: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      high |= word
      special =
        special || hasZeroLane(word ^ lanes.0) || hasZeroLane(word ^ lanes.1)
        || hasZeroLane(word ^ lanes.2) || hasZeroLane(word ^ lanes.3)
      // With the top bits cleared no lane carries into the next: a lane's top bit is set
      // after adding 0x50 when it is at least 0x30 (`0`), and after adding 0x46 when it is at
      // least 0x3A (past `9`); a byte whose own top bit is set is no digit.
      let low = word & ~tops
      digits |= (low &+ ones &* 0x50) & ~(low &+ ones &* 0x46) & ~word & tops
      index += 8
    }
    var tail = false
    while index < bytes.count {
      let byte = bytes[index]
      high |= UInt64(byte)
      special =
        special || byte == delimiter || byte == 0x22 || byte == 0x0D || byte == 0x0A
      tail = tail || isDigit(byte)
      index += 1
    }
    isASCII = high & tops == 0
    holdsCSVSpecialByte = special
    holdsDigit = tail || digits != 0
  }
}
