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

  /// A byte in each of a word's eight lanes.
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  /// The top bit of each lane.
  private static let tops: UInt64 = 0x8080_8080_8080_8080

  /// Scans `bytes`, a text to be written between `delimiter`s, eight bytes at a time: every
  /// word loaded holds only the text's bytes, the last one overlapping the one before it, and a
  /// text shorter than a word is loaded as pieces that overlap, so that no lane is padding.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package init(_ bytes: UnsafeRawBufferPointer, delimiter: UInt8 = UInt8(ascii: ",")) {
    var found = (high: UInt64(0), special: UInt64(0), digits: UInt64(0))
    let lanes = (
      Self.ones &* UInt64(delimiter), Self.ones &* 0x22, Self.ones &* 0x0D, Self.ones &* 0x0A
    )
    func scan(_ word: UInt64) {
      found.high |= word
      found.special |=
        Self.zeroLanes(word ^ lanes.0) | Self.zeroLanes(word ^ lanes.1)
        | Self.zeroLanes(word ^ lanes.2) | Self.zeroLanes(word ^ lanes.3)
      // With the top bits cleared no lane carries into the next: a lane's top bit is set
      // after adding 0x50 when it is at least 0x30 (`0`), and after adding 0x46 when it is at
      // least 0x3A (past `9`); a byte whose own top bit is set is no digit.
      let low = word & ~Self.tops
      found.digits |= (low &+ Self.ones &* 0x50) & ~(low &+ Self.ones &* 0x46) & ~word & Self.tops
    }
    let count = bytes.count
    if count >= 8 {
      var index = 0
      while index + 8 <= count {
        scan(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        index += 8
      }
      if index < count { scan(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
    } else if count >= 4 {
      let first = bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
      let last = bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      scan(UInt64(first) | UInt64(last) << 32)
    } else if count >= 2 {
      let first = bytes.loadUnaligned(fromByteOffset: 0, as: UInt16.self)
      let last = bytes.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
      scan((UInt64(first) | UInt64(last) << 16) &* 0x0000_0001_0000_0001)
    } else if count == 1 {
      scan(UInt64(bytes[0]) &* Self.ones)
    }
    isASCII = found.high & Self.tops == 0
    holdsCSVSpecialByte = found.special != 0
    holdsDigit = found.digits != 0
  }

  /// The top bit of each zero lane of `word`, and perhaps of lanes above one: nonzero exactly
  /// when some lane is zero, as the borrow of a lane-wise subtraction shows.
  @inline(__always)
  private static func zeroLanes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & tops
  }
}
