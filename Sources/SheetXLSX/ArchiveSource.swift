import Foundation
import ZIPFoundation

/// Where a workbook's ZIP archive is: a file, or bytes in memory. Each reader opens an archive
/// of its own over it, so that entries can be read on several threads at once.
struct ArchiveSource: Sendable {
  /// The file's path, or the name given with the bytes: what errors name.
  let path: String
  /// The archive's bytes, when they are in memory rather than in the file at ``path``.
  let data: Data?

  /// Opens the archive for reading.
  ///
  /// - Throws: What ZIPFoundation throws when it is not a ZIP archive.
  func open() throws -> Archive {
    if let data { return try Archive(data: data, accessMode: .read) }
    return try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
  }

  /// The first `count` bytes, or fewer when there are fewer; `nil` when the file cannot be
  /// read.
  func start(count: Int) -> [UInt8]? {
    if let data { return Array(data.prefix(count)) }
    return FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: count) }.map(
      Array.init)
  }
}
