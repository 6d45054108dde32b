/// The word a cell of a column of words (`paidFlag`, `cadence`, `type`) or of booleans most
/// likely means when it reads as none of them: offered as the cell's fix, never read in its
/// place.
///
/// - A yes or no (`TRUE`, `Yes`, `1`, a check mark `✓`, `x`, a spreadsheet's word in another
///   locale) in a flag column whose words are a word and its negation (`paid`, `unpaid`) is the
///   word or its negation; in a boolean column, `TRUE` or `FALSE`.
/// - A misspelt word (`expnse`, `mothly`), a plural (`expenses`) or a word cut short (`month`)
///   is the one word of the column it is nearest to, when only one is that near.
/// - A cadence said in words at an interval of 1 (``CadencePhrase``: `every month`, `annually`)
///   is its word.
enum WordSuggestion {
  /// Marks that tick a box, as people type them into a yes/no cell, and the letters of yes.
  private static let checkMarks: Set<String> = ["x", "✓", "✔", "☑", "✅", "☒", "y", "t"]
  /// Marks of an unticked box, and the letters of no.
  private static let emptyBoxMarks: Set<String> = ["✗", "✘", "☐", "n", "f"]
  /// How many letters an edit may change, at most, for the word to be suggested.
  private static let maximumEdits = 2

  /// The word of `words` that `raw` most likely means, or `nil` when none is clearly meant.
  static func word(for raw: String, among words: [String]) -> String? {
    let text = normalized(raw)
    guard !text.isEmpty else { return nil }
    if words.count == 2, words[1] == "un" + words[0], let yes = yesOrNo(text) {
      return yes ? words[0] : words[1]
    }
    // A cadence said in words at an interval of 1 (`every month`, `annually`) is its word.
    if let reading = CadencePhrase.reading(text), reading.interval == 1,
      words.contains(reading.cadence.rawValue)
    {
      return reading.cadence.rawValue
    }
    guard text.count >= 3 else { return nil }
    let cutOrLonger = words.filter { $0.hasPrefix(text) || text.hasPrefix($0) }
    if cutOrLonger.count == 1 { return cutOrLonger[0] }
    let distances = words.map { editDistance(text, $0) }
    guard let nearest = distances.min(), nearest <= maximumEdits,
      distances.filter({ $0 == nearest }).count == 1
    else { return nil }
    return words[distances.firstIndex(of: nearest)!]
  }

  /// `TRUE` or `FALSE` for a boolean cell that says yes or no in a way the column does not
  /// read (`✓`, `x`, `T`), or `nil`.
  static func boolean(for raw: String) -> String? {
    yesOrNo(normalized(raw)).map { $0 ? "TRUE" : "FALSE" }
  }

  /// Whether `text` says yes or no: a boolean the column of booleans reads, or a mark.
  private static func yesOrNo(_ text: String) -> Bool? {
    if checkMarks.contains(text) { return true }
    if emptyBoxMarks.contains(text) { return false }
    var text = text
    return text.withUTF8 { BoolCell.parse(UnsafeRawBufferPointer($0)) }
  }

  /// `raw` without spaces around, in lower case, runs of inner spaces made one.
  private static func normalized(_ raw: String) -> String {
    raw.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The fewest letters inserted, deleted or replaced that make `a` into `b` (Levenshtein).
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    var previous = Array(0...b.count)
    for (i, letter) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for j in b.indices {
        let replace = previous[j] + (letter == b[j] ? 0 : 1)
        current[j + 1] = min(replace, previous[j + 1] + 1, current[j] + 1)
      }
      previous = current
    }
    return previous[b.count]
  }
}
