import Foundation

/// Ends an export into a workbook folder that was interrupted (its process killed, the machine
/// stopped) while it moved its files into place, so that the folder holds the five files of
/// the previous export or the five of the new one, never a mix; and removes the hidden files
/// that interrupted exports left.
///
/// ``WorkbookReader`` and ``WorkbookWriter`` do this first, for every folder they read or write.
///
/// An export that something records (a store keeps it as the base of the next merge) says in
/// its journal how to find the record; a ``RecordCheck`` reads it, so that the folder ends as
/// the record says: finished when the export was recorded, undone when it was not. An export
/// that nothing records, or whose record cannot be read, is finished, since all its files were
/// written before it moved the first.
public enum InterruptedExport {
  /// Whether the export a journal's record names was recorded: `true` or `false`, or `nil` when
  /// that cannot be told (the store is gone, or unreadable).
  public typealias RecordCheck = @Sendable (_ record: String) -> Bool?

  /// How an interrupted export was ended.
  public enum Outcome: Sendable, Hashable {
    /// Its files were moved into place: the folder holds the new export.
    case finished
    /// Its files were removed and the previous ones put back: the folder holds the previous
    /// export.
    case undone
  }

  /// Finishes or undoes an interrupted export into `folder`, waiting while one still runs, then
  /// removes the partial files and set-aside files that killed exports left.
  ///
  /// - Parameters:
  ///   - folder: The workbook folder.
  ///   - isRecorded: Tells whether an export was recorded, from its journal's record.
  /// - Returns: How the interrupted export was ended, or `nil` when there was none.
  /// - Throws: `WorkbookError` naming the file that could not be moved back or into place; the
  ///   folder then still holds the journal, and the next attempt carries on.
  @discardableResult
  public static func end(in folder: String, isRecorded: RecordCheck?) throws -> Outcome? {
    let outcome = try endJournaled(in: folder, isRecorded: isRecorded)
    PartialFiles.removeStale(in: folder)
    return outcome
  }

  /// Ends the export whose journal `folder` holds, if any.
  private static func endJournaled(in folder: String, isRecorded: RecordCheck?) throws
    -> Outcome?
  {
    guard let locked = try LockedJournal.lockExisting(in: folder) else { return nil }
    guard let journal = locked.journal else {
      // Killed while writing the journal, before moving any file: its partial files are stale.
      locked.remove()
      return .undone
    }
    let recorded = journal.record.flatMap { isRecorded?($0) }
    do {
      if recorded != false && journal.isComplete(in: folder) {
        try journal.finish(in: folder)
        locked.remove()
        journal.removeAsideFiles(in: folder)
        return .finished
      }
      try journal.undo(in: folder)
      locked.remove()
      return .undone
    } catch let error as WorkbookError {
      locked.release()
      throw WorkbookError(
        path: error.path,
        message:
          "an export into \(folder) was interrupted, and could not be ended: \(error.message)")
    }
  }
}
