import ExpenseSheets
import Foundation

/// The store as ``SheetSync`` uses it: an app's own store implements the same protocol.
extension LedgerStore: LedgerStoring {
  /// The latest export's base and those of `exportIds` the store still keeps.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func loadMergeBases(exportIds: Set<UUID>) throws -> MergeBases {
    MergeBases(
      latest: try loadBase(), byExport: try loadBases(exportIds: exportIds),
      mergedEdits: try loadMergedSheetEdits(exportIds: exportIds))
  }

  /// Keeps `ledger` as the base of the export `exportId`, written to no folder.
  ///
  /// - Throws: ``StoreError``; on failure the previous base is kept. ``StoreError/Code/noLedger``
  ///   when the store holds no ledger (it is new, or its first import was cut short), as
  ///   ``export(to:writer:at:progress:beforeReplacing:)`` refuses: `SheetSync.export` then
  ///   returns no files.
  public func recordExport(of ledger: Ledger, exportId: UUID, at time: Date) throws {
    try recordExport(of: ledger, at: time, folder: "", exportId: exportId)
  }

  /// Applies the plan and records it in the merge history, unless the stored ledger changed
  /// since the plan was made. The history's JSON of the report is written and deflated on
  /// another thread while the rows are, and joins the transaction once they are written.
  ///
  /// Passed with `consume`, the plan's ``MergePlan/local`` ledger goes once the rows are
  /// written, before the history's entry is.
  ///
  /// - Throws: ``StoreError``; on any failure the store is exactly as before.
  public func apply(_ plan: consuming MergePlan) throws {
    let report = plan.result.report
    let (time, sourceFolder) = (plan.mergeTime, plan.sourceNames.joined(separator: " "))
    let entry = BackgroundWork {
      HistoryEntry(
        MergeRecord(
          time: time, sourceFolder: sourceFolder, totals: report.flatTotals,
          reportJSON: report.historyJSON()))
    }
    let local = plan.local
    plan.local = Ledger()
    var writes = WriteBudget.unlimited
    try applyMerge(
      merged: plan.result.ledger, expectedCurrent: consume local, entry: { try entry.value() },
      newBase: nil, sheetEdits: plan.result.sheetEdits, writes: &writes)
  }
}
