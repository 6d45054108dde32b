/// Rows a merge would have deleted from one tab but kept, for the safety of the ledger, and
/// why; a merge that holds deletions back needs the user's attention.
public struct HeldBackDeletions: Sendable, Hashable, Codable {
  /// Why deletions are held back.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// More than a tenth of the tab's rows (and more than one), or all of them, would go at
    /// once, as when a download is old, cut short or emptied; the merge applies them when
    /// ``MergeOptions/allowMassDeletions`` is set.
    case massDeletion = "mass-deletion"
    /// The tab's file ends inside a row (`cut-off`): the rows past the cut are missing from it.
    case cutOff = "cut-off"
    /// A quote in the tab's file swallows rows (`malformed-csv`): a missing row may be inside
    /// a cell.
    case swallowedRows = "swallowed-rows"
    /// The tab's file comes from an export the store does not keep: what was deleted in the
    /// sheet cannot be told from what was added since.
    case unknownExport = "unknown-export"
    /// A row of the tab's file is older than the same row in the export it is compared with:
    /// the file comes from an earlier download, and a row missing from it may have been added
    /// in the app since.
    case earlierDownload = "earlier-download"
    /// Deletions were allowed, but rows of another tab still name the row (a receipt its
    /// transaction, a transaction its recurring rule or category): they must go or change
    /// first.
    case stillNamed = "still-named"
    /// Rows of the tab were filled down over the rows below them (held back as `suspicious`): a
    /// row missing from the sheet may be one a fill covered. Accepting suspicious changes
    /// applies them.
    case filledDown = "filled-down"
  }

  /// The tab.
  public var tab: Tab
  /// How many rows were kept.
  public var rows: Int
  /// Why.
  public var reason: Reason

  /// Creates a record of held-back deletions.
  public init(tab: Tab, rows: Int, reason: Reason) {
    self.tab = tab
    self.rows = rows
    self.reason = reason
  }

  /// Whether the merge applies these deletions when ``MergeOptions/allowMassDeletions`` is
  /// set (and deletions are allowed).
  public var isAppliedByAllowingMassDeletions: Bool { reason == .massDeletion }
}
