import Testing

@testable import ExpenseSheets

/// `CadencePhrase`: a cadence said in words, read as a cadence and an interval for a fix.
@Suite struct CadencePhraseTests {
  @Test(
    "A cadence said in words is its cadence and interval",
    arguments: [
      ("every 2 weeks", Cadence.weekly, 2), ("Every 3 Months", .monthly, 3),
      ("every other week", .weekly, 2), ("every two years", .yearly, 2),
      ("every 10 days", .daily, 10), ("every 1 month", .monthly, 1), ("bi-weekly", .weekly, 2),
      ("Biweekly", .weekly, 2), ("fortnightly", .weekly, 2), ("quarterly", .monthly, 3),
      ("semi-annually", .monthly, 6), ("half-yearly", .monthly, 6), ("biennially", .yearly, 2),
    ])
  func reading(raw: String, cadence: Cadence, interval: Int) {
    let reading = CadencePhrase.reading(raw)
    #expect(reading?.cadence == cadence)
    #expect(reading?.interval == interval)
  }

  @Test(
    "Words that say no cadence clearly are none",
    arguments: [
      "bimonthly", "biannually", "every 0 weeks", "every 1000 days", "every few weeks",
      "every 2 fortnights", "twice a month", "monthly", "", "every week on monday",
    ])
  func none(raw: String) {
    #expect(CadencePhrase.reading(raw) == nil)
  }
}
