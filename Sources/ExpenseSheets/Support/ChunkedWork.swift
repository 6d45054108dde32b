import Foundation

/// Work over a long list, cut into ranges that run side by side on all cores, the results in
/// range order.
package enum ChunkedWork {
  /// `indices` in four ranges a core once it holds `minimum` or more (so that a core slowed by
  /// other work does not hold the rest up), else in one; no range is empty.
  static func ranges(of indices: Range<Int>, sideBySideFrom minimum: Int) -> [Range<Int>] {
    let count = indices.count >= minimum ? 4 * ProcessInfo.processInfo.activeProcessorCount : 1
    let size = max(1, (indices.count + count - 1) / count)
    return stride(from: indices.lowerBound, to: indices.upperBound, by: size).map {
      $0..<min(indices.upperBound, $0 + size)
    }
  }

  /// What `body` gives for each of `ranges(of:sideBySideFrom:)`, run side by side, in order.
  static func map<Value>(
    _ indices: Range<Int>, sideBySideFrom minimum: Int, _ body: @Sendable (Range<Int>) -> Value
  ) -> [Value] {
    let ranges = ranges(of: indices, sideBySideFrom: minimum)
    return SideBySide.map(ranges.count) { body(ranges[$0]) }
  }

  /// `transform` of each of `indices`, in order, worked out over the ranges `map` runs side by
  /// side, each result put straight in its place.
  package static func mapEach<Value>(
    _ indices: Range<Int>, sideBySideFrom minimum: Int, _ transform: @Sendable (Int) -> Value
  ) -> [Value] {
    let ranges = ranges(of: indices, sideBySideFrom: minimum)
    return [Value](unsafeUninitializedCapacity: indices.count) { buffer, count in
      let output = ChunkOutput(buffer: buffer)
      _ = SideBySide.map(ranges.count) { part in
        for index in ranges[part] {
          output.initialize(index - indices.lowerBound, to: transform(index))
        }
      }
      count = indices.count
    }
  }

  /// How many items `inBatches(_:sideBySideFrom:each:_:)` works on at a time: 131,072, unless
  /// bound for a task (a test binds a few hundred, to cross batches without 131,072 items).
  @TaskLocal static var batchSize = 131_072

  /// What `body` gives for each range of `indices`, run side by side as `map` runs them, but
  /// a batch of ``batchSize`` items at a time, each result handed to `each` in order before the
  /// next batch starts: the results of a million items are never all held at once. When
  /// `each` returns `false`, no more results are handed on and no more batches are made.
  static func inBatches<Value>(
    _ indices: Range<Int>, sideBySideFrom minimum: Int, each: (Value) -> Bool,
    _ body: @Sendable (Range<Int>) -> Value
  ) {
    for start in stride(from: indices.lowerBound, to: indices.upperBound, by: batchSize) {
      let batch = start..<min(indices.upperBound, start + batchSize)
      for value in map(batch, sideBySideFrom: minimum, body) {
        guard each(value) else { return }
      }
    }
  }
}
