import Testing

@testable import ExpenseSheets

/// A rule's cadence said in words (`every 2 weeks`) is an error whose fix writes the cadence and
/// its interval.
@Suite("The fix of a cadence said in words")
struct CadencePhraseFixTests {
  @Test(
    "The fix writes the cadence and the interval",
    arguments: [("every 2 weeks", "weekly", "2"), ("quarterly", "monthly", "3")])
  func fix(written: String, cadence: String, interval: String) throws {
    let diagnostic = try WordFixTests.validate(.recurringRules, "cadence", written: written)
    #expect(diagnostic.column == "cadence")
    #expect(diagnostic.fix?.summary == "write the cadence and its interval")
    #expect(
      diagnostic.fix?.edits
        == [
          .init(cell: "RecurringRules!I2", value: cadence),
          .init(cell: "RecurringRules!J2", value: interval),
        ])
  }
}
