/// The whole number a cell of a whole-number column (`interval`, `sortOrder`) most likely means
/// when it reads as none: offered as the cell's fix, never read in its place.
///
/// - A number spelt as a word (`two`, `Twelve`: ``NumberWords``) is that number.
/// - A number followed by a word, its unit or ordinal ending (`2 weeks`, `3rd`, `two months`), is
///   that number.
///
/// Anything else (`1.5`, `a few`, `2-3`) means no one number clearly, and has no fix.
enum WholeNumberSuggestion {
  /// The number `raw` most likely means, or `nil`.
  static func number(for raw: String) -> Int? {
    let words = raw.split(whereSeparator: \.isWhitespace)
    guard let first = words.first?.first, words.count <= 2 else { return nil }
    let number: Int?
    if first.isASCII, first.isNumber {
      // Digits, then letters: in the same word (`3rd`) or the next (`2 weeks`).
      let digits = words[0].prefix { $0.isASCII && $0.isNumber }
      let letters = words[0].dropFirst(digits.count) + (words.count == 2 ? words[1] : "")
      guard !letters.isEmpty, letters.allSatisfy(\.isLetter) else { return nil }
      number = Int(digits)
    } else {
      guard words.count == 1 || words[1].allSatisfy(\.isLetter) else { return nil }
      number = NumberWords.value(of: words[0])
    }
    // One or more only: an interval of zero is none, and no sort order is typed `zero`.
    return number.flatMap { $0 >= 1 ? $0 : nil }
  }
}
