/// The offsets of a buffer's quotes, delimiters, CRs and LFs in order: the only bytes where the
/// indexer has something to decide.
///
/// The buffer is read in blocks of 64 bytes; each block becomes a 64-bit mask with one bit per
/// structural byte, computed sixteen bytes at a time with vector arithmetic, and the bits are
/// handed out lowest first. Text between structural bytes is never looked at one byte at a time.
struct CSVStructuralBytes {
  private let base: UnsafePointer<UInt8>
  private let count: Int
  /// The delimiter, quote, LF and CR, each in every lane (stored: a static vector would be
  /// initialised lazily, checked on every block).
  private let delimiters: SIMD16<UInt8>
  private let quotes = SIMD16<UInt8>(repeating: CSVReader.quote)
  private let lineFeeds = SIMD16<UInt8>(repeating: CSVReader.lineFeed)
  private let carriageReturns = SIMD16<UInt8>(repeating: CSVReader.carriageReturn)
  /// The offset of the block `bits` belongs to.
  private var blockStart = -64
  /// The structural bytes of the block not handed out yet.
  private var bits: UInt64 = 0

  /// The structural bytes of `count` bytes at `base`, for one delimiter.
  init(base: UnsafePointer<UInt8>, count: Int, delimiter: UInt8) {
    self.base = base
    self.count = count
    delimiters = SIMD16(repeating: delimiter)
  }

  /// The offset of the next structural byte, or `nil` at the end of the buffer.
  @inline(__always)
  mutating func next() -> Int? {
    if bits == 0, !loadNextBlock() { return nil }
    let offset = blockStart + bits.trailingZeroBitCount
    bits &= bits &- 1
    return offset
  }

  /// Moves to the next block holding a structural byte; `false` at the end of the buffer.
  @inline(never)
  private mutating func loadNextBlock() -> Bool {
    repeat {
      blockStart += 64
      guard blockStart < count else { return false }
      bits = mask(at: blockStart)
    } while bits == 0
    return true
  }

  /// Drops the structural bytes before `offset`, so `next()` resumes there.
  mutating func skip(to offset: Int) {
    if offset >= blockStart + 64 {
      blockStart = offset & ~63
      bits = blockStart < count ? mask(at: blockStart) : 0
    }
    bits &= ~0 << UInt64(offset - blockStart)
  }

  /// One bit per structural byte of the (up to) 64 bytes at `start`, byte `start` in bit 0.
  @inline(__always)
  private func mask(at start: Int) -> UInt64 {
    var mask: UInt64 = 0
    if start + 64 <= count {
      let raw = UnsafeRawPointer(base + start)
      for part in 0..<4 {
        let bytes = raw.loadUnaligned(fromByteOffset: part * 16, as: SIMD16<UInt8>.self)
        let plain =
          Self.differing(bytes, delimiters) & Self.differing(bytes, quotes)
          & Self.differing(bytes, lineFeeds) & Self.differing(bytes, carriageReturns)
        // Lane 0 is the low byte of the first word on the little-endian machines Swift runs on.
        let words = unsafeBitCast(plain, to: SIMD2<UInt64>.self)
        let bits = Self.gather(~words[0]) | Self.gather(~words[1]) << 8
        mask |= bits << UInt64(part * 16)
      }
    } else {
      for offset in 0..<(count - start) {
        let byte = base[start + offset]
        if byte == CSVReader.quote || byte == CSVReader.lineFeed
          || byte == CSVReader.carriageReturn || byte == delimiters[0]
        {
          mask |= 1 << UInt64(offset)
        }
      }
    }
    return mask
  }

  /// The top bit of each lane set where `bytes` and `pattern` differ: a nonzero byte or its
  /// negation has its top bit set.
  @inline(__always)
  private static func differing(_ bytes: SIMD16<UInt8>, _ pattern: SIMD16<UInt8>)
    -> SIMD16<UInt8>
  {
    let difference = bytes ^ pattern
    return difference | (SIMD16() &- difference)
  }

  /// The top bits of a word's eight bytes as eight adjacent bits, byte 0 in bit 0.
  @inline(__always)
  private static func gather(_ word: UInt64) -> UInt64 {
    (((word & 0x8080_8080_8080_8080) >> 7) &* 0x0102_0408_1020_4080) >> 56
  }
}
