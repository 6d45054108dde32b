import Foundation

/// Frees large values on a background thread, so that the caller does not wait while millions
/// of rows and strings are released one by one.
enum BackgroundRelease {
  /// Takes `value` and releases it on a background queue.
  static func release<Value>(_ value: consuming Value) {
    let slot = ConcurrentResults(count: 1)
    slot.set(0, value)
    // Taken out under the slot's lock, the value's last reference ends on the background
    // thread, whichever of the two threads lets go of the slot last.
    DispatchQueue.global(qos: .utility).async {
      let _: Value? = slot.take(0)
    }
  }
}
