import Foundation

/// The UTC offsets of one time zone, looked up once per local hour.
///
/// Reading a column of local date-times asks for the offset of every cell; this keeps the
/// answers so that `TimeZone` is asked about each hour once.
final class ZoneOffsets: @unchecked Sendable {
  // A class so one cache serves every cell of a tab; the lock makes it safe to share.
  /// The time zone.
  let zone: TimeZone
  private var cache: [Int64: Int] = [:]
  private let lock = NSLock()

  /// Offsets of `zone`.
  init(zone: TimeZone) { self.zone = zone }

  /// The offset in seconds that applies to a local wall-clock time, in milliseconds since 1970.
  func offsetSeconds(localMilliseconds: Int64) -> Int {
    let hour =
      localMilliseconds >= 0
      ? localMilliseconds / 3_600_000 : (localMilliseconds - 3_599_999) / 3_600_000
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[hour] { return cached }
    let wall = Date(timeIntervalSince1970: Double(hour * 3600))
    let guess = zone.secondsFromGMT(for: wall)
    let offset = zone.secondsFromGMT(for: wall.addingTimeInterval(-Double(guess)))
    cache[hour] = offset
    return offset
  }
}
