import Testing

@testable import ExpenseSheets

/// `CompactDateSuggestion`: the date a date cell of eight digits, year first, spells.
@Suite struct CompactDateSuggestionTests {
  @Test(
    "Eight digits, year first, that make a real day are that date",
    arguments: [
      ("20230109", "2023-01-09"), (" 20240229 ", "2024-02-29"), ("19000101", "1900-01-01"),
      ("21991231", "2199-12-31"), ("2023 01 09", "2023-01-09"),
    ])
  func date(raw: String, expected: String) {
    #expect(CompactDateSuggestion.date(for: raw) == expected)
  }

  @Test(
    "Any other cell has none",
    arguments: [
      "20230230", "20231301", "18991231", "22000101", "2023019", "202301090", "09012023",
      "2023-01-09", "yesterday", "", "２０２３０１０９",
    ])
  func none(raw: String) {
    #expect(CompactDateSuggestion.date(for: raw) == nil)
  }
}
