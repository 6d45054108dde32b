import Foundation

/// A value behind a lock, shared between threads: `Synchronization.Mutex`'s shape on the
/// platforms the package declares (`Mutex` needs iOS 18 / macOS 15).
package final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// What `body` returns, called with the value while the lock is held.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// The lock serialises every access to the value, and only a `Sendable` value may cross threads.
extension Locked: @unchecked Sendable where Value: Sendable {}
