#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives back the `String` made before for a cell seen again, so the texts a column repeats
/// (categories, tags, recurring notes) are made once and share their storage.
///
/// A table of recent texts indexed by the `mixedHash` of their bytes, two to a bucket: a
/// bucket keeps the last two texts that hashed to it, and a hit is confirmed byte for byte. A
/// column whose texts rarely repeat (file names, one-off notes) stops being looked up, so it
/// costs only its first lookups. One interner serves one thread: it is not `Sendable`.
final class TextInterner {
  /// A text, the hash and number of its bytes; a hash of 0 marks an empty slot. Its bytes are
  /// kept in the slot's part of `keys`, so a hit is confirmed without touching the `String`.
  private struct Entry {
    var hash: UInt64
    var count: Int
    var text: String
  }

  /// How lookups of one column went.
  private struct ColumnCounts {
    var lookups = 0
    var hits = 0
  }

  /// The number of slots: two per bucket, and a power of two buckets.
  private static let slotCount = 2 << bucketBits
  private static let bucketBits = 9
  /// Longer texts are rarely repeated and costly to hash: they are made directly.
  private static let maximumLength = 64
  /// After this many lookups, a column that found fewer than a quarter of its texts is made
  /// directly from then on.
  private static let trialLookups = 2_048

  private let entries: UnsafeMutablePointer<Entry>
  /// `maximumLength` bytes a slot: the bytes of its text.
  private let keys: UnsafeMutableRawPointer
  private let counts: UnsafeMutablePointer<ColumnCounts>
  private let columnCount: Int

  /// Creates an empty interner for `columnCount` columns (indexed from 0).
  init(columnCount: Int) {
    self.columnCount = columnCount
    entries = .allocate(capacity: Self.slotCount)
    entries.initialize(repeating: Entry(hash: 0, count: 0, text: ""), count: Self.slotCount)
    keys = .allocate(byteCount: Self.slotCount * Self.maximumLength, alignment: 8)
    counts = .allocate(capacity: columnCount)
    counts.initialize(repeating: ColumnCounts(), count: columnCount)
  }

  deinit {
    entries.deinitialize(count: Self.slotCount)
    entries.deallocate()
    keys.deallocate()
    counts.deinitialize(count: columnCount)
    counts.deallocate()
  }

  /// The text `make` gives for `bytes`, a cell of the column at `column`: made once for equal
  /// bytes while they stay in the table. `make` must depend on the bytes alone.
  func string(
    _ bytes: UnsafeRawBufferPointer, column: Int, make: (UnsafeRawBufferPointer) -> String
  ) -> String {
    let count = bytes.count
    let counted = counts + column
    guard count > 0, count <= Self.maximumLength,
      counted.pointee.lookups < Self.trialLookups
        || counted.pointee.hits >= counted.pointee.lookups / 4
    else { return make(bytes) }
    let hash = bytes.mixedHash
    let bucket = 2 * Int(truncatingIfNeeded: hash >> (64 - UInt64(Self.bucketBits)))
    counted.pointee.lookups += 1
    for slot in bucket..<bucket + 2
    where entries[slot].hash == hash && entries[slot].count == count
      && memcmp(keys + slot * Self.maximumLength, bytes.baseAddress!, count) == 0
    {
      counted.pointee.hits += 1
      return entries[slot].text
    }
    // The newer text stays: the older one gives way.
    let text = make(bytes)
    entries[bucket + 1] = entries[bucket]
    (keys + (bucket + 1) * Self.maximumLength).copyMemory(
      from: keys + bucket * Self.maximumLength, byteCount: Self.maximumLength)
    entries[bucket] = Entry(hash: hash, count: count, text: text)
    (keys + bucket * Self.maximumLength).copyMemory(from: bytes.baseAddress!, byteCount: count)
    return text
  }
}
