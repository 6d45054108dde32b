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
  /// Whether the reader wants no more chunks: inflating stops at the next one.
  private var isCancelled = false

  /// How many inflated chunks may wait for the reader.
  static let capacity = 4

  /// Starts inflating the entry `entryPath` of the archive at `source`.
  init(_ entryPath: String, in source: ArchiveSource) {
    // A thread of its own: a pool thread could wait behind the readers that wait for it.
    Thread { [self] in
      do {
        let found = try SpreadsheetFile.streamEntry(entryPath, in: source) { bytes in
          try put(Array(bytes))
        }
        finish(found: found, failure: nil)
      } catch {
        finish(found: true, failure: error)
      }
    }.start()
  }

  /// Hands each chunk to `chunk`, in order, as it is inflated, until `chunk` returns `false`:
  /// then inflating stops, and the entry is taken to exist.
  ///
  /// - Returns: Whether the entry exists.
  /// - Throws: What inflating threw, once the chunks before it are handed over.
  func forEachChunk(_ chunk: ([UInt8]) -> Bool) throws -> Bool {
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
      guard chunk(next) else {
        cancel()
        return true
      }
    }
  }

  /// Stops inflating: the inflating thread ends at its next chunk.
  private func cancel() {
    condition.lock()
    isCancelled = true
    chunks = []
    condition.broadcast()
    condition.unlock()
  }

  /// Queues a chunk for the reader, waiting while ``capacity`` chunks wait.
  ///
  /// - Throws: `CancellationError` once the reader wants no more, to end the inflating.
  private func put(_ chunk: [UInt8]) throws {
    condition.lock()
    defer { condition.unlock() }
    while chunks.count >= Self.capacity && !isCancelled { condition.wait() }
    guard !isCancelled else { throw CancellationError() }
    chunks.append(chunk)
    condition.signal()
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
