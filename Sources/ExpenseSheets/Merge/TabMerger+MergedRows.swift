extension TabMerger {
  /// The merged tab: the local rows not deleted, each replaced or kept, in local order, then the
  /// inserted rows; filled side by side, in ranges, from `sideBySideFrom` local rows.
  ///
  /// - Parameters:
  ///   - replacements: the rows the merge replaces, by their place in `replacementOf`.
  ///   - replacementOf: for each local row, its replacement's place in `replacements`, or
  ///     `notReplaced`.
  ///   - deleted: for each local row, whether it is deleted.
  /// - Complexity: O(rows), over all cores from `sideBySideFrom` rows.
  func mergedRows(
    local: [Row], replacements: [Row], replacementOf: [Int32], deleted: [Bool], inserted: [Row]
  ) -> [Row] {
    let ranges = ChunkedWork.ranges(of: local.indices, sideBySideFrom: sideBySideFrom)
    // Where the kept rows of each range start in the merged tab.
    let starts = ranges.reduce(into: [0]) { starts, range in
      starts.append(starts[starts.count - 1] + range.count { !deleted[$0] })
    }
    let keptCount = starts[starts.count - 1]
    return [Row](unsafeUninitializedCapacity: keptCount + inserted.count) {
      buffer, initializedCount in
      let output = ChunkOutput(buffer: buffer)
      _ = SideBySide.map(ranges.count) { part in
        var position = starts[part]
        for index in ranges[part] where !deleted[index] {
          let replacement = replacementOf[index]
          output.initialize(
            position,
            to: replacement == Self.notReplaced ? local[index] : replacements[Int(replacement)])
          position += 1
        }
      }
      for (offset, row) in inserted.enumerated() {
        output.initialize(keptCount + offset, to: row)
      }
      initializedCount = keptCount + inserted.count
    }
  }
}
