import ExpenseStore
import Foundation

/// The files an export may replace, stamped before export checks them for unmerged edits: an
/// edit saved while the export runs, after the check read the files, is refused rather than
/// replaced.
struct ReplacedFiles: Sendable {
  /// Each path, with its stamp when a file was there (`nil` when none was).
  private let stamps: [(path: String, stamp: FileStamp?)]

  /// Stamps the files at `paths`, present or not: a file saved where none was counts too.
  init(_ paths: [String]) {
    stamps = paths.map { ($0, FileStamp(path: $0)) }
  }

  /// Throws when a file is not as it was stamped: written, replaced, created or removed since.
  ///
  /// - Throws: ``CommandFailure`` naming the file.
  func refuseChanged() throws {
    for (path, stamp) in stamps where FileStamp(path: path) != stamp {
      throw CommandFailure.cannotRun(
        "\(path) changed while the export ran, after it was checked for edits not merged into "
          + "the store: nothing was exported, and the files are as they were; run the export again")
    }
  }
}
