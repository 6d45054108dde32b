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
/// was written within the file system's clock tick of its last change. ``settled(_:in:)`` takes
/// stamps only once that tick has passed.
public struct FileStamp: Codable, Hashable, Sendable {
  /// The file's name, the last component of its path.
  public var name: String
  /// The device the file is on.
  public var device: UInt64
  /// The file's inode on its device.
  public var inode: UInt64
  /// The file's size in bytes.
  public var size: Int64
  /// The modification time, in nanoseconds since 1970.
  public var modified: Int64
  /// The status-change time, in nanoseconds since 1970.
  public var changed: Int64

  /// The stamp of the regular file at `path`; `nil` when there is none, or it cannot be read.
  public init?(path: String) {
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

  /// The stamps `placed`, taken as the files were placed, once ``settleTime`` has passed since
  /// each file's last change and the files still have them: a later write then changes a
  /// file's stamp. Empty when a file changed since it was placed, or its times lie ahead of the
  /// clock.
  static func settled(_ placed: [FileStamp], in folder: String) -> [FileStamp] {
    let latest = placed.map(\.changed).max() ?? 0
    let wait = latest + settleTime - Int64(Date().timeIntervalSince1970 * 1e9)
    guard wait <= settleTime * 10 else { return [] }
    if wait > 0 { usleep(useconds_t(wait / 1000)) }
    let now = placed.map { FileStamp(path: (folder as NSString).appendingPathComponent($0.name)) }
    return now == placed ? placed : []
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
