/// A 64-bit digest of one stored row's column values (see ``RowDigester``): each value's kind
/// (NULL, INTEGER, TEXT, BLOB, or the parts of an amount, a date or an empty list), then its
/// integers, or its length and bytes.
///
/// The store keeps each row's digest in its `digest` column, written with the row; a row of a
/// sheet gets its digest from the same binding code (`StoredRow.bindColumns(to:)`). Two rows
/// with equal digests hold the same values, but for a chance of about one in 2^64 per pair:
/// each step of the mix is a bijection of the state, so rows differing in one 8-byte word of
/// their values collide only if one digest is 0 and the other 1. A digest is never 0, which
/// stands for "not known" (a row stored before rows had digests): 0 becomes 1.
struct RowDigest {
  /// The mixed state.
  private var state: UInt64 = 0x243F_6A88_85A3_08D3

  /// The digest of the values added so far, as SQLite stores it (an INTEGER).
  var value: Int64 {
    // MurmurHash3's finalizer: every bit of the state reaches every bit of the digest.
    var mixed = state
    mixed ^= mixed >> 33
    mixed &*= 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed &*= 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return mixed == 0 ? 1 : Int64(bitPattern: mixed)
  }

  /// Adds a NULL.
  mutating func addNull() { mix(Self.nullTag) }

  /// Adds an INTEGER.
  mutating func add(_ value: Int64) {
    mix(Self.integerTag)
    mix(UInt64(bitPattern: value))
  }

  /// Adds three integers that together are one value: an amount's or a date's parts.
  mutating func addParts(_ first: Int64, _ second: Int64, _ third: Int64) {
    mix(Self.partsTag)
    mix(UInt64(bitPattern: first))
    mix(UInt64(bitPattern: second))
    mix(UInt64(bitPattern: third))
  }

  /// Adds a TEXT, as its UTF-8 bytes.
  mutating func addText(_ bytes: UnsafeRawBufferPointer) { add(bytes, tag: Self.textTag) }

  /// Adds a BLOB.
  mutating func addBlob(_ bytes: UnsafeRawBufferPointer) { add(bytes, tag: Self.blobTag) }

  /// Adds a TEXT given as a `String`.
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { addText(UnsafeRawBufferPointer($0)) }
  }

  /// Adds the storage class `tag`, the length and the bytes, eight at a time.
  private mutating func add(_ bytes: UnsafeRawBufferPointer, tag: UInt64) {
    mix(tag | UInt64(bytes.count) << 8)
    var offset = 0
    while bytes.count - offset >= 8 {
      mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
      offset += 8
    }
    if offset < bytes.count {
      var last: UInt64 = 0
      for index in offset..<bytes.count {
        last |= UInt64(bytes[index]) << UInt64(8 * (index - offset))
      }
      mix(last)
    }
  }

  /// Mixes one word into the state: XOR, multiply by an odd constant, rotate, multiply again;
  /// for a given state, each is a bijection of the word.
  private mutating func mix(_ word: UInt64) {
    state = ((state ^ word) &* 0x9E37_79B9_7F4A_7C15)
    state = (state << 31 | state >> 33) &* 0xD6E8_FEB8_6659_FD93
  }

  private static let nullTag: UInt64 = 1
  private static let integerTag: UInt64 = 2
  private static let textTag: UInt64 = 3
  private static let blobTag: UInt64 = 4
  private static let partsTag: UInt64 = 5
}
