/// The order of year, month and day in dates whose numbers allow more than one.
public enum DateOrder: String, Sendable, Hashable, Codable, CaseIterable {
  /// Year first: `2025-01-05`, `2025/01/05` (unambiguous in any order), and a two-digit year
  /// first: `25/01/05` is 2025-01-05.
  case ymd
  /// Month first: `1/5/2025` (United States).
  case mdy
  /// Day first: `05/01/2025`, `05.01.2025` (most of the world).
  case dmy
}
