/// Levenshtein distance between strings, by Unicode scalar.
enum EditDistance {
  /// The distance from `a` to `b` when it is at most `limit`, or `nil`.
  ///
  /// Gives up as soon as every path has cost more than `limit`, so that comparing one name with
  /// many costs little for those far from it.
  /// - Complexity: O(`a.count` × `b.count`) at worst.
  static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { buffer in
      var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: buffer[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
          rowMinimum = min(rowMinimum, current[j])
        }
        // A row's smallest cost never falls in the rows below it.
        if rowMinimum > limit { return nil }
        swap(&previous, &current)
      }
      return previous[b.count] <= limit ? previous[b.count] : nil
    }
  }
}
