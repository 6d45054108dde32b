import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hidden file ``XLSXWriter`` writes a workbook into before moving it into place,
/// `.Book.xlsx.<pid>-<random>.partial`, and the removal of those a killed writer left behind.
/// (Writers before the process id was in the name wrote `.Book.xlsx.<random>.partial`.)
enum StalePartialFiles {
  /// The age past which a partial file whose name does not give its writer is removed: a
  /// running writer writes its file within minutes, and touches it all the while.
  static let unnamedStaleAge: TimeInterval = 600

  /// The partial file's name for the workbook file `name`, written by this process.
  static func name(ofFile name: String) -> String {
    ".\(name).\(getpid())-\(UUID().uuidString.prefix(8)).partial"
  }

  /// Removes the partial files of the workbook at `path` whose writer is no longer running,
  /// and those whose name does not give it once ``unnamedStaleAge`` old. Best effort: a file
  /// that cannot be removed stays.
  ///
  /// - Returns: The names of the files removed.
  @discardableResult
  static func remove(besides path: String, now: Date = Date()) -> [String] {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = ".\(url.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed: [String] = []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".partial") {
      let token = name.dropFirst(prefix.count).dropLast(".partial".count)
      let parts = token.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count <= 2, let random = parts.last, isRandomPart(random) else { continue }
      let file = (folder as NSString).appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      if parts.count == 2 {
        // Running, or unknown: `kill` with signal 0 only checks that the process exists.
        guard let id = pid_t(parts[0]), id > 0, id != getpid(), kill(id, 0) != 0, errno == ESRCH
        else { continue }
      } else {
        guard let modified = attributes[.modificationDate] as? Date,
          now.timeIntervalSince(modified) >= unnamedStaleAge
        else { continue }
      }
      if unlink(file) == 0 { removed.append(name) }
    }
    return removed.sorted()
  }

  /// Whether `part` is eight upper-case hexadecimal digits, as a writer's random part is.
  private static func isRandomPart(_ part: Substring) -> Bool {
    part.utf8.count == 8
      && part.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0)
      }
  }
}
