import ExpenseSheets
import ExpenseStore
import Foundation

extension ExportCommand {
  /// The files at `--out` that an export replaces: the workbook file, or the folder's tab files
  /// named as export names them; empty when there are none yet.
  var filesReplaced: [String] {
    tabFilePaths.filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// The paths export writes: the workbook file, or the folder's tab files.
  var tabFilePaths: [String] {
    isWorkbookFile
      ? [out] : Tab.allCases.map { (out as NSString).appendingPathComponent($0.fileName) }
  }

  /// Refuses to replace files at `--out` that hold edits the store lacks: what a merge of them,
  /// deletions allowed, would insert, update, delete or reject, or hold back as a mass deletion.
  /// Files that cannot be read as this ledger's sheet are refused too. `--overwrite` skips the
  /// check, and so do files an export of the store wrote, untouched since.
  ///
  /// - Throws: ``CommandFailure`` naming the rows, the merge that takes them and the flag.
  func refuseReplacingUnmergedEdits(in store: LedgerStore, progress: Progress) throws {
    let files = filesReplaced
    guard !overwrite, !files.isEmpty, !(try store.holdsUntouchedExport(files)) else { return }
    let them = files.count == 1 ? "it" : "them"
    let report: MergeReport
    do {
      let timeZone = try store.timeZoneIdentifier().flatMap(TimeZone.init(identifier:))
      report = try MergeCommand.plan(
        merging: files, reading: reading, into: store, progress: progress,
        timeZone: timeZone, options: MergeOptions(mergeTime: Date(), allowDeletions: true)
      ).result.report
    } catch let failure as CommandFailure {
      throw Self.unreadable(out, them: them, files: files, because: failure.message)
    } catch let error as WorkbookError {
      throw Self.unreadable(out, them: them, files: files, because: error.description)
    }
    // A tab file the merge read no row of (a header that is not the tab's) may hold anything.
    if let rejection = report.diagnostics.first(where: MergeReport.rejectsTab),
      let tab = rejection.tab
    {
      throw Self.unreadable(
        out, them: them, files: files,
        because: "its \(tab.rawValue) tab is not read at all: \(rejection.message)")
    }
    var unmerged = Self.unmergedRows(in: report)
    try Self.dropTypedRowsMergedBefore(from: &unmerged, in: store)
    // A copy of a tab's sheet, or a workbook file, whose edits a merge passes over.
    let unread = report.diagnostics.filter(MergeReport.isUnmergedEdits)
    guard !unmerged.isEmpty || !report.heldBackDeletions.isEmpty || !unread.isEmpty else { return }
    // The merge that takes the edits: with the flags that its deletions need.
    var merge = "expense-sheets merge \(out)"
    if unmerged.contains(where: { $0.sheetRow == nil }) || !report.heldBackDeletions.isEmpty {
      merge += " --allow-deletions"
      if report.heldBackDeletions.contains(where: \.isAppliedByAllowingMassDeletions) {
        merge += " --allow-mass-deletions"
      }
    }
    if storeOption.store != StoreOption.defaultStore { merge += " --store \(storeOption.store)" }
    let needsFixing = unmerged.contains(where: { $0.action == .rejected }) || !unread.isEmpty
    var advice =
      (needsFixing
        ? "fix what `expense-sheets merge \(out) --dry-run` reports, then merge \(them) ("
        : "merge \(them) first (")
      + "\(merge)), or export with --overwrite to replace \(them)"
    let readingHints = Set(
      unmerged.flatMap { $0.diagnostics ?? [] }.flatMap(\.hints).filter {
        if case .dateOrder = $0 { return true }
        if case .decimalSeparator = $0 { return true }
        return false
      })
    // Merged again, a conflict the store's side won keeps it: the sheet's value goes in only
    // with a later lastModifiedAt.
    let lostConflicts = unmerged.filter(Self.isConflictLostBySheet).compactMap(\.sheetRow)
    if !lostConflicts.isEmpty {
      let conflictAdvice =
        "the store's values won the conflicts of \(Self.rowList(lostConflicts)): to take the sheet's, set their lastModifiedAt later and merge \(them)"
      advice =
        lostConflicts.count == unmerged.count && unread.isEmpty && report.heldBackDeletions.isEmpty
        ? conflictAdvice + " (\(merge)), or export with --overwrite to replace \(them)"
        : advice + "; " + conflictAdvice
    }
    if !readingHints.isEmpty {
      advice +=
        "; if a merge read them with \(readingHints.map(\.flag).sorted().joined(separator: " or ")), "
        + "give export the same"
    }
    let byTab = Dictionary(grouping: unmerged, by: \.tab)
    var described = Tab.allCases.compactMap { tab in byTab[tab].map { Self.describe($0, of: tab) } }
    if !unread.isEmpty {
      described.append(
        "\(unread.count) sheet\(unread.count == 1 ? "" : "s") or file\(unread.count == 1 ? "" : "s") whose edits a merge does not read"
      )
    }
    if described.isEmpty { described = ["deletions held back"] }
    throw CommandFailure.cannotRun(
      "\(out) holds edits not merged into the store (\(described.joined(separator: "; "))), "
        + "which export would replace: \(advice)")
  }

  /// Leaves out of `unmerged` the rows typed in the sheet without an id that an earlier merge
  /// added, whose key a merge in the store's history names: the app deleted them since, and
  /// they are no edit (merged again, they would be added back). The history is read only when
  /// such rows are there.
  private static func dropTypedRowsMergedBefore(
    from unmerged: inout [RowChange], in store: LedgerStore
  ) throws {
    let typed = unmerged.filter { $0.action == .inserted && $0.key?.isContentDerived == true }
    guard !typed.isEmpty else { return }
    let mergedBefore = try store.keysNamedInMergeHistory(Set(typed.compactMap(\.key)))
    unmerged.removeAll { change in
      change.action == .inserted && change.key.map(mergedBefore.contains) == true
    }
  }

  /// The refusal of files at `out` that are not read as a sheet of the ledger, for `reason`.
  private static func unreadable(
    _ out: String, them: String, files: [String], because reason: String
  ) -> CommandFailure {
    CommandFailure.cannotRun(
      "\(out) is not read as a sheet of this ledger (\(reason.trimmingPrefix("error: "))), "
        + "and export would replace \(files.count == 1 ? "it" : "its tab files"): "
        + "move \(them) away, or export with --overwrite to replace \(them)")
  }

  /// Says how many rows of `tab` hold edits, naming the first rows, and how many were removed.
  private static func describe(_ changes: [RowChange], of tab: Tab) -> String {
    let rows = changes.compactMap(\.sheetRow)
    var parts: [String] = []
    if !rows.isEmpty { parts.append(rowList(rows)) }
    let removed = changes.count - rows.count
    if removed > 0 { parts.append("\(removed) row\(removed == 1 ? "" : "s") removed") }
    return "\(tab.rawValue): \(parts.joined(separator: " and "))"
  }

  /// How many sheet rows `rows` are, naming the first five: `2 rows (4, 9)`.
  private static func rowList(_ rows: [Int]) -> String {
    let named = rows.prefix(5).map(String.init).joined(separator: ", ")
    return
      "\(rows.count) row\(rows.count == 1 ? "" : "s") (\(named)\(rows.count > 5 ? ", ..." : ""))"
  }

  /// Whether `change` is a conflict whose merged values are not all the sheet's: the store's
  /// side won a field, and the sheet's value of it is only in the file. A row typed without an
  /// id is not one: it carries no time that a later one would beat.
  private static func isConflictLostBySheet(_ change: RowChange) -> Bool {
    change.action == .conflict && change.key?.isContentDerived != true
      && change.fields.contains { $0.merged != $0.sheet }
  }

  /// The rows of a merge report that hold edits the store lacks: a merge would insert, update,
  /// delete or reject them, or hold back their deletion, or they hold a value of a conflict,
  /// whichever side won it (the losing value is only in the file). Values held back as a
  /// spreadsheet's own rewriting are not, nor the older values of an earlier download, which
  /// the store's side wins.
  static func unmergedRows(in report: MergeReport) -> [RowChange] {
    report.changes.filter { change in
      switch change.action {
      case .inserted, .updated, .deleted, .rejected: true
      case .conflict where EarlierDownloadConflict.isOne(change): false
      case .conflict: change.fields.contains { $0.merged != $0.local || $0.merged != $0.sheet }
      case .keptLocal: change.hint == .allowDeletions || change.hint == .allowMassDeletions
      // A row the store lacks, from an export it no longer keeps, held back.
      case .suspicious: change.fields.isEmpty && change.key?.id != nil
      case .unchanged: false
      }
    }
  }
}
