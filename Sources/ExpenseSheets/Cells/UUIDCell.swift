import Foundation

/// Reads UUIDs in any case, with or without hyphens or braces.
///
/// The 32 hex digits are read eight at a time, as 64-bit words: a few bit operations check all
/// eight bytes are hex digits and turn them into four bytes of the UUID, with no branch per
/// digit. A million ids a sheet make this one of the hottest cell readers.
enum UUIDCell {
  /// The UUID written in `bytes` (spaces around are ignored), or `nil`.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> UUID? {
    var bytes = bytes.trimmingSpaces
    if bytes.count == 38, bytes[0] == UInt8(ascii: "{"), bytes[37] == UInt8(ascii: "}") {
      bytes = UnsafeRawBufferPointer(rebasing: bytes[1..<37])
    }
    // Each word holds eight digits in reading order from its lowest byte.
    let words: (UInt64, UInt64, UInt64, UInt64)
    switch bytes.count {
    case 36:
      // 8-4-4-4-12: the hyphens at 8, 13, 18 and 23; the 4-digit groups pair into words.
      guard bytes[8] == hyphen, bytes[13] == hyphen, bytes[18] == hyphen, bytes[23] == hyphen
      else { return nil }
      words = (
        bytes.word(at: 0), bytes.halfWord(at: 9) | bytes.halfWord(at: 14) << 32,
        bytes.halfWord(at: 19) | bytes.halfWord(at: 24) << 32, bytes.word(at: 28)
      )
    case 32:
      words = (
        bytes.word(at: 0), bytes.word(at: 8), bytes.word(at: 16), bytes.word(at: 24)
      )
    default:
      return nil
    }
    let (first, second, third, fourth) = words
    guard areHexDigits(first), areHexDigits(second), areHexDigits(third), areHexDigits(fourth)
    else { return nil }
    let (a, b, c, d) = (packed(first), packed(second), packed(third), packed(fourth))
    return UUID(
      uuid: (
        byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(b, 0), byte(b, 1), byte(b, 2),
        byte(b, 3), byte(c, 0), byte(c, 1), byte(c, 2), byte(c, 3), byte(d, 0), byte(d, 1),
        byte(d, 2), byte(d, 3)
      ))
  }

  private static let hyphen = UInt8(ascii: "-")
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether all eight bytes of `word` are hex digits, in either case.
  @inline(__always)
  private static func areHexDigits(_ word: UInt64) -> Bool {
    guard word & highBits == 0 else { return false }
    let digits = bytesBetween(word, 0x30, 0x39)
    // Setting the 0x20 bit folds `A`-`F` onto `a`-`f`; only letters are tested on the folded.
    let letters = bytesBetween(word | 0x2020_2020_2020_2020, 0x61, 0x66)
    return digits | letters == highBits
  }

  /// The high bit of each byte set where that byte of `word` (all below 0x80) is in `low...high`.
  @inline(__always)
  private static func bytesBetween(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
    let atLeastLow = (word | highBits) &- low &* ones
    let atMostHigh = (high &* ones | highBits) &- word
    return atLeastLow & atMostHigh & highBits
  }

  /// The four bytes eight hex digits stand for, first digit pair in the lowest byte.
  @inline(__always)
  private static func packed(_ word: UInt64) -> UInt64 {
    // `0`-`9` are 0x30-0x39 and letters 0x41-0x46 or 0x61-0x66: the low nibble, plus 9 for a
    // letter (bit 6 set).
    let nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ ((word >> 6) & ones) &* 9
    let pairs =
      (nibbles & 0x00FF_00FF_00FF_00FF) << 4 | (nibbles >> 8) & 0x00FF_00FF_00FF_00FF
    let halves = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
    return (halves | halves >> 16) & 0xFFFF_FFFF
  }

  @inline(__always)
  private static func byte(_ word: UInt64, _ index: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: word >> (index * 8))
  }
}

extension UnsafeRawBufferPointer {
  /// The eight bytes at `offset`, in reading order from the word's lowest byte.
  @inline(__always)
  fileprivate func word(at offset: Int) -> UInt64 {
    UInt64(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The four bytes at `offset`, in reading order from the word's lowest byte.
  @inline(__always)
  fileprivate func halfWord(at offset: Int) -> UInt64 {
    UInt64(UInt32(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
  }
}
