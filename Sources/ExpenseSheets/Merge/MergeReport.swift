/// Everything a merge decided: totals per tab and action, every changed row with its reason,
/// and the sheet's diagnostics. Unchanged rows are counted, not listed. It is what
/// `expense-sheets merge --format json` prints.
public struct MergeReport: Sendable, Hashable, Codable {
  /// Totals and whether the user must look.
  public var summary: Summary
  /// The rows that changed, or that a person must know about, by tab then key order.
  public var changes: [RowChange]
  /// The sheet's diagnostics.
  public var diagnostics: [Diagnostic]
  /// The deletions held back for the ledger's safety, by tab then reason.
  public var heldBackDeletions: [HeldBackDeletions]

  /// Totals of a merge.
  public struct Summary: Sendable, Hashable, Codable {
    /// Rows per tab per action (`inserted`, `updated`, `unchanged`, ...).
    public var totals: MergeTotals
    /// Whether the merge left something to the user: an error in the sheet (a rejected row, or a
    /// header error such as a duplicate column), a conflict, a suspicious change held back,
    /// deletions held back for the ledger's safety, or a sheet or workbook file with edits that
    /// was not read (an `unread-sheet` or `unread-workbook-file` warning).
    public var needsAttention: Bool
  }

  /// Creates a report from its changes and per-tab counts.
  init(
    changes: [RowChange], counts: [Tab: [MergeAction: Int]], diagnostics: [Diagnostic],
    heldBackDeletions: [HeldBackDeletions] = []
  ) {
    let attention =
      changes.contains {
        $0.action == .rejected || $0.action == .conflict || $0.action == .suspicious
      } || diagnostics.contains { $0.severity == .error || Self.isUnmergedEdits($0) }
      || !heldBackDeletions.isEmpty
    summary = Summary(totals: MergeTotals(counts), needsAttention: attention)
    self.changes = changes
    self.diagnostics = diagnostics
    self.heldBackDeletions = heldBackDeletions
  }

  /// Whether `diagnostic` warns of edits the merge did not read: a copy of a tab's sheet, or a
  /// workbook file saved after the CSV files beside it.
  public static func isUnmergedEdits(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .warning
      && (diagnostic.code == .unreadSheet || diagnostic.code == .unreadWorkbookFile)
  }

  /// Whether `diagnostic` rejects its tab as a whole (a required column missing or doubled, a
  /// header that is no header): the merge read none of the tab's rows.
  public static func rejectsTab(_ diagnostic: Diagnostic) -> Bool {
    ValidationContext.rejectsTab(diagnostic)
  }

  /// Whether the merge left something to the user (exit status 1 of the tool).
  public var needsAttention: Bool { summary.needsAttention }

  /// The rows per action name over all tabs, for the store's merge history.
  public var flatTotals: [String: Int] {
    Dictionary(
      uniqueKeysWithValues: MergeAction.allCases.map { ($0.rawValue, summary.totals[$0]) })
  }

  /// The report as JSON with sorted keys: pretty-printed, as the tool prints it, or compact
  /// (the same document in about half the bytes), as a store keeps it.
  public func jsonString(isPretty: Bool = true) -> String {
    ReportJSON.string(self, isPretty: isPretty)
  }

  /// How many bytes of compact JSON ``historyJSON(limit:)`` keeps whole by default: 64 MiB.
  public static let historyLimit = 64 << 20

  /// The compact JSON a merge history keeps: the whole report when it takes at most `limit`
  /// bytes, else the report with its summary alone (no changes, no diagnostics; the tool
  /// printed them), so that a sheet of a million rejected rows does not put a gigabyte into
  /// the store.
  public func historyJSON(limit: Int = historyLimit) -> String {
    // The pieces are joined once at the end: one array doubling as the pieces came would hold
    // the text about twice over, and a copy of it once more as a `String`. Past the limit the
    // writing stops: the rest of a large report is not rendered for nothing.
    var (pieces, isWhole) = jsonPieces(isPretty: false, limit: limit)
    if isWhole { return String(joiningUTF8: &pieces) }
    var summary = self
    summary.changes = []
    summary.diagnostics = []
    summary.heldBackDeletions = []
    return summary.jsonString(isPretty: false)
  }

  /// The bytes of ``jsonString(isPretty:)``, in the pieces they were written in, handed over
  /// rather than copied (for a caller that holds the JSON before using it), at most `limit`
  /// bytes of them, and whether that is the whole document.
  package func jsonPieces(isPretty: Bool = true, limit: Int = .max) -> (
    pieces: [[UInt8]], isWhole: Bool
  ) {
    let pieces = Locked<[[UInt8]]>([])
    let isWhole = ReportJSON.write(self, isPretty: isPretty, limit: limit) { piece in
      pieces.withLock { $0.append(piece) }
    }
    return (pieces.withLock { $0 }, isWhole)
  }

  /// The bytes of ``jsonString(isPretty:)``, handed to `output` piece by piece as they are
  /// written: a report of a million rows is never held whole.
  public func writeJSON(
    isPretty: Bool = true, to output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
  ) {
    ReportJSON.write(self, isPretty: isPretty) { $0.withUnsafeBytes(output) }
  }
}
