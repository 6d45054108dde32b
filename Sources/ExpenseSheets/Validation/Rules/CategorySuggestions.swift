import Foundation

/// The category names nearest to one that is not a category: first those equal ignoring case
/// and surrounding spaces, then those within a small edit distance, nearest first.
enum CategorySuggestions {
  /// At most three suggestions.
  static func nearest(to name: String, among names: Set<String>) -> [String] {
    let folded = fold(name)
    let sameLetters = names.filter { fold($0) == folded }.sorted()
    let limit = max(2, folded.count / 3)
    let near = names.subtracting(sameLetters)
      .map { ($0, EditDistance.between(folded, fold($0))) }
      .filter { $0.1 <= limit }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .map(\.0)
    return Array((sameLetters + near).prefix(3))
  }

  private static func fold(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
