/// What a merge produced: the merged ledger and the report that explains it.
public struct MergeResult: Sendable, Hashable {
  /// The ledger to store.
  public var ledger: Ledger
  /// Every decision, per row.
  public var report: MergeReport

  /// Creates a result.
  public init(ledger: Ledger, report: MergeReport) {
    self.ledger = ledger
    self.report = report
  }
}
