import Foundation

/// The journal of an export moving its files into place: the hidden file
/// `.expense-sheets-export.journal` in the workbook folder, listing the files the export moves.
///
/// An export writes every tab to its partial file, then writes and syncs the journal, and only
/// then moves the files: each file it replaces aside to `.<Tab>.csv.<token>.previous`, then its
/// partial file into place. It removes the journal once every file is in place, and the files
/// it moved aside after that. An export killed while the journal exists leaves the folder a mix
/// of old and new files, and the journal says how to end it either way (see
/// ``InterruptedExport``).
///
/// The export holds an exclusive lock (`flock`) on the journal while it exists, so that another
/// process finishing or undoing an export waits for one still running instead.
struct ExportJournal: Codable, Sendable, Equatable {
  /// The journal's file name in the workbook folder.
  static let fileName = ".expense-sheets-export.journal"

  /// The export's token, which names its partial files and the files it moves aside.
  var token: String
  /// What the export was written for records it by (a store); `nil` when nothing does. It is
  /// opaque here: an ``InterruptedExport/RecordCheck`` reads it.
  var record: String?
  /// The tab files, in the order they are moved into place.
  var files: [File]

  /// One tab file the export moves into place.
  struct File: Codable, Sendable, Equatable {
    /// The file's name, `Transactions.csv`.
    var name: String
    /// Whether the export replaces a file of that name that was there before.
    var replaces: Bool
  }

  /// The journal's path in `folder`.
  static func path(in folder: String) -> String {
    (folder as NSString).appendingPathComponent(fileName)
  }

  /// The paths of one file of the export in `folder`: where it goes, its partial file, and where
  /// the file it replaces is moved aside.
  func paths(of file: File, in folder: String) -> (final: String, partial: String, aside: String) {
    let folder = folder as NSString
    return (
      folder.appendingPathComponent(file.name),
      folder.appendingPathComponent(PartialFiles.name(ofFile: file.name, token: token)),
      folder.appendingPathComponent(PartialFiles.asideName(ofFile: file.name, token: token))
    )
  }

  /// Whether every new file of the export is there: in its partial file, or already moved into
  /// place.
  func isComplete(in folder: String) -> Bool {
    files.allSatisfy { file in
      let paths = paths(of: file, in: folder)
      if exists(paths.partial) { return true }
      // Moved into place: the file it replaces was moved aside first.
      return file.replaces ? exists(paths.aside) && exists(paths.final) : exists(paths.final)
    }
  }

  /// Moves every file not yet in place into it, each file it replaces aside first.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be moved.
  func finish(in folder: String) throws {
    for file in files {
      let paths = paths(of: file, in: folder)
      guard exists(paths.partial) else { continue }
      if exists(paths.final) && !exists(paths.aside) {
        try move(paths.final, to: paths.aside, or: "cannot move the file aside to replace it")
      }
      try move(paths.partial, to: paths.final, or: "cannot move the new file into place")
    }
    try Self.sync(folder: folder)
  }

  /// Puts back every file moved aside, removes the new files moved into place where nothing
  /// was, and removes the partial files.
  ///
  /// - Throws: `WorkbookError` naming the file that could not be put back.
  func undo(in folder: String) throws {
    for file in files.reversed() {
      let paths = paths(of: file, in: folder)
      if exists(paths.aside) {
        try move(paths.aside, to: paths.final, or: "cannot put the previous file back")
      } else if !file.replaces && !exists(paths.partial) && exists(paths.final) {
        guard unlink(paths.final) == 0 else {
          throw failure(paths.final, "cannot remove the new file")
        }
      }
      _ = unlink(paths.partial)
    }
    try Self.sync(folder: folder)
  }

  /// Removes the files the export moved aside (once the journal is gone, no one needs them).
  func removeAsideFiles(in folder: String) {
    for file in files { _ = unlink(paths(of: file, in: folder).aside) }
  }

  /// Syncs `folder`, so that the renames and removals in it last.
  ///
  /// - Throws: `WorkbookError` naming the folder when it cannot be synced.
  static func sync(folder: String) throws {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw WorkbookError(path: folder, message: "cannot open the folder: \(reason(errno))")
    }
    defer { _ = close(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw WorkbookError(path: folder, message: "cannot sync the folder: \(reason(errno))")
    }
  }

  private func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  private func move(_ source: String, to target: String, or what: String) throws {
    guard rename(source, target) == 0 else { throw failure(target, what) }
  }

  private func failure(_ path: String, _ what: String) -> WorkbookError {
    WorkbookError(path: path, message: "\(what): \(Self.reason(errno))")
  }

  /// The system's reason for `code`.
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
