import Foundation

/// A ZIP entry inflated on another thread, a chunk at a time, while the caller's thread uses
/// the chunks inflated before: inflating a sheet and scanning its XML then run on two cores.
///
/// At most ``capacity`` chunks wait at a time, so memory stays a few chunks whatever the entry.
final class InflatedChunks: @unchecked Sendable {
  // A class shared by the inflating thread and the reader; `condition` guards every field.
  private let condition = NSCondition()
  private var chunks: [[UInt8]] = []
  private var finished = false
  private var failure: (any Error)?
  private var found = true

  /// How many inflated chunks may wait for the reader.
  static let capacity = 4

  /// Starts inflating the entry `entryPath` of the file at `path`.
  init(_ entryPath: String, inFileAt path: String) {
    // A thread of its own: a pool thread could wait behind the readers that wait for it.
    Thread { [self] in
      do {
        let found = try SpreadsheetFile.streamEntry(entryPath, inFileAt: path) { bytes in
          put(Array(bytes))
        }
        finish(found: found, failure: nil)
      } catch {
        finish(found: true, failure: error)
      }
    }.start()
  }

  /// Hands each chunk to `chunk`, in order, as it is inflated.
  ///
  /// - Returns: Whether the entry exists.
  /// - Throws: What inflating threw, once the chunks before it are handed over.
  func forEachChunk(_ chunk: ([UInt8]) -> Void) throws -> Bool {
    while true {
      condition.lock()
      while chunks.isEmpty && !finished { condition.wait() }
      if chunks.isEmpty {
        condition.unlock()
        if let failure { throw failure }
        return found
      }
      let next = chunks.removeFirst()
      condition.signal()
      condition.unlock()
      chunk(next)
    }
  }

  private func put(_ chunk: [UInt8]) {
    condition.lock()
    while chunks.count >= Self.capacity { condition.wait() }
    chunks.append(chunk)
    condition.signal()
    condition.unlock()
  }

  private func finish(found: Bool, failure: (any Error)?) {
    condition.lock()
    finished = true
    self.found = found
    self.failure = failure
    condition.broadcast()
    condition.unlock()
  }
}
