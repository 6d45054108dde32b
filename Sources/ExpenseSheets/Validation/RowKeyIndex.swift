import Foundation

/// The first position of each key among a tab's rows: what the duplicate-key rule and the
/// Receipts' look-ups of their transactions ask a million times on a large sheet.
///
/// Keys holding a UUID live in an open-addressing table of their two 64-bit halves, hashed by
/// a multiply-xorshift mix with a seed drawn once per process (a sheet cannot choose ids that
/// collide); that is several times faster than `Dictionary`, whose `Hasher` goes through
/// SipHash. Category names, the only keys without a UUID, go to a `Dictionary`.
struct RowKeyIndex: Sendable {
  /// The seed every table mixes into its hashes.
  private static let seed = UInt64.random(in: .min ... .max)

  /// Per slot: the UUID's halves, the key's tab and the position plus one (0: empty).
  private var low: [UInt64]
  private var high: [UInt64]
  private var tabs: [UInt8]
  private var positions: [Int32]
  private var mask: Int
  private var uuidCount = 0
  private var otherKeys: [RowKey: Int] = [:]

  /// An index with room for `capacity` keys before it grows.
  init(capacity: Int = 0) {
    var slots = 16
    while slots < capacity * 2 { slots *= 2 }
    low = Array(repeating: 0, count: slots)
    high = Array(repeating: 0, count: slots)
    tabs = Array(repeating: 0, count: slots)
    positions = Array(repeating: 0, count: slots)
    mask = slots - 1
  }

  /// The position stored for `key`, if any.
  func position(of key: RowKey) -> Int? {
    guard let (tab, id) = Self.uuid(of: key) else { return otherKeys[key] }
    let (lowHalf, highHalf) = Self.halves(id)
    var slot = Self.hash(lowHalf, highHalf) & mask
    while positions[slot] != 0 {
      if low[slot] == lowHalf, high[slot] == highHalf, tabs[slot] == tab {
        return Int(positions[slot]) - 1
      }
      slot = (slot + 1) & mask
    }
    return nil
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
    if (uuidCount + 1) * 2 > positions.count { grow() }
    let (lowHalf, highHalf) = Self.halves(id)
    var slot = Self.hash(lowHalf, highHalf) & mask
    while positions[slot] != 0 {
      if low[slot] == lowHalf, high[slot] == highHalf, tabs[slot] == tab {
        return Int(positions[slot]) - 1
      }
      slot = (slot + 1) & mask
    }
    (low[slot], high[slot], tabs[slot]) = (lowHalf, highHalf, tab)
    positions[slot] = Int32(position + 1)
    uuidCount += 1
    return nil
  }

  private mutating func grow() {
    var larger = RowKeyIndex(capacity: positions.count)
    for slot in positions.indices where positions[slot] != 0 {
      var target = Self.hash(low[slot], high[slot]) & larger.mask
      while larger.positions[target] != 0 { target = (target + 1) & larger.mask }
      (larger.low[target], larger.high[target]) = (low[slot], high[slot])
      (larger.tabs[target], larger.positions[target]) = (tabs[slot], positions[slot])
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
