import Foundation

/// Ids derived from a row's content, for rows a person typed without one.
///
/// The same content always gives the same id, so merging the same sheet twice inserts nothing
/// the second time. The hash is 128-bit FNV-1a over the tab name and the canonical cells, shaped
/// as a version-8 (custom) UUID.
enum ContentIdentity {
  /// The id of a row of `tab` whose canonical cells are `cells`.
  static func id(tab: Tab, cells: [String]) -> UUID {
    var low: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt64 = 0x6c62_272e_07bb_0142
    func mix(_ byte: UInt8) {
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      high = (high ^ UInt64(byte) ^ (low >> 29)) &* 0x0000_0100_0000_01B3
    }
    for byte in tab.rawValue.utf8 { mix(byte) }
    for cell in cells {
      mix(0x1F)
      for byte in cell.utf8 { mix(byte) }
    }
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
    }
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// Whether `id` has the shape of a derived id: a version-8 UUID of the RFC 9562 variant (the
  /// app gives random, version-4, ones).
  static func isDerived(_ id: UUID) -> Bool {
    id.uuid.6 >> 4 == 8 && id.uuid.8 & 0xC0 == 0x80
  }
}
