import Foundation

/// The time zone identifiers nearest to a `timezone` cell that is none: an identifier or city
/// equal to it but for case, spaces and underscores (`america/new_york`, `New York`), then an
/// identifier a letter or two from it (`Europe/Berln`). A city is never matched loosely:
/// `Delhi` is one letter from Dili, hours away.
enum TimezoneSuggestions {
  /// The identifiers suggested from: the known ones, and `UTC`.
  private static let identifiers = TimeZone.knownTimeZoneIdentifiers + ["UTC"]

  /// At most three identifiers near `text`, nearest first, then in byte order.
  static func nearest(to text: String) -> [String] {
    let folded = fold(text)
    guard !folded.isEmpty else { return [] }
    let scalars = Array(folded.unicodeScalars)
    // Longer identifiers are told apart with two letters wrong, short ones with one.
    let limit = scalars.count >= 12 ? 2 : 1
    var near: [(identifier: String, distance: Int)] = []
    for identifier in Set(identifiers) {
      let whole = fold(identifier)
      let city = whole.split(separator: "/").last.map(String.init) ?? whole
      if folded == whole || folded == city {
        near.append((identifier, 0))
      } else if let distance = EditDistance.between(
        scalars, Array(whole.unicodeScalars), atMost: limit)
      {
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
