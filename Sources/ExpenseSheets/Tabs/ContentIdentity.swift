import Foundation

/// Ids derived from a row's content, for rows a person typed without one.
///
/// The same content always gives the same id, so merging the same sheet twice inserts nothing
/// the second time. The hash is 128-bit FNV-1a over the tab name and the canonical cells, shaped
/// as a version-8 (custom) UUID.
enum ContentIdentity {
  /// The id of a row of `tab` whose canonical cells are `cells`.
  static func id(tab: Tab, cells: [String]) -> UUID {
    var hash = Hash(tab: tab)
    for cell in cells { hash.mix(cell: cell) }
    return hash.id
  }

  /// The id of the typed row of `tab` whose canonical cells are `cells`, as the `occurrence`th
  /// typed row holding them (counted from 0): the occurrence is the last cell hashed, so that
  /// identical typed rows get distinct ids.
  static func id(tab: Tab, cells: [String], occurrence: Int) -> UUID {
    id(tab: tab, cells: cells + [String(occurrence)])
  }

  /// The occurrence, below `limit`, whose typed row of `tab` with the canonical `cells` derives
  /// `id` (see ``id(tab:cells:occurrence:)``), or `nil` when none does.
  ///
  /// - Complexity: O(bytes of `cells` + `limit`): the cells are hashed once.
  static func occurrence(deriving id: UUID, tab: Tab, cells: [String], below limit: Int) -> Int? {
    var hash = Hash(tab: tab)
    for cell in cells { hash.mix(cell: cell) }
    for occurrence in 0..<max(limit, 0) {
      var withOccurrence = hash
      withOccurrence.mix(cell: String(occurrence))
      if withOccurrence.id == id { return occurrence }
    }
    return nil
  }

  /// Whether `id` has the shape of a derived id: a version-8 UUID of the RFC 9562 variant (the
  /// app gives random, version-4, ones).
  static func isDerived(_ id: UUID) -> Bool {
    id.uuid.6 >> 4 == 8 && id.uuid.8 & 0xC0 == 0x80
  }

  /// The 128-bit FNV-1a state over the tab name and the cells mixed so far.
  private struct Hash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142

    /// The state after the name of `tab`.
    init(tab: Tab) {
      for byte in tab.rawValue.utf8 { mix(byte) }
    }

    /// Mixes one cell, after a unit separator.
    mutating func mix(cell: String) {
      mix(0x1F)
      for byte in cell.utf8 { mix(byte) }
    }

    /// Mixes one byte.
    private mutating func mix(_ byte: UInt8) {
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      high = (high ^ UInt64(byte) ^ (low >> 29)) &* 0x0000_0100_0000_01B3
    }

    /// The hash so far, shaped as a version-8 UUID.
    var id: UUID {
      var bytes = [UInt8](repeating: 0, count: 16)
      for index in 0..<8 {
        bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
        bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
      }
      bytes[6] = bytes[6] & 0x0F | 0x80
      bytes[8] = bytes[8] & 0x3F | 0x80
      return UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }
}
