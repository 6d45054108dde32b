import Foundation

/// Timestamps as the merger compares them. The ledger keeps milliseconds, but a spreadsheet
/// shows a date-time at the precision of its display format (`2025-01-05 14:03:22` without
/// milliseconds; Excel's `1/5/2025 14:03` without seconds) and downloads what it shows. A value
/// at whole seconds or whole minutes stands for every time that displays as it, rounded or
/// truncated.
enum TimestampComparison {
  /// Whether `a` and `b` name the same time at the coarser of the two values' precisions.
  static func equal(_ a: Date, _ b: Date) -> Bool {
    if a == b { return true }
    let (first, second) = (Timestamp.milliseconds(of: a), Timestamp.milliseconds(of: b))
    let window = max(precision(of: first), precision(of: second))
    return abs(first - second) < window
  }

  /// Whether `a` is later than `b` by more than the coarser precision of the two.
  static func isLater(_ a: Date, than b: Date) -> Bool {
    a > b && !equal(a, b)
  }

  /// The precision a value shows, in milliseconds: a minute, a second, or a millisecond.
  private static func precision(of milliseconds: Int64) -> Int64 {
    if milliseconds % 60_000 == 0 { return 60_000 }
    if milliseconds % 1_000 == 0 { return 1_000 }
    return 1
  }
}
