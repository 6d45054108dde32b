import Foundation

/// What a codec puts in place of the id and timestamps a person left empty; the driver then
/// derives the id from the row's content, and the merger stamps the merge time.
enum RowPlaceholder {
  /// The all-zero UUID.
  static let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  /// 1970-01-01T00:00:00Z.
  static let time = Date(timeIntervalSince1970: 0)
}
