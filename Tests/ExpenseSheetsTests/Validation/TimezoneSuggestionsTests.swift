import Testing

@testable import ExpenseSheets

/// Time zones suggested for a `timezone` cell that is none.
@Suite("Time zone suggestions")
struct TimezoneSuggestionsTests {
  @Test(
    "An identifier in another case, a city, or an identifier a letter off is suggested",
    arguments: [
      ("america/new_york", "America/New_York"), ("New York", "America/New_York"),
      ("Europe/Berln", "Europe/Berlin"), ("Paris", "Europe/Paris"), ("utc", "UTC"),
      ("Europe/Londn", "Europe/London"),
    ])
  func suggested(text: String, zone: String) {
    #expect(TimezoneSuggestions.nearest(to: text).contains(zone))
  }

  @Test(
    "A city a letter or two from another city's is not matched to it",
    arguments: ["Delhi", "Mumbai", "Dallas", "Boston", "Osaka", "Munich", "America", "", "   "])
  func notSuggested(text: String) {
    #expect(TimezoneSuggestions.nearest(to: text) == [])
  }
}
