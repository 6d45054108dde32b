/// Small helpers for reading cells straight from their UTF-8 bytes.
extension UnsafeRawBufferPointer {
  /// The bytes without surrounding ASCII spaces, tabs, no-break spaces (U+00A0, U+202F), and
  /// the invisible characters a cell can hold unseen: zero-width spaces and joiners (U+200B to
  /// U+200D), the word joiner (U+2060) and a byte order mark (U+FEFF).
  @inlinable
  var trimmingSpaces: UnsafeRawBufferPointer {
    guard let base = baseAddress, count > 0 else { return self }
    // Most cells start and end with a visible ASCII character: nothing to trim.
    if isVisibleASCII(self[0]) && isVisibleASCII(self[count - 1]) { return self }
    var start = 0
    var end = count
    while start < end, let width = blankWidth(from: start, before: end) { start += width }
    while end > start, let width = blankWidth(endingAt: end, after: start) { end -= width }
    return UnsafeRawBufferPointer(start: base + start, count: end - start)
  }

  /// The byte count of the blank (see ``trimmingSpaces``) at `start`, before `end`; `nil` when
  /// none starts there.
  @usableFromInline
  func blankWidth(from start: Int, before end: Int) -> Int? {
    let first = self[start]
    if first == 0x20 || first == 0x09 { return 1 }
    if end - start >= 2, first == 0xC2, self[start + 1] == 0xA0 { return 2 }
    guard end - start >= 3 else { return nil }
    return isThreeByteBlank(first, self[start + 1], self[start + 2]) ? 3 : nil
  }

  /// The byte count of the blank (see ``trimmingSpaces``) ending at `end`, after `start`; `nil`
  /// when none ends there.
  @usableFromInline
  func blankWidth(endingAt end: Int, after start: Int) -> Int? {
    let last = self[end - 1]
    if last == 0x20 || last == 0x09 { return 1 }
    if end - start >= 2, self[end - 2] == 0xC2, last == 0xA0 { return 2 }
    guard end - start >= 3 else { return nil }
    return isThreeByteBlank(self[end - 3], self[end - 2], last) ? 3 : nil
  }

  /// The first index from `index` on that holds no ASCII space (`count` when none does).
  @inlinable
  func indexAfterSpaces(from index: Int) -> Int {
    var index = index
    while index < count, self[index] == 0x20 { index += 1 }
    return index
  }

  /// The number written by `length` ASCII digits at `offset`, or `nil` when one is no digit.
  @inline(__always)
  func digits(at offset: Int, length: Int) -> Int? {
    var value = 0
    for index in offset..<(offset + length) {
      let digit = self[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// A hash of the bytes, never 0, for the package's small tables keyed by text: eight bytes at
  /// a time (the last eight overlapping the word before them), each word mixed in by a multiply
  /// and a shift. Not for tables a sheet could fill with colliding keys on purpose: it has no
  /// seed.
  var mixedHash: UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(count) &* multiplier
    func mix(_ word: UInt64) {
      hash = (hash ^ word) &* multiplier
      hash ^= hash >> 29
    }
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        mix(loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      mix(loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    } else {
      var word: UInt64 = 0
      for index in 0..<count { word |= UInt64(self[index]) << (8 * UInt64(index)) }
      mix(word)
    }
    return (hash &* multiplier) | 1
  }

  /// Whether the bytes equal an ASCII word, ignoring ASCII case.
  @inlinable
  func equalsIgnoringCase(_ word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == count else { return false }
    let other = word.utf8Start
    for index in 0..<count where self[index] | 0x20 != other[index] | 0x20 {
      return false
    }
    return true
  }
}

/// Whether a byte is a visible ASCII character: not a space, a control or part of a multi-byte
/// character.
@inlinable
func isVisibleASCII(_ byte: UInt8) -> Bool { byte &- 0x21 < 0x5E }

/// Whether three UTF-8 bytes are a blank of three bytes: U+202F (a narrow no-break space), U+200B
/// to U+200D, U+2060 or U+FEFF.
@inlinable
func isThreeByteBlank(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
  switch (first, second) {
  case (0xE2, 0x80): third == 0xAF || (third >= 0x8B && third <= 0x8D)
  case (0xE2, 0x81): third == 0xA0
  case (0xEF, 0xBB): third == 0xBF
  default: false
  }
}

/// Whether a byte is an ASCII digit.
@inlinable
func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

/// Whether `byte` is part of a word such as a month name: an ASCII letter, or a byte of a
/// non-ASCII character.
@inlinable
func isWordByte(_ byte: UInt8) -> Bool {
  byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
}
