/// The order of day and month in dates written with both first and year last.
public enum DateOrder: String, Sendable, Hashable, Codable, CaseIterable {
  /// Year first: `2025-01-05`, `2025/01/05` (always unambiguous).
  case ymd
  /// Month first: `1/5/2025` (United States).
  case mdy
  /// Day first: `05/01/2025`, `05.01.2025` (most of the world).
  case dmy
}
