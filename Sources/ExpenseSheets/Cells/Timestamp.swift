import Foundation

/// Timestamps as the ledger keeps them: `Date` values holding whole milliseconds.
public enum Timestamp {
  /// The date `milliseconds` after 1970-01-01T00:00:00Z.
  public static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The whole milliseconds since 1970 of a date, rounded to the nearest; a date beyond the
  /// range of `Int64` milliseconds (about 292 million years either way) is clamped to
  /// `Int64.min` or `Int64.max`, and one that is not a number gives 0.
  ///
  /// Use ``representableMilliseconds(of:)`` to tell such a date apart.
  public static func milliseconds(of date: Date) -> Int64 {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    if let whole = Int64(exactly: milliseconds) { return whole }
    return milliseconds.isNaN ? 0 : milliseconds < 0 ? .min : .max
  }

  /// The whole milliseconds since 1970 of a date, rounded to the nearest, or `nil` when they
  /// do not fit in `Int64` or the date is not a number.
  public static func representableMilliseconds(of date: Date) -> Int64? {
    Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded())
  }

  /// A date rounded to whole milliseconds, as the sheet and the store hold it: compare an app's
  /// dates with those read back in this form.
  public static func truncatedToMilliseconds(_ date: Date) -> Date {
    Self.date(milliseconds: milliseconds(of: date))
  }
}
