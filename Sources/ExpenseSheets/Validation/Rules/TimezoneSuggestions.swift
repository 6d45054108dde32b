import Foundation

/// The time zone identifiers nearest to a `timezone` cell that is none: an identifier or city
/// equal to it but for case, spaces and underscores (`america/new_york`, `New York`), then an
/// identifier a letter or two from it (`Europe/Berln`). A city is never matched loosely:
/// `Delhi` is one letter from Dili, hours away.
enum TimezoneSuggestions {
  /// The identifiers suggested from (the known ones, and `UTC`), each folded, with its city
  /// folded: made once.
  private static let identifiers = Set(TimeZone.knownTimeZoneIdentifiers + ["UTC"]).map {
    identifier in
    let whole = fold(identifier)
    return (
      identifier: identifier, whole: Array(whole.unicodeScalars),
      city: whole.split(separator: "/").last.map(String.init) ?? whole, folded: whole
    )
  }

  /// At most three identifiers near `text`, nearest first, then in byte order.
  static func nearest(to text: String) -> [String] {
    let folded = fold(text)
    guard !folded.isEmpty else { return [] }
    let scalars = Array(folded.unicodeScalars)
    // Longer identifiers are told apart with two letters wrong, short ones with one.
    let limit = scalars.count >= 12 ? 2 : 1
    var near: [(identifier: String, distance: Int)] = []
    for candidate in identifiers {
      if folded == candidate.folded || folded == candidate.city {
        near.append((candidate.identifier, 0))
      } else if let distance = EditDistance.between(scalars, candidate.whole, atMost: limit) {
        near.append((candidate.identifier, distance))
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
