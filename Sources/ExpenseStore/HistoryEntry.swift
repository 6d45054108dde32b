import Foundation

/// A merge's row of the history, its report deflated: made on another thread while the merge's
/// rows are written, and holding the report only deflated from then on.
struct HistoryEntry: Sendable {
  /// When the merge was applied.
  var time: Date
  /// The sheet export folder that was merged.
  var sourceFolder: String
  /// Counts by outcome.
  var totals: [String: Int]
  /// The report's JSON, deflated (``DeflatedReport``).
  var deflatedReport: [UInt8]

  /// The entry of `record`, its report deflated.
  init(_ record: MergeRecord) {
    time = record.time
    sourceFolder = record.sourceFolder
    totals = record.totals
    deflatedReport = DeflatedReport.deflate(record.reportJSON)
  }
}
