import CWritebackShim
import ExpenseSheets
import Foundation

/// Has the system write files that are being written out to disk as they change, a little at a
/// time, so that the sync that ends the writing waits for little: an import's new store, synced
/// once, whole, at the end; a large write's log, synced before the store copies it in.
///
/// Only a hint, on systems that have it (Linux): the final sync writes whatever was not.
///
/// The pacer opens each file and closes it when stopped, and closing a file drops every POSIX
/// lock the process holds on it: never give it a database file an SQLite connection of this
/// process has open (SQLite locks the database file, and in WAL mode its `-shm` file, never
/// the `-wal` log).
final class WritebackPacer: Sendable {
  /// How often the file's new bytes are sent on their way.
  static let interval = DispatchTimeInterval.milliseconds(25)

  private let stopped = DispatchSemaphore(value: 0)
  private let pacing: BackgroundWork<Void>

  /// Starts pacing the files at `paths`, passing over those that cannot be opened.
  init(paths: [String]) {
    let descriptors = paths.map { open($0, O_RDONLY | O_CLOEXEC) }.filter { $0 >= 0 }
    pacing = BackgroundWork { [stopped] in
      defer { for descriptor in descriptors { close(descriptor) } }
      guard !descriptors.isEmpty else { return }
      while stopped.wait(timeout: .now() + Self.interval) == .timedOut {
        for descriptor in descriptors { _ = expenseSheetsStartWriteback(descriptor, 0, 0) }
      }
    }
  }

  /// Paces the write-ahead log of the SQLite file at `path`, for a large write to a store.
  static func log(ofStoreAt path: String) -> WritebackPacer {
    WritebackPacer(paths: [path + "-wal"])
  }

  /// Stops pacing, once the last hint given has returned.
  func stop() {
    stopped.signal()
    try? pacing.value()
  }
}
