import Dispatch
import ExpenseSheets

/// Runs `body` for every index below `count`, side by side on all cores, and gives back what
/// each call returned or threw, in index order: the store's way of reading on several
/// connections at once.
func sideBySide<Value: Sendable>(
  _ count: Int, _ body: @Sendable (_ index: Int) throws -> Value
) -> [Result<Value, any Error>] {
  let results = Locked<[Int: Result<Value, any Error>]>([:])
  DispatchQueue.concurrentPerform(iterations: count) { index in
    let result = Result { try body(index) }
    results.withLock { $0[index] = result }
  }
  return results.withLock { results in (0..<count).map { results[$0]! } }
}
