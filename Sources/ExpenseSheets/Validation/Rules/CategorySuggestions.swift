import Foundation

/// The category names nearest to one that is not a category: first those equal ignoring case
/// and surrounding spaces, then those within a small edit distance, nearest first; a singular
/// and its plural (`Grocery`, `Groceries`) count as a letter apart.
///
/// The names are folded once, and each unknown name is answered once: a column pasted into
/// `category` by mistake can hold a different unknown name on every row.
struct CategorySuggestions {
  /// Past this many category names, only names equal but for case and spaces are suggested:
  /// comparing every unknown name with every name would take hours for a Categories tab as
  /// large as a whole sheet, and no one picks from a list that long.
  static let nearSearchLimit = 2_000

  /// How the names are searched.
  private enum Search {
    /// By edit distance: each name with its folded scalars, and those of its stem.
    case near([(name: String, folded: [Unicode.Scalar], stem: [Unicode.Scalar])])
    /// Past `nearSearchLimit`: by folded name, each list in name order.
    case sameLetters([String: [String]])
  }

  private let search: Search
  /// The suggestions already given, by unknown name.
  private var given: [String: [String]] = [:]

  /// Suggestions among `names`.
  init(names: Set<String>) {
    search =
      names.count <= Self.nearSearchLimit
      ? .near(
        names.map {
          ($0, Array(Self.fold($0).unicodeScalars), Array(Self.stem(Self.fold($0)).unicodeScalars))
        })
      : .sameLetters(
        Dictionary(grouping: names.sorted { $0.precedesInByteOrder($1) }, by: Self.fold))
  }

  /// At most three names near `name`, nearest first, then in byte order.
  mutating func nearest(to name: String) -> [String] {
    if let known = given[name] { return known }
    let foldedText = Self.fold(name)
    let suggestions: [String]
    switch search {
    case .sameLetters(let namesByFolded):
      suggestions = Array((namesByFolded[foldedText] ?? []).prefix(3))
    case .near(let names):
      let folded = Array(foldedText.unicodeScalars)
      let stem = Array(Self.stem(foldedText).unicodeScalars)
      let limit = max(2, foldedText.count / 3)
      var near: [(name: String, distance: Int)] = []
      for index in names.indices {
        // A singular and its plural are as near as a letter apart; their stems, never loosely.
        let distance =
          stem == names[index].stem && stem != folded
          ? min(1, EditDistance.between(folded, names[index].folded, atMost: 1) ?? 1)
          : EditDistance.between(folded, names[index].folded, atMost: limit)
        if let distance { near.append((names[index].name, distance)) }
      }
      let nearestFirst = near.sorted {
        $0.distance != $1.distance
          ? $0.distance < $1.distance : $0.name.precedesInByteOrder($1.name)
      }
      suggestions = Array(nearestFirst.prefix(3).map(\.name))
    }
    given[name] = suggestions
    return suggestions
  }

  /// A folded name without an English plural's or singular's ending: `groceries` and
  /// `grocery` are both `grocer`, `gifts` and `gift` both `gift`.
  static func stem(_ folded: String) -> String {
    for ending in ["ies", "y", "es", "s"] where folded.count > ending.count + 2 {
      if folded.hasSuffix(ending) && !(ending == "s" && folded.hasSuffix("ss")) {
        return String(folded.dropLast(ending.count))
      }
    }
    return folded
  }

  /// The name without surrounding spaces, in lower case.
  static func fold(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespaces).lowercased()
  }
}
