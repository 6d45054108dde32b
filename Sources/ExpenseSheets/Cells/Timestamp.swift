import Foundation

/// Timestamps as the ledger keeps them: `Date` values holding whole milliseconds.
public enum Timestamp {
  /// The date `milliseconds` after 1970-01-01T00:00:00Z.
  public static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The whole milliseconds since 1970 of a date, rounded to the nearest.
  public static func milliseconds(of date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  /// A date truncated to whole milliseconds, as the sheet can hold it.
  public static func truncatedToMilliseconds(_ date: Date) -> Date {
    Self.date(milliseconds: milliseconds(of: date))
  }
}
