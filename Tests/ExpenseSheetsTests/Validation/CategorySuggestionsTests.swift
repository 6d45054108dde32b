import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Category suggestions and edit distance")
struct CategorySuggestionsTests {
  /// Levenshtein distance by the textbook table, as the reference.
  static func referenceDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        table[i][j] = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1,
          table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
    }
    return table[a.count][b.count]
  }

  static let word = Gen.character(in: "a"..."e").string(of: 0...9)

  @Test("The bounded distance is the distance when within the limit, and nil past it")
  func boundedDistance() async {
    await propertyCheck(count: 2_000, input: Self.word, Self.word, Gen.int(in: 0...10)) {
      a, b, limit in
      let (a, b) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
      let distance = Self.referenceDistance(a, b)
      #expect(EditDistance.between(a, b, atMost: limit) == (distance <= limit ? distance : nil))
    }
  }

  @Test("Suggestions are the three nearest names within the limit, nearest then by name")
  func nearest() async {
    // Pieces that make names equal but for case and spaces, near, and far.
    let pieces = Gen<String?>.element(of: ["F", "f", "o", "O", "d", " ", "G", "é", "e\u{301}"])
    let name = pieces.array(of: 0...6).map { $0.compactMap { $0 }.joined() }
    await propertyCheck(count: 1_000, input: name.array(of: 0...12), name) { names, name in
      func scalars(_ text: String) -> [Unicode.Scalar] {
        Array(text.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars)
      }
      let folded = name.trimmingCharacters(in: .whitespaces).lowercased()
      let limit = max(2, folded.count / 3)
      let expected = Set(names)
        .map { ($0, Self.referenceDistance(scalars(name), scalars($0))) }
        .filter { $0.1 <= limit }
        .sorted {
          $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
        }
        .prefix(3).map(\.0)
      var suggestions = CategorySuggestions(names: Set(names))
      #expect(suggestions.nearest(to: name) == Array(expected))
      // The second answer comes from what was kept, and is the same.
      #expect(suggestions.nearest(to: name) == Array(expected))
    }
  }

  @Test("Names that String cannot order come out in byte order, whatever the set's order")
  func unorderableNames() {
    // Neither "\u{E9}d" < "e\u{301}" nor the reverse holds for String's `<`.
    let names: Set<String> = ["\u{E9}d", "e\u{301}", "o", ""]
    var suggestions = CategorySuggestions(names: names)
    // Both are two scalars from "": by bytes, `e` (0x65) comes before `\u{E9}` (0xC3 0xA9).
    let third = suggestions.nearest(to: "").last
    #expect(third?.unicodeScalars.elementsEqual("e\u{301}".unicodeScalars) == true)
  }

  @Test("A name equal but for case and spaces comes first")
  func sameLettersFirst() {
    var suggestions = CategorySuggestions(names: ["Food", "Fod", "Fold", "Gifts"])
    #expect(suggestions.nearest(to: " food") == ["Food", "Fod", "Fold"])
    #expect(suggestions.nearest(to: "Zzzzzzzzzz").isEmpty)
  }

  @Test(
    "A singular or plural of a name is suggested, and a stem is never matched loosely",
    arguments: [
      ("Grocery", ["Groceries"]), ("Utility", ["Utilities"]), ("Gift", ["Gifts"]),
      ("groceries", ["Groceries"]), ("Taxes", ["Tax"]), ("Fee", []),
    ])
  func singularAndPlural(name: String, expected: [String]) {
    var suggestions = CategorySuggestions(
      names: ["Groceries", "Utilities", "Gifts", "Tax", "Transport", "Pets"])
    #expect(suggestions.nearest(to: name) == expected)
  }

  @Test("Past the search limit, only names equal but for case and spaces are suggested")
  func manyNames() {
    let many = Set((0..<CategorySuggestions.nearSearchLimit).map { "Name \($0)" })
    var suggestions = CategorySuggestions(names: many.union(["Food", "FOOD"]))
    #expect(suggestions.nearest(to: " food") == ["FOOD", "Food"])
    #expect(suggestions.nearest(to: "Fod").isEmpty)
    var fewer = CategorySuggestions(names: Set(many.prefix(10)).union(["Food", "FOOD"]))
    #expect(fewer.nearest(to: "Fod") == ["FOOD", "Food"])
  }
}
