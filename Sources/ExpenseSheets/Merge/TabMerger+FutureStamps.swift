import Foundation

extension TabMerger {
  /// How far past the merge time a sheet's `lastModifiedAt` may be and still be stored as
  /// given: a day, as validation warns past it (`future-timestamp`), for clocks and zones.
  static var futureStampMargin: TimeInterval { 24 * 60 * 60 }

  /// Whether `stamp`, a sheet's `lastModifiedAt`, is further in the future than
  /// ``futureStampMargin``: stored, the row would win every later merge against the app's
  /// edits until then.
  func isInFuture(_ stamp: Date) -> Bool {
    stamp > options.mergeTime.addingTimeInterval(Self.futureStampMargin)
  }

  /// `row`, about to be stored from the sheet, with a `lastModifiedAt` in the future (see
  /// ``isInFuture(_:)``) made the merge time, and what the report adds about it. Its
  /// `createdAt` is a field the merge compares, and stays as the sheet gives it: merging the
  /// same sheet again then changes nothing.
  func withoutFutureStamps(_ row: Row) -> (row: Row, note: String) {
    guard isInFuture(row.lastModifiedAt) else { return (row, "") }
    var stored = row
    stored.lastModifiedAt = options.mergeTime
    return (stored, Self.futureStampNote(row.lastModifiedAt))
  }

  /// The report's words about a sheet's `lastModifiedAt` in the future, stored as the merge
  /// time.
  static func futureStampNote(_ stamp: Date) -> String {
    "; its timestamp \(CellFormatter.timestamp(stamp)) is in the future, so the merge time is stored instead"
  }
}
