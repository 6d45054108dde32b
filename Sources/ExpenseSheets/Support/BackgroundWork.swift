import Foundation

/// Work started on another thread now, whose result is waited for later: the store loads while
/// the sheet is read and validated, a merge report's history JSON is written while its rows are.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
  // A class so that the worker can hand its result over; the semaphore orders the write of
  // `result` before its read.
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  /// Starts `work` on a global queue.
  package init(_ work: @escaping @Sendable () throws -> Value) {
    DispatchQueue.global().async {
      self.result = Result(catching: work)
      self.done.signal()
    }
  }

  /// Waits for the work to end, and returns or throws what it did.
  package func value() throws -> Value {
    done.wait()
    done.signal()
    return try result!.get()
  }
}
