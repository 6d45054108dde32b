import Foundation
import Testing

@testable import ExpenseSheets

/// The amounts a date in an amount cell reads back as: its day and month, either way round.
@Suite("Amounts read back from a date")
struct DatedAmountTests {
  @Test(
    "A date's day and month, either way round, two digits after the point",
    arguments: [
      ("30.01.2026", ["30.01", "1.30"]),
      ("03.01.2026", ["3.01", "1.03"]),
      ("2026-01-30", ["30.01", "1.30"]),
      ("2026. 01. 30.", ["30.01", "1.30"]),
      ("1/5/2025", ["1.05", "5.01"]),
      ("12/12/2025", ["12.12"]),
      ("30 Jan 2026", ["30.01", "1.30"]),
      ("30. Jan", ["30.01", "1.30"]),
      ("22-Aug", ["22.08", "8.22"]),
      ("Aug 22", ["22.08", "8.22"]),
      ("3-janv.", ["3.01", "1.03"]),
      ("22-août", ["22.08", "8.22"]),
    ])
  func candidates(_ text: String, _ expected: [String]) {
    var text = text
    let candidates = text.withUTF8 { DatedAmount.candidates(UnsafeRawBufferPointer($0)) }
    #expect(candidates?.map(CellFormatter.money) == expected)
  }

  @Test(
    "Text that is no date has none",
    arguments: [
      "12.50", "hello", "", "31.02", "Jan", "32 Jan", "123 Jan", "Jan Feb 3", "12 kg",
      "99999999999999999999999 Jan", "Jan 123456789012345678901234567890",
    ])
  func noDate(_ text: String) {
    var text = text
    #expect(text.withUTF8 { DatedAmount.candidates(UnsafeRawBufferPointer($0)) } == nil)
  }
}
