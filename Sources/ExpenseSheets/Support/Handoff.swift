import Foundation

/// A value one thread hands to another that waits for it: the validated sheet, to the store
/// that reads the ledger meanwhile. Handed once, or withdrawn, which makes the waiter throw.
package final class Handoff<Value: Sendable>: @unchecked Sendable {
  // A class so that both threads share it; the semaphore orders the write of `value` before
  // its read.
  private let handed = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var value: Value?
  private var isSettled = false

  /// The error a waiter throws when the value is withdrawn.
  package struct Withdrawn: Error {}

  /// An empty handoff.
  package init() {}

  /// Hands `value` over; does nothing once handed or withdrawn.
  package func give(_ value: Value) { settle(value) }

  /// Withdraws the value: the waiter throws ``Withdrawn``; once handed, the handoff lets the
  /// value go (a waiter that already has it keeps it).
  package func withdraw() {
    if !settle(nil) { lock.withLock { value = nil } }
  }

  /// Waits for the value, and returns it; throws ``Withdrawn`` when it was withdrawn.
  package func wait() throws -> Value {
    handed.wait()
    handed.signal()
    guard let value = lock.withLock({ value }) else { throw Withdrawn() }
    return value
  }

  /// Settles the handoff with `value`, unless it is settled already.
  ///
  /// - Returns: Whether this call settled it.
  @discardableResult
  private func settle(_ value: Value?) -> Bool {
    let first = lock.withLock {
      guard !isSettled else { return false }
      isSettled = true
      self.value = value
      return true
    }
    if first { handed.signal() }
    return first
  }
}
