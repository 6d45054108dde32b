import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the file system says of a file, enough to tell that it was not written since: its name,
/// device and inode, size, and modification and status-change times to the nanosecond.
///
/// A file written, replaced, renamed or touched gets a new status-change time, which no program
/// can set back; so a file whose stamp equals one taken earlier holds the same bytes, unless it
/// was written within the file system's clock tick of its last change. ``settled(_:)`` takes
/// stamps only once that tick has passed.
struct FileStamp: Codable, Hashable, Sendable {
  /// The file's name, the last component of its path.
  var name: String
  var device: UInt64
  var inode: UInt64
  var size: Int64
  /// The modification time, in nanoseconds since 1970.
  var modified: Int64
  /// The status-change time, in nanoseconds since 1970.
  var changed: Int64

  /// The stamp of the regular file at `path`; `nil` when there is none, or it cannot be read.
  init?(path: String) {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    name = (path as NSString).lastPathComponent
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = Self.nanoseconds(status.st_mtimespec)
      changed = Self.nanoseconds(status.st_ctimespec)
    #else
      modified = Self.nanoseconds(status.st_mtim)
      changed = Self.nanoseconds(status.st_ctim)
    #endif
  }

  /// How long after a file's last change its stamp is taken: longer than the clock tick of any
  /// file system's times (Linux's coarse clock ticks every 1 to 10 ms).
  static let settleTime: Int64 = 30_000_000

  /// The stamps of the regular files among `paths`, taken once ``settleTime`` has passed since
  /// the last change of each: a later write then changes its stamp. Empty when the files keep
  /// changing, or their times lie ahead of the clock.
  static func settled(_ paths: [String]) -> [FileStamp] {
    for _ in 0..<10 {
      let stamps = paths.compactMap(FileStamp.init(path:))
      let now = Int64(Date().timeIntervalSince1970 * 1e9)
      let wait = (stamps.map(\.changed).max() ?? now) + settleTime - now
      guard wait > 0 else { return stamps }
      usleep(useconds_t(min(wait, settleTime) / 1000))
    }
    return []
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
