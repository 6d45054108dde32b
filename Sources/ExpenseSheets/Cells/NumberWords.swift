/// The whole numbers people spell as words where a number goes (`two` in `interval`, `every
/// three months` in `cadence`): one to twenty, in English.
enum NumberWords {
  /// Each word's number.
  private static let values: [String: Int] = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20,
  ]

  /// The number `word` spells, in any case, or `nil`.
  static func value(of word: some StringProtocol) -> Int? { values[word.lowercased()] }
}
