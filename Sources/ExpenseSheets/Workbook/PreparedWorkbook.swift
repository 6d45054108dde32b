import Foundation

/// A workbook whose five files are written, synced, and journaled in its folder, waiting to be
/// moved into place: ``place(then:)`` moves them, ``discard()`` removes them.
///
/// Between the two, whoever records the export (a store) commits its record: from the moment
/// the journal exists, an interrupted export is finished or undone as that record says (see
/// ``InterruptedExport``).
package final class PreparedWorkbook: Sendable {
  /// How many rows each tab has.
  package let rows: [Tab: Int]
  private let folder: String
  private let files: WorkbookFilesInProgress
  private let journal: LockedJournal
  /// Whether the files were placed or discarded.
  private let isEnded = Locked(false)

  init(folder: String, files: WorkbookFilesInProgress, journal: LockedJournal, rows: [Tab: Int]) {
    self.folder = folder
    self.files = files
    self.journal = journal
    self.rows = rows
  }

  /// Moves the files into place, each file they replace aside first, then removes the journal
  /// and the files moved aside.
  ///
  /// - Parameter placed: Called once the files are in place, before anything else is done: a
  ///   store stamps them there (`LedgerStore.recordExportedFiles`).
  /// - Throws: `WorkbookError` naming the file that could not be moved. An export that nothing
  ///   records is then undone: the folder holds its previous files. A recorded one is left
  ///   journaled, to be finished by the next reader or writer of the folder.
  package func place(then placed: () -> Void = {}) throws {
    guard end() else { return }
    let entries = journal.journal!
    do {
      try entries.finish(in: folder)
      placed()
    } catch let error as WorkbookError {
      guard entries.record == nil else {
        files.closeFiles()
        journal.release()
        throw WorkbookError(
          path: error.path,
          message:
            "\(error.message); the export is recorded, and its files are moved into place the next time the folder is read or written"
        )
      }
      try? entries.undo(in: folder)
      journal.remove()
      files.discard()
      throw error
    }
    files.closeFiles()
    journal.remove()
    entries.removeAsideFiles(in: folder)
  }

  /// Removes the files and the journal, leaving the folder as it was.
  package func discard() {
    guard end() else { return }
    journal.remove()
    files.discard()
  }

  /// Marks the files placed or discarded: `false` when they already were.
  private func end() -> Bool {
    isEnded.withLock { isEnded in
      defer { isEnded = true }
      return !isEnded
    }
  }
}
