import Foundation

/// One merge as the store remembers it, so a user can see what happened.
public struct MergeRecord: Sendable, Hashable, Codable {
  /// When the merge ran.
  public var time: Date
  /// The folder or files the sheet came from.
  public var sourceFolder: String
  /// Rows per action (`inserted`, `updated`, ...) over all tabs.
  public var totals: [String: Int]
  /// The full merge report as JSON.
  public var reportJSON: String

  /// Creates a record.
  public init(time: Date, sourceFolder: String, totals: [String: Int], reportJSON: String) {
    self.time = time
    self.sourceFolder = sourceFolder
    self.totals = totals
    self.reportJSON = reportJSON
  }
}
