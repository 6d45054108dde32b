import Testing

@testable import ExpenseSheets

/// `WholeNumberSuggestion`: the number a whole-number cell most likely means, offered as its fix.
@Suite struct WholeNumberSuggestionTests {
  @Test(
    "A number spelt as a word, or followed by its unit or ordinal ending, is that number",
    arguments: [
      ("two", 2), ("Twelve", 12), (" one ", 1), ("twenty", 20), ("2 weeks", 2), ("3rd", 3),
      ("12 months", 12), ("two months", 2), ("1st", 1), ("10x", 10), ("4\u{A0}days", 4),
    ])
  func number(raw: String, expected: Int) {
    #expect(WholeNumberSuggestion.number(for: raw) == expected)
  }

  @Test(
    "A cell that means no one number clearly has none",
    arguments: [
      "", "1.5", "2-3", "a few", "zero", "0 weeks", "two or three", "every two weeks", "-2 days",
      "99999999999999999999 days", "2 weeks!", "twentyone", "weeks",
    ])
  func noNumber(raw: String) {
    #expect(WholeNumberSuggestion.number(for: raw) == nil)
  }
}
