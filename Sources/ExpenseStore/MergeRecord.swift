import Foundation

/// One merge applied to the store, as kept in its merge history.
public struct MergeRecord: Sendable, Hashable, Codable {
  /// When the merge was applied (whole milliseconds are kept).
  public var time: Date
  /// The sheet export folder that was merged.
  public var sourceFolder: String
  /// Counts by outcome, such as `["inserted": 3, "updated": 10]`.
  public var totals: [String: Int]
  /// The merge report as JSON, for later inspection.
  public var reportJSON: String

  /// Creates a merge record.
  public init(time: Date, sourceFolder: String, totals: [String: Int], reportJSON: String) {
    self.time = time
    self.sourceFolder = sourceFolder
    self.totals = totals
    self.reportJSON = reportJSON
  }
}
