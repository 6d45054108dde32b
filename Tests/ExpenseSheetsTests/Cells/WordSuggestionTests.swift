import Testing

@testable import ExpenseSheets

/// `WordSuggestion`: the word a cell of words or booleans most likely means, offered as its fix.
@Suite struct WordSuggestionTests {
  static let paid = PaidFlag.allCases.map(\.rawValue)
  static let reimbursed = ReimbursedFlag.allCases.map(\.rawValue)
  static let cadences = Cadence.allCases.map(\.rawValue)
  static let categoryTypes = CategoryType.allCases.map(\.rawValue)
  static let transactionTypes = TransactionType.allCases.map(\.rawValue)

  @Test(
    "A yes or a no in a flag column is the flag's word or its negation",
    arguments: [
      ("TRUE", "paid"), ("FALSE", "unpaid"), ("Yes", "paid"), ("No", "unpaid"), ("1", "paid"),
      ("0", "unpaid"), ("x", "paid"), (" ✓ ", "paid"), ("✔", "paid"), ("☐", "unpaid"),
      ("WAHR", "paid"), ("faux", "unpaid"), ("Y", "paid"), ("n", "unpaid"), ("oui", "paid"),
      ("nej", "unpaid"),
    ])
  func flags(raw: String, expected: String) {
    #expect(WordSuggestion.word(for: raw, among: Self.paid) == expected)
    #expect(
      WordSuggestion.word(for: raw, among: Self.reimbursed)
        == expected.replacingOccurrences(of: "paid", with: "reimbursed"))
  }

  @Test(
    "A misspelt, plural, cut or spelt-out word is the word it is nearest to",
    arguments: [
      ("expenses", transactionTypes, "expense"), ("expnse", transactionTypes, "expense"),
      ("Incme", transactionTypes, "income"), ("incomes", categoryTypes, "income"),
      ("bothh", categoryTypes, "both"), ("month", cadences, "monthly"),
      ("every month", cadences, "monthly"), ("Every  Week", cadences, "weekly"),
      ("mothly", cadences, "monthly"), ("weakly", cadences, "weekly"),
      ("annually", cadences, "yearly"), ("dayly", cadences, "daily"), ("unpiad ", paid, "unpaid"),
    ])
  func nearestWord(raw: String, words: [String], expected: String) {
    #expect(WordSuggestion.word(for: raw, among: words) == expected)
  }

  @Test(
    "A cell that means no word clearly is given none",
    arguments: [
      ("bi-weekly", cadences), ("fortnightly", cadences), ("every 2 weeks", cadences),
      ("peut-être", paid), ("ex", transactionTypes), ("", paid), ("   ", cadences),
      ("transfer", transactionTypes), ("TRUE", transactionTypes), ("x", cadences),
      // As near to one word as to the other.
      ("upaid", paid),
    ])
  func noWord(raw: String, words: [String]) {
    #expect(WordSuggestion.word(for: raw, among: words) == nil)
  }

  @Test(
    "A mark or a letter in a boolean column is TRUE or FALSE",
    arguments: [("✓", "TRUE"), ("x", "TRUE"), ("T", "TRUE"), ("☐", "FALSE"), ("F", "FALSE")])
  func booleans(raw: String, expected: String) {
    #expect(WordSuggestion.boolean(for: raw) == expected)
  }

  @Test("A boolean cell that says neither is given none", arguments: ["maybe", "2", "-", ""])
  func noBoolean(raw: String) {
    #expect(WordSuggestion.boolean(for: raw) == nil)
  }
}
