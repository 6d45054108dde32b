import Foundation
import Testing

@testable import ExpenseSheets

@Suite("Timestamp milliseconds of far dates")
struct TimestampRangeTests {
  @Test(
    "Milliseconds of a date beyond Int64 are clamped, or nil when asked for exactly",
    arguments: [
      (1e300, Int64.max),
      (-1e300, Int64.min),
      (Double.infinity, Int64.max),
      (Double.nan, Int64(0)),
    ])
  func millisecondsBeyondInt64(seconds: Double, clamped: Int64) {
    // `Date.description` traps for such dates: the test's arguments are seconds.
    let date = Date(timeIntervalSince1970: seconds)
    #expect(Timestamp.milliseconds(of: date) == clamped)
    #expect(Timestamp.representableMilliseconds(of: date) == nil)
    #expect(Timestamp.truncatedToMilliseconds(date) == Timestamp.date(milliseconds: clamped))
  }

  @Test("Milliseconds of far but representable dates are exact")
  func millisecondsOfFarDates() {
    let stamped = Timestamp.date(milliseconds: 1_679_247_607_002)
    for date in [Date.distantPast, Date.distantFuture, stamped] {
      let milliseconds = Timestamp.milliseconds(of: date)
      #expect(Timestamp.representableMilliseconds(of: date) == milliseconds)
      #expect(Timestamp.date(milliseconds: milliseconds) == date)
    }
  }
}
