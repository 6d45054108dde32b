import Foundation

/// Sheet rows typed without an id that look like a local row whose id was cleared: the sheet no
/// longer holds that local row, and the typed row carries its `createdAt` to the second (a
/// spreadsheet may show it without milliseconds). Merged as they are, such a row would be added
/// as a copy of that local row, which stays.
///
/// A person typing a new row leaves `createdAt` empty or types a time of their own; the
/// creation time of a row the sheet lost, to the second, comes from that row.
enum ClearedIds {
  /// Pairs each time of `typed` (the `createdAt` of sheet rows typed without an id, in sheet
  /// order) with a time of `missing` (the `createdAt` of local rows the sheet lacks) less than a
  /// second from it, each local row taken once, by the first typed row near it; as places in
  /// the arrays given.
  ///
  /// - Complexity: O(`typed` + `missing`), hashed by the second.
  static func pairs(typed: [Date], missing: [Date]) -> [(typed: Int, local: Int)] {
    guard !typed.isEmpty, !missing.isEmpty else { return [] }
    var bySecond: [Int64: [Int]] = [:]
    for (place, time) in missing.enumerated() {
      bySecond[second(of: time), default: []].append(place)
    }
    var taken = Set<Int>()
    var pairs: [(typed: Int, local: Int)] = []
    for (place, time) in typed.enumerated() {
      let near = (-1...1).lazy.flatMap { bySecond[second(of: time) + $0] ?? [] }
        .first { abs(missing[$0].timeIntervalSince(time)) < 1 && !taken.contains($0) }
      guard let near else { continue }
      taken.insert(near)
      pairs.append((place, near))
    }
    return pairs
  }

  /// The whole second since 1970 that `time` falls in.
  private static func second(of time: Date) -> Int64 {
    Int64(time.timeIntervalSince1970.rounded(.down))
  }
}
