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

  /// The id nearest to `id`, its place among the ids given, the sheet row that has it and how
  /// many digits they differ in; among the nearest, the first in sheet order (local ids: the
  /// least); `nil` when none is within ``maximumDistance``.
  ///
  /// - Complexity: O(*n*) in the ids.
  func nearest(to id: UUID) -> (id: UUID, index: Int, row: Int?, distance: Int)? {
    let (first, last) = Self.halves(id)
    var best: (index: Int, distance: Int)?
    for index in ids.indices {
      let distance =
        Self.digitsApart(ids[index].first ^ first) + Self.digitsApart(ids[index].last ^ last)
      guard distance <= Self.maximumDistance else { continue }
      if let best, !precedes(index, distance, best.index, best.distance) { continue }
      best = (index, distance)
    }
    return best.map { (ids[$0.index].id, $0.index, ids[$0.index].row, $0.distance) }
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

  /// How many hex digits `id` and `other` differ in.
  static func digitsApart(_ id: UUID, _ other: UUID) -> Int {
    let (first, last) = halves(id)
    let (otherFirst, otherLast) = halves(other)
    return digitsApart(first ^ otherFirst) + digitsApart(last ^ otherLast)
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

extension NearIdSuggestions {
  /// Gives the first ``searchLimit`` diagnostics of `code` (each quoting the unknown id as its
  /// value) the id `ids` holds a digit or two away, when there is one, as their suggestion and
  /// fix; `summary` words the fix from the row holding that id and how far it is.
  static func suggest(
    _ code: Diagnostic.Code, in context: inout ValidationContext,
    among ids: () -> [(id: UUID, row: Int?)], summary: (_ row: Int?, _ apart: String) -> String
  ) {
    var unknown: [(index: Int, cell: String, id: UUID)] = []
    for index in context.diagnostics.indices where context.diagnostics[index].code == code {
      guard unknown.count < searchLimit else { break }
      let diagnostic = context.diagnostics[index]
      guard let cell = diagnostic.cell, let id = diagnostic.value.flatMap(UUID.init(uuidString:))
      else { continue }
      unknown.append((index, cell, id))
    }
    guard !unknown.isEmpty else { return }
    let suggestions = NearIdSuggestions(ids: ids())
    for (index, cell, id) in unknown {
      guard let near = suggestions.nearest(to: id) else { continue }
      let text = CellFormatter.uuid(near.id)
      let apart = near.distance == 1 ? "one digit" : "\(near.distance) digits"
      context.suggest(
        [text],
        fix: Diagnostic.Fix(
          summary: summary(near.row, apart), edits: [.init(cell: cell, value: text)]),
        forDiagnosticAt: index)
    }
  }
}
