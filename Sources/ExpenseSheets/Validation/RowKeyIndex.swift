import Foundation

/// The first position of each key among a tab's rows: what the duplicate-key rule and the
/// Receipts' look-ups of their transactions ask a million times on a large sheet.
///
/// Keys holding a UUID live in an open-addressing table of their two 64-bit halves, hashed by
/// a multiply-xorshift mix with a seed drawn once per process (a sheet cannot choose ids that
/// collide); that is several times faster than `Dictionary`, whose `Hasher` goes through
/// SipHash. The table is kept at most 70% full: probes stay short, and the 714,285 keys of the
/// largest sheet take 24 MiB of slots (at half full, 48 MiB). Category names, the only keys
/// without a UUID, go to a `Dictionary`.
struct RowKeyIndex: Sendable {
  /// The seed every table mixes into its hashes.
  private static let seed = UInt64.random(in: .min ... .max)

  /// One slot of the table: a UUID's halves, its key's tab, and the position plus one (0: an
  /// empty slot). A slot's fields sit together, so a probe touches one cache line.
  private struct Slot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var position: Int32 = 0
    var tab: UInt8 = 0
  }

  private var slots: [Slot]
  private var mask: Int
  private var uuidCount = 0
  private var otherKeys: [RowKey: Int] = [:]

  /// An index with room for `capacity` keys before it grows.
  init(capacity: Int = 0) {
    var count = 16
    while count * 7 < capacity * 10 { count *= 2 }
    slots = Array(repeating: Slot(), count: count)
    mask = count - 1
  }

  /// The position stored for `key`, if any.
  func position(of key: RowKey) -> Int? {
    guard let (tab, id) = Self.uuid(of: key) else { return otherKeys[key] }
    let (low, high) = Self.halves(id)
    return slots.withUnsafeBufferPointer { slots in
      var index = Self.hash(low, high) & mask
      while slots[index].position != 0 {
        let slot = slots[index]
        if slot.low == low, slot.high == high, slot.tab == tab { return Int(slot.position) - 1 }
        index = (index + 1) & mask
      }
      return nil
    }
  }

  /// Stores `position` for `key` unless the key is already there.
  ///
  /// - Returns: The position already stored for `key`, or `nil` when it was new.
  mutating func insertIfAbsent(_ key: RowKey, position: Int) -> Int? {
    guard let (tab, id) = Self.uuid(of: key) else {
      if let existing = otherKeys[key] { return existing }
      otherKeys[key] = position
      return nil
    }
    if (uuidCount + 1) * 10 > slots.count * 7 { grow() }
    let (low, high) = Self.halves(id)
    return insert(
      Probe(position: position, low: low, high: high, slot: Self.hash(low, high) & mask, tab: tab))
  }

  /// Inserts the key of each of `positions`, in order, unless the key is already there, and
  /// calls `repeated` with each position whose key was, and the position stored for it: a
  /// key's repeats in position order, those of different keys perhaps not. Positions without a
  /// key are passed over.
  ///
  /// What ``insertIfAbsent(_:position:)`` does for each, in batches: a batch first reads the
  /// slot each of its keys starts at, so that the cache misses of a table tens of megabytes
  /// large, probed at random, come together instead of one after another.
  mutating func insertAll(
    _ positions: Range<Int>, key: (Int) -> RowKey?,
    repeated: (_ position: Int, _ first: Int) -> Void
  ) {
    while (uuidCount + positions.count) * 10 > slots.count * 7 { grow() }
    withUnsafeTemporaryAllocation(of: Probe.self, capacity: Self.batchSize) { batch in
      var start = positions.lowerBound
      while start < positions.upperBound {
        let end = min(start + Self.batchSize, positions.upperBound)
        var count = 0
        for position in start..<end {
          guard let key = key(position) else { continue }
          guard let (tab, id) = Self.uuid(of: key) else {
            if let first = insertIfAbsent(key, position: position) { repeated(position, first) }
            continue
          }
          let (low, high) = Self.halves(id)
          let slot = Self.hash(low, high) & mask
          batch[count] = Probe(position: position, low: low, high: high, slot: slot, tab: tab)
          count += 1
        }
        slots.withUnsafeBufferPointer { slots in
          for index in 0..<count {
            batch[index].startIsEmpty = slots[batch[index].slot].position == 0
          }
        }
        for index in 0..<count {
          if let first = insert(batch[index]) { repeated(batch[index].position, first) }
        }
        start = end
      }
    }
  }

  /// How many keys ``insertAll(_:key:repeated:)`` reads the slots of at once.
  private static let batchSize = 16

  /// A UUID key to insert, hashed: its halves and tab, the position to store for it, and the
  /// slot its probe starts at.
  private struct Probe {
    var position: Int
    var low: UInt64
    var high: UInt64
    /// The slot its probe starts at.
    var slot: Int
    var tab: UInt8
    /// Whether that slot was empty when the batch read it; `false` when it was not read.
    var startIsEmpty = false
  }

  /// Stores a hashed key unless it is already there (the table has room for it).
  ///
  /// - Returns: The position already stored for the key, or `nil` when it was new.
  private mutating func insert(_ probe: Probe) -> Int? {
    let mask = mask
    let existing = slots.withUnsafeMutableBufferPointer { slots -> Int? in
      var index = probe.slot
      // What a batch read of the start slot is used for, so that the read is kept: a slot
      // empty then holds no older key. (An earlier key of the batch may have taken it since,
      // which the second test, or else the probe below, sees.)
      if probe.startIsEmpty, slots[index].position == 0 {
        slots[index] = Slot(
          low: probe.low, high: probe.high, position: Int32(probe.position + 1), tab: probe.tab)
        return nil
      }
      while slots[index].position != 0 {
        let slot = slots[index]
        if slot.low == probe.low, slot.high == probe.high, slot.tab == probe.tab {
          return Int(slot.position) - 1
        }
        index = (index + 1) & mask
      }
      slots[index] = Slot(
        low: probe.low, high: probe.high, position: Int32(probe.position + 1), tab: probe.tab)
      return nil
    }
    if existing == nil { uuidCount += 1 }
    return existing
  }

  private mutating func grow() {
    var larger = RowKeyIndex(capacity: slots.count)
    for slot in slots where slot.position != 0 {
      var target = Self.hash(slot.low, slot.high) & larger.mask
      while larger.slots[target].position != 0 { target = (target + 1) & larger.mask }
      larger.slots[target] = slot
    }
    larger.uuidCount = uuidCount
    larger.otherKeys = otherKeys
    self = larger
  }

  /// The tab number and UUID of a key that holds one.
  private static func uuid(of key: RowKey) -> (UInt8, UUID)? {
    switch key {
    case .transaction(let id): (0, id)
    case .receipt(let id): (1, id)
    case .recurringRule(let id): (2, id)
    case .settings(let id): (3, id)
    case .category: nil
    }
  }

  private static func halves(_ id: UUID) -> (UInt64, UInt64) {
    withUnsafeBytes(of: id.uuid) {
      ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
  }

  private static func hash(_ low: UInt64, _ high: UInt64) -> Int {
    var mixed = (low ^ seed) &* 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 29) ^ high) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
  }
}
