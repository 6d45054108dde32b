import Foundation

/// What a merge produced: the merged ledger and the report that explains it.
public struct MergeResult: Sendable, Hashable {
  /// The ledger to store.
  public var ledger: Ledger
  /// Every decision, per row.
  public var report: MergeReport
  /// The sheet's values this merge took into the ledger, by the export their tabs come from:
  /// a store keeps them beside that export's base (``MergeBases/mergedEdits``).
  public var sheetEdits: [UUID: [MergedSheetEdits.Edit]]

  /// Creates a result.
  public init(
    ledger: Ledger, report: MergeReport, sheetEdits: [UUID: [MergedSheetEdits.Edit]] = [:]
  ) {
    self.ledger = ledger
    self.report = report
    self.sheetEdits = sheetEdits
  }
}
