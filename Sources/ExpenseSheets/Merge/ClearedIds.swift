import Foundation

/// Sheet rows new to the ledger, typed without an id or with an id no local row has, that look
/// like a local row whose id was cleared or replaced: the sheet no longer holds that local row,
/// and the new row holds its content and its `createdAt` to the second (a spreadsheet may show
/// it without milliseconds). Merged as they are, such a row would be added as a copy of that
/// local row, which stays.
///
/// A person typing a new row leaves `createdAt` empty or types a time of their own, and a row
/// copied to make a new one copies a row the sheet still holds; a row the sheet lost comes back
/// whole only when its id cell was emptied or overwritten.
enum ClearedIds {
  /// Pairs each time of `sheet` (the `createdAt` of the new sheet rows, in sheet order) with a
  /// time of `missing` (the `createdAt` of local rows the sheet lacks) less than a second from
  /// it whose rows `isSameContent` says hold the same content, each local row taken once, by
  /// the first sheet row near it; as places in the arrays given.
  ///
  /// - Complexity: O(`sheet` + `missing`), hashed by the second.
  static func pairs(
    sheet: [Date], missing: [Date], isSameContent: (_ sheet: Int, _ local: Int) -> Bool
  ) -> [(sheet: Int, local: Int)] {
    guard !sheet.isEmpty, !missing.isEmpty else { return [] }
    var bySecond: [Int64: [Int]] = [:]
    for (place, time) in missing.enumerated() {
      bySecond[second(of: time), default: []].append(place)
    }
    var taken = Set<Int>()
    var pairs: [(sheet: Int, local: Int)] = []
    for (place, time) in sheet.enumerated() {
      let near = (-1...1).lazy.flatMap { bySecond[second(of: time) + $0] ?? [] }
        .first { local in
          abs(missing[local].timeIntervalSince(time)) < 1 && !taken.contains(local)
            && isSameContent(place, local)
        }
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
