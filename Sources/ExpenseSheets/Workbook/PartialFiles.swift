import Foundation

/// The hidden files a workbook writer writes each tab into before moving it into place,
/// `.Transactions.csv.<pid>-<random>.partial`, and those it moves the files it replaces aside
/// to, `.Transactions.csv.<pid>-<random>.previous`, beside the tab file. The name gives the
/// writing process, so that the files of an export that was killed can be told from those of
/// one still running, and removed. (Exports before the process id was in the name wrote
/// `.Transactions.csv.<random>.partial`; before the files moved aside were hidden,
/// `Transactions.csv.<pid>-<random>.previous`.)
///
/// A writer holds a lock (`flock`) on each partial file while it writes it, so that a process
/// that cannot see the writer (one on another machine sharing the folder) keeps it too.
enum PartialFiles {
  /// The age past which a partial file of an older export, whose name does not give its
  /// writer, is removed: a running export writes its files within seconds.
  static let staleAge: TimeInterval = 60

  /// A new export's token: this process's id and eight random hexadecimal digits.
  static func newToken() -> String {
    "\(getpid())-\(UUID().uuidString.prefix(8))"
  }

  /// The partial file's name for `tab` in the export with `token`.
  static func name(of tab: Tab, token: String) -> String {
    name(ofFile: tab.fileName, token: token)
  }

  /// The partial file's name for the tab file `name` in the export with `token`.
  static func name(ofFile name: String, token: String) -> String {
    ".\(name).\(token).partial"
  }

  /// The name that the export with `token` moves the tab file `name` it replaces aside to.
  static func asideName(ofFile name: String, token: String) -> String {
    ".\(name).\(token).previous"
  }

  /// Who wrote a partial or set-aside file, from its name.
  enum Writer: Hashable {
    /// The process with this id.
    case process(pid_t)
    /// An export whose names did not give the process.
    case unnamed
  }

  /// What a file left by an export is, from its name.
  enum Kind: Hashable {
    /// A tab written before being moved into place.
    case partial
    /// A tab file moved aside to be replaced.
    case aside
  }

  /// The writer a partial file's name gives; `nil` for a name that is not one of a partial file
  /// of the five tabs.
  static func writer(ofName name: String) -> Writer? {
    guard let (kind, writer) = file(named: name), kind == .partial else { return nil }
    return writer
  }

  /// The kind and writer of a file of an export from its name; `nil` for any other name.
  static func file(named name: String) -> (kind: Kind, writer: Writer)? {
    let kind: Kind
    var body = Substring(name)
    if body.hasSuffix(".partial") && body.hasPrefix(".") {
      kind = .partial
      body = body.dropFirst().dropLast(".partial".count)
    } else if body.hasSuffix(".previous") {
      kind = .aside
      body = body.dropLast(".previous".count)
      if body.hasPrefix(".") { body = body.dropFirst() }
    } else {
      return nil
    }
    guard let tab = Tab.allCases.first(where: { body.hasPrefix($0.fileName + ".") }) else {
      return nil
    }
    let parts = body.dropFirst(tab.fileName.count + 1).split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2, let random = parts.last, random.utf8.count == 8,
      random.utf8.allSatisfy({ isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
      )
    else { return nil }
    guard parts.count == 2 else { return (kind, .unnamed) }
    guard let id = pid_t(parts[0]), id > 0, String(id) == parts[0] else { return nil }
    return (kind, .process(id))
  }

  /// Removes the files that killed exports into `folder` left: partial files and files moved
  /// aside whose writer is no longer running, unless a writer elsewhere holds the partial file
  /// locked; and partial files of older exports, whose names do not give the writer, once
  /// ``staleAge`` old. Files of an export still running, in this process or another, and every
  /// other file, are kept. Best effort: a file that cannot be removed stays.
  ///
  /// - Returns: The names of the files removed.
  @discardableResult
  static func removeStale(in folder: String, now: Date = Date()) -> [String] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    var removed: [String] = []
    for name in names {
      guard let (kind, writer) = file(named: name) else { continue }
      let path = (folder as NSString).appendingPathComponent(name)
      guard let attributes = try? manager.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      switch writer {
      case .process(let id):
        // Running, or unknown: `kill` with signal 0 only checks that the process exists.
        guard id != getpid(), kill(id, 0) != 0, errno == ESRCH else { continue }
      case .unnamed:
        guard kind == .partial, let modified = attributes[.modificationDate] as? Date,
          now.timeIntervalSince(modified) >= staleAge
        else { continue }
      }
      if kind == .partial && isLocked(path) { continue }
      if unlink(path) == 0 { removed.append(name) }
    }
    return removed.sorted()
  }

  /// Takes the lock a writer holds on a partial file while it writes it, waiting for it.
  static func lock(_ descriptor: Int32) {
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  /// Whether a writer holds the partial file at `path` locked.
  private static func isLocked(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { _ = close(descriptor) }
    return flock(descriptor, LOCK_EX | LOCK_NB) != 0
  }
}
