import Foundation

/// The time zone identifiers nearest to a `timezone` cell that is none: those equal ignoring
/// case, spaces and underscores, then those within a small edit distance of the identifier or
/// of its city (`Europe/Berln`, `new york`), nearest first.
enum TimezoneSuggestions {
  /// At most three identifiers near `text`, nearest first, then in byte order.
  static func nearest(to text: String) -> [String] {
    let folded = Array(fold(text).unicodeScalars)
    guard !folded.isEmpty else { return [] }
    let limit = max(2, folded.count / 4)
    var near: [(identifier: String, distance: Int)] = []
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      let city = identifier.split(separator: "/").last.map(String.init) ?? identifier
      let distances = [identifier, city].map {
        EditDistance.between(folded, Array(fold($0).unicodeScalars), atMost: limit)
      }
      if let distance = distances.compactMap({ $0 }).min() {
        near.append((identifier, distance))
      }
    }
    let nearestFirst = near.sorted {
      $0.distance != $1.distance
        ? $0.distance < $1.distance : $0.identifier.precedesInByteOrder($1.identifier)
    }
    return Array(nearestFirst.prefix(3).map(\.identifier))
  }

  /// The text in lower case, without surrounding spaces, with spaces as underscores.
  private static func fold(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "_")
  }
}
