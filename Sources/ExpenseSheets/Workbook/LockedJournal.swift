import Foundation
import SheetCSV

/// An export journal file that this process holds locked: the export that writes it, or the
/// process that finishes or undoes an interrupted export by it. The lock goes with the process,
/// so a killed export's journal is free for the next.
final class LockedJournal: Sendable {
  /// The journal's path.
  let path: String
  /// The journal, or `nil` when the file does not hold a whole one (its export was killed while
  /// writing it, before moving any file).
  let journal: ExportJournal?
  private let descriptor: Int32

  private init(path: String, journal: ExportJournal?, descriptor: Int32) {
    self.path = path
    self.journal = journal
    self.descriptor = descriptor
  }

  /// Writes `journal` into `folder`, synced, and holds it locked.
  ///
  /// - Parameter whenTaken: Called when another journal is there (an export killed, or one
  ///   running): it must end that export, after which creating is tried again.
  /// - Throws: `WorkbookError` naming the journal when it cannot be written, or what `whenTaken`
  ///   throws.
  static func create(
    _ journal: ExportJournal, in folder: String, whenTaken: () throws -> Void
  ) throws -> LockedJournal {
    let path = ExportJournal.path(in: folder)
    let bytes = Array(try JSONEncoder().encode(journal))
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        guard errno == EEXIST else { throw failure(path, "cannot write the export journal") }
        try whenTaken()
        continue
      }
      let locked = LockedJournal(path: path, journal: journal, descriptor: descriptor)
      lock(descriptor)
      let failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor, at: 0) }
      if let failure {
        locked.remove()
        throw WorkbookError(
          path: path, message: "cannot write the export journal: \(ExportJournal.reason(failure))")
      }
      guard fsync(descriptor) == 0 else {
        let failure = Self.failure(path, "cannot sync the export journal")
        locked.remove()
        throw failure
      }
      try ExportJournal.sync(folder: folder)
      // Another process found it before it was whole and removed it: write it again.
      guard locked.isLinked else {
        locked.release()
        continue
      }
      return locked
    }
  }

  /// The journal in `folder`, locked: waits while the export that wrote it still runs.
  ///
  /// - Returns: `nil` when the folder holds no journal.
  /// - Throws: `WorkbookError` naming the journal when it cannot be opened.
  static func lockExisting(in folder: String) throws -> LockedJournal? {
    let path = ExportJournal.path(in: folder)
    while true {
      let descriptor = open(path, O_RDWR | O_CLOEXEC)
      guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw failure(path, "cannot open the journal of an interrupted export")
      }
      lock(descriptor)
      let bytes = readAll(descriptor)
      let locked = LockedJournal(
        path: path, journal: try? JSONDecoder().decode(ExportJournal.self, from: Data(bytes)),
        descriptor: descriptor)
      // The export that held it ended meanwhile and removed it: look again.
      guard locked.isLinked else {
        locked.release()
        continue
      }
      return locked
    }
  }

  /// Removes the journal and lets its lock go.
  func remove() {
    _ = unlink(path)
    release()
  }

  /// Lets the lock go, leaving the journal.
  func release() {
    _ = close(descriptor)
  }

  /// Whether the journal's path still names the file held.
  private var isLinked: Bool {
    var held = stat()
    var named = stat()
    return fstat(descriptor, &held) == 0 && stat(path, &named) == 0
      && held.st_ino == named.st_ino && held.st_dev == named.st_dev
  }

  /// Takes the exclusive lock, waiting for it.
  private static func lock(_ descriptor: Int32) {
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  /// The whole file.
  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress!, $0.count, off_t(bytes.count))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += buffer[..<count]
    }
  }

  private static func failure(_ path: String, _ what: String) -> WorkbookError {
    WorkbookError(path: path, message: "\(what): \(ExportJournal.reason(errno))")
  }
}
