import CZlibShim

/// The CRC-32 that a ZIP archive keeps of each entry's uncompressed bytes, by zlib.
enum ZIPChecksum {
  /// The CRC-32 of `bytes`, continuing `crc` (the CRC of the bytes before them).
  ///
  /// - Complexity: O(*n*) in the bytes.
  static func crc32(_ bytes: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    var crc = UInt(crc)
    var start = bytes.baseAddress
    var rest = bytes.count
    // zlib takes at most 4 GiB a call.
    while rest > 0, let pointer = start {
      let count = min(rest, 1 << 30)
      crc = CZlibShim.crc32(crc, pointer, UInt32(count))
      start = pointer + count
      rest -= count
    }
    return UInt32(crc)
  }

  /// The CRC-32 of two consecutive runs of bytes, from the CRC of each and the length of the
  /// second.
  static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
    UInt32(crc32_combine(UInt(first), UInt(second), Int(secondCount)))
  }
}
