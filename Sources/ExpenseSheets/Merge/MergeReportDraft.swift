/// A merge report as the tabs' outcomes are taken into it, one tab after another.
struct MergeReportDraft {
  /// The decisions so far, in the order they were taken.
  private var changes: [RowChange] = []
  /// The rows counted so far, by tab and action.
  private var counts: [Tab: [MergeAction: Int]]
  /// The deletions held back so far.
  private var heldBack: [HeldBackDeletions] = []

  /// A draft that counts, before any tab is merged, the local rows the sheet's rejected rows
  /// stand for.
  init(rejectedCounts: [Tab: Int]) {
    counts = rejectedCounts.mapValues { [.rejected: $0] }
  }

  /// Takes a tab's decisions, counts and held-back deletions into the report.
  ///
  /// - Returns: The tab's merged rows.
  mutating func take<Row: MergeableRow>(_ outcome: TabMerger<Row>.Outcome) -> [Row] {
    changes += outcome.changes
    counts[Row.tab, default: [:]].merge(outcome.counts, uniquingKeysWith: +)
    for (reason, rows) in outcome.heldBack.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      heldBack.append(HeldBackDeletions(tab: Row.tab, rows: rows, reason: reason))
    }
    return outcome.rows
  }

  /// Adds decisions that no tab's merge took, such as the rejected rows'.
  mutating func append(_ more: [RowChange]) {
    changes += more
  }

  /// The report: the decisions by tab, then sheet row (rows not in the sheet last), then key.
  func report(diagnostics: [Diagnostic]) -> MergeReport {
    let sorted = changes.sorted { a, b in
      if a.tab != b.tab { return a.tab < b.tab }
      let (rowA, rowB) = (a.sheetRow ?? Int.max, b.sheetRow ?? Int.max)
      return rowA != rowB ? rowA < rowB : a.keyText.precedesInByteOrder(b.keyText)
    }
    return MergeReport(
      changes: sorted, counts: counts, diagnostics: diagnostics,
      heldBackDeletions: heldBack.sorted { $0.tab < $1.tab })
  }
}
