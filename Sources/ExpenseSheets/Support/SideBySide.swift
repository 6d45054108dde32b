import Dispatch

/// Work run side by side on all cores, its results in index order: the package's one way to
/// run a few large tasks at once (`ChunkedWork` cuts a long list into such tasks).
package enum SideBySide {
  /// What `body` gives for every index below `count`, called side by side, in index order.
  /// - Complexity: `count` calls of `body`, on as many cores as the machine has.
  package static func map<Value>(_ count: Int, _ body: @Sendable (_ index: Int) -> Value)
    -> [Value]
  {
    let results = ConcurrentResults(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      // Boxed, so that a `nil` result is not taken for an empty slot.
      results.set(index, Box(value: body(index)))
    }
    return (0..<count).map { (results.take($0) as Box<Value>?)!.value }
  }

  /// What each call of `body` returned or threw, for every index below `count`, called side by
  /// side, in index order.
  package static func results<Value>(
    _ count: Int, _ body: @Sendable (_ index: Int) throws -> Value
  ) -> [Result<Value, any Error>] {
    map(count) { index in Result { try body(index) } }
  }
}

/// One result of ``SideBySide/map(_:_:)`` in its slot.
private struct Box<Value> {
  var value: Value
}
