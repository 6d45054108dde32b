import Foundation

/// How a merge decides what the rules leave to the user.
public struct MergeOptions: Sendable, Hashable {
  /// The time of the merge: the `lastModifiedAt` of rows a person edited without bumping it,
  /// and the timestamps of rows a person typed.
  public var mergeTime: Date
  /// Whether rows removed from the sheet since the last export are deleted locally.
  public var allowDeletions: Bool
  /// Whether changes that look like a spreadsheet's own rewriting are applied.
  public var acceptSuspicious: Bool
  /// Whether deletions are applied even when they would take more than a tenth of a tab's
  /// rows (and more than one), or all of them, at once; read only when `allowDeletions` is set.
  /// Without it such deletions are held back (``HeldBackDeletions/Reason/massDeletion``).
  public var allowMassDeletions: Bool

  /// Creates options; the merge time is truncated to whole milliseconds, as the sheet keeps it.
  public init(
    mergeTime: Date, allowDeletions: Bool = false, acceptSuspicious: Bool = false,
    allowMassDeletions: Bool = false
  ) {
    self.mergeTime = Timestamp.truncatedToMilliseconds(mergeTime)
    self.allowDeletions = allowDeletions
    self.acceptSuspicious = acceptSuspicious
    self.allowMassDeletions = allowMassDeletions
  }
}
