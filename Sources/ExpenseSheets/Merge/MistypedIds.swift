import Foundation

/// Sheet rows whose id looks like a local row's id mistyped: no local row has it, and it is a
/// digit or two away from the id of a local row the sheet no longer holds. Merged as they are,
/// such a row would be added as a copy of that local row, which stays.
///
/// Random ids that close happen by chance about once in 10^34 pairs, so a pair is a typo.
enum MistypedIds {
  /// A sheet row's id and the local one it looks mistyped from.
  struct Pair {
    /// The sheet id's place in the ids given.
    var unknown: Int
    /// The local row's place in the ids given.
    var local: Int
    /// How many hex digits the ids differ in.
    var distance: Int
  }

  /// Pairs each id of `unknown` (sheet ids no local row has, in sheet order) with the nearest
  /// id of `missing` (local ids the sheet lacks) within ``NearIdSuggestions/maximumDistance``,
  /// each local id taken once, by the first sheet id near it; none when more than
  /// ``NearIdSuggestions/searchLimit`` ids are unknown: that many were pasted or made up, not
  /// mistyped.
  ///
  /// - Complexity: O(`unknown` × `missing`), `unknown` bounded.
  static func pairs(unknown: [UUID], missing: [UUID]) -> [Pair] {
    guard !unknown.isEmpty, unknown.count <= NearIdSuggestions.searchLimit, !missing.isEmpty
    else { return [] }
    let suggestions = NearIdSuggestions(ids: missing.map { ($0, nil) })
    var taken = Set<Int>()
    var pairs: [Pair] = []
    for (place, id) in unknown.enumerated() {
      guard let near = suggestions.nearest(to: id), taken.insert(near.index).inserted else {
        continue
      }
      pairs.append(Pair(unknown: place, local: near.index, distance: near.distance))
    }
    return pairs
  }
}
