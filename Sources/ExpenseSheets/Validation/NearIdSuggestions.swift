import Foundation

/// The id nearest to one a row names but no row has (a receipt's transaction, a transaction's
/// recurring rule): an id that differs from it in at most ``maximumDistance`` hex digits, as a
/// mistyped digit or two swapped ones leave it.
///
/// Both ids being valid UUIDs of the same length, a typo that keeps an id valid replaces digits:
/// their edit distance is the number of digits that differ, counted on the ids' 128 bits.
struct NearIdSuggestions {
  /// The most hex digits a suggested id differs in.
  static let maximumDistance = 2

  /// Past this many unknown ids, no nearest id is searched: each search reads every known id,
  /// and that many unknown ids were pasted or made up, not mistyped.
  static let searchLimit = 20

  /// A known id, as two 64-bit halves too, and its sheet row (`nil`: a local one).
  private let ids: [(id: UUID, first: UInt64, last: UInt64, row: Int?)]

  /// Suggestions among `ids`, each with the sheet row that has it, when one does.
  init(ids: [(id: UUID, row: Int?)]) {
    self.ids = ids.map {
      let (first, last) = Self.halves($0.id)
      return ($0.id, first, last, $0.row)
    }
  }

  /// The id nearest to `id`, the sheet row that has it and how many digits they differ in;
  /// among the nearest, the first in sheet order (local ids: the least); `nil` when none is
  /// within ``maximumDistance``.
  ///
  /// - Complexity: O(*n*) in the ids.
  func nearest(to id: UUID) -> (id: UUID, row: Int?, distance: Int)? {
    let (first, last) = Self.halves(id)
    var best: (index: Int, distance: Int)?
    for index in ids.indices {
      let distance =
        Self.digitsApart(ids[index].first ^ first) + Self.digitsApart(ids[index].last ^ last)
      guard distance <= Self.maximumDistance else { continue }
      if let best, !precedes(index, distance, best.index, best.distance) { continue }
      best = (index, distance)
    }
    return best.map { (ids[$0.index].id, ids[$0.index].row, $0.distance) }
  }

  /// Whether the id at `index`, `distance` away, is suggested before the one at `other`.
  private func precedes(_ index: Int, _ distance: Int, _ other: Int, _ otherDistance: Int) -> Bool {
    let (a, b) = (ids[index], ids[other])
    return (distance, a.row ?? .max, a.first.byteSwapped, a.last.byteSwapped)
      < (otherDistance, b.row ?? .max, b.first.byteSwapped, b.last.byteSwapped)
  }

  /// How many of the 16 hex digits of `difference`, the XOR of two ids' halves, are not 0.
  private static func digitsApart(_ difference: UInt64) -> Int {
    var bits = difference | (difference >> 1)
    bits |= bits >> 2
    return (bits & 0x1111_1111_1111_1111).nonzeroBitCount
  }

  /// The id's first and last 8 bytes.
  private static func halves(_ id: UUID) -> (UInt64, UInt64) {
    withUnsafeBytes(of: id.uuid) {
      (
        $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      )
    }
  }
}
