import Foundation

/// How far reading a workbook has come: records of one tab decoded so far, of how many.
public struct ReadProgress: Sendable, Hashable {
  /// The tab being decoded.
  public var tab: Tab
  /// Data records of the tab decoded so far.
  public var recordsRead: Int
  /// Data records the tab holds (blank lines included).
  public var recordCount: Int
}

/// Counts the records a tab's chunks have decoded and passes the total on, from any thread.
final class RecordCounter: @unchecked Sendable {
  // A class so the chunks share one count; the lock orders their additions.
  private let lock = NSLock()
  private var read = 0
  private let tab: Tab
  private let total: Int
  private let report: @Sendable (ReadProgress) -> Void

  /// A counter of `total` records of `tab` that reports to `report`, starting with none read.
  init(tab: Tab, total: Int, report: @escaping @Sendable (ReadProgress) -> Void) {
    self.tab = tab
    self.total = total
    self.report = report
    report(ReadProgress(tab: tab, recordsRead: 0, recordCount: total))
  }

  /// Adds records a chunk has decoded.
  func add(_ count: Int) {
    lock.lock()
    read += count
    let progress = ReadProgress(tab: tab, recordsRead: read, recordCount: total)
    lock.unlock()
    report(progress)
  }
}
