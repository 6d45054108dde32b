import Foundation

/// The hidden files a workbook writer writes each tab into before moving it into place:
/// `.Transactions.csv.<pid>-<random>.partial`, beside the file it is to replace. The name gives
/// the writing process, so that the partial files of an export that was killed can be told from
/// those of one still running, and removed. (Exports before the process id was in the name
/// wrote `.Transactions.csv.<random>.partial`.)
enum PartialFiles {
  /// The age past which a partial file whose writer is gone is removed. A running export writes
  /// its files within seconds, and the age also keeps the files of a writer this machine cannot
  /// see (one on another machine sharing the folder) as long as they can be in use.
  static let staleAge: TimeInterval = 60

  /// A new export's token: this process's id and eight random hexadecimal digits.
  static func newToken() -> String {
    "\(getpid())-\(UUID().uuidString.prefix(8))"
  }

  /// The partial file's name for `tab` in the export with `token`.
  static func name(of tab: Tab, token: String) -> String {
    ".\(tab.fileName).\(token).partial"
  }

  /// Who wrote a partial file, from its name.
  enum Writer: Hashable {
    /// The process with this id.
    case process(pid_t)
    /// An export whose names did not give the process.
    case unnamed
  }

  /// The writer a partial file's name gives; `nil` for a name that is not one of a partial file
  /// of the five tabs.
  static func writer(ofName name: String) -> Writer? {
    let suffix = ".partial"
    guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
    let body = name.dropFirst().dropLast(suffix.count)
    guard let tab = Tab.allCases.first(where: { body.hasPrefix($0.fileName + ".") }) else {
      return nil
    }
    let parts = body.dropFirst(tab.fileName.count + 1).split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2, let random = parts.last, random.utf8.count == 8,
      random.utf8.allSatisfy({ isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
      )
    else { return nil }
    guard parts.count == 2 else { return .unnamed }
    guard let id = pid_t(parts[0]), id > 0, String(id) == parts[0] else { return nil }
    return .process(id)
  }

  /// Removes the partial files that earlier exports into `folder` left (killed before they could
  /// remove them): those at least ``staleAge`` old whose writer is no longer running (or, for an
  /// older name, cannot be told). Files of an export still running, in this process or another,
  /// and every other file, are kept. Best effort: a file that cannot be removed stays.
  ///
  /// - Returns: The names of the files removed.
  @discardableResult
  static func removeStale(in folder: String, now: Date = Date()) -> [String] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    var removed: [String] = []
    for name in names {
      guard let writer = writer(ofName: name) else { continue }
      if case .process(let id) = writer {
        // Running, or unknown: `kill` with signal 0 only checks that the process exists.
        guard id != getpid(), kill(id, 0) != 0, errno == ESRCH else { continue }
      }
      let path = (folder as NSString).appendingPathComponent(name)
      guard let attributes = try? manager.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date,
        now.timeIntervalSince(modified) >= staleAge
      else { continue }
      if unlink(path) == 0 { removed.append(name) }
    }
    return removed.sorted()
  }
}
