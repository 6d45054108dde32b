import Foundation

/// What a merge of a sheet would do to a store: the merged ledger and the report of every
/// decision, with the ledger it was computed from, for ``LedgerStoring/apply(_:)``.
public struct MergePlan: Sendable, Hashable {
  /// The store's ledger the plan was computed from.
  public var local: Ledger
  /// The merged ledger and the report.
  public var result: MergeResult
  /// When the merge was made: the `lastModifiedAt` of rows a person edited without touching it.
  public var mergeTime: Date
  /// The names of the sheet's files, for a merge history.
  public var sourceNames: [String]

  /// Creates a plan.
  public init(local: Ledger, result: MergeResult, mergeTime: Date, sourceNames: [String]) {
    self.local = local
    self.result = result
    self.mergeTime = mergeTime
    self.sourceNames = sourceNames
  }

  /// Each row's decision, with its reason and fields.
  public var changes: [RowChange] { result.report.changes }

  /// Whether a person should look before applying: rows were rejected, a conflict was decided,
  /// or changes or deletions were held back.
  public var needsAttention: Bool { result.report.needsAttention }
}
