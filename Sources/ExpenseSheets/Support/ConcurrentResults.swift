import Foundation

/// Results written by concurrent workers, one slot each.
final class ConcurrentResults: @unchecked Sendable {
  // A class so workers share the slots; the lock makes each write and read safe.
  private var slots: [Any?]
  private let lock = NSLock()

  /// `count` empty slots.
  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Puts `value` in a slot.
  func set(_ index: Int, _ value: Any?) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Removes a slot's value and returns it, so the caller holds the only reference.
  func take<Value>(_ index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    let value = slots[index] as? Value
    slots[index] = nil
    return value
  }
}
