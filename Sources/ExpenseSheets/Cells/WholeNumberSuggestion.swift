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
    guard let first = words.first, words.count <= 2 else { return nil }
    let digits = first.prefix { $0.isASCII && $0.isNumber }
    // Letters alone after the digits: an ordinal ending (`3rd`) or a unit (`2 weeks`); without
    // digits, the word itself and its unit (`two months`).
    let letters = first.dropFirst(digits.count) + (words.count == 2 ? words[1] : "")
    guard !letters.isEmpty, letters.allSatisfy(\.isLetter) else { return nil }
    let number = digits.isEmpty ? NumberWords.value(of: first) : Int(digits)
    // One or more only: an interval of zero is none, and no sort order is typed `zero`.
    return number.flatMap { $0 >= 1 ? $0 : nil }
  }
}
