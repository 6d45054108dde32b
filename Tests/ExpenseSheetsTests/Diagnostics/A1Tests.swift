import Testing

@testable import ExpenseSheets

/// A1 references name cells the way a spreadsheet shows them.
@Suite("A1 references")
struct A1Tests {
  /// The letters of a column as the spreadsheet counts them: bijective base 26.
  static func expectedLetters(_ index: Int) -> String {
    let letter = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index % 26)))
    return index < 26 ? letter : expectedLetters(index / 26 - 1) + letter
  }

  @Test(
    "Column letters",
    arguments: [
      (0, "A"), (25, "Z"), (26, "AA"), (51, "AZ"), (701, "ZZ"), (702, "AAA"),
      (18_277, "ZZZ"), (Int.max, "CRPXNLSKVLJFHH"),
    ])
  func letters(index: Int, expected: String) {
    #expect(A1.columnLetters(index) == expected)
  }

  @Test("Every column up to Google Sheets' last has the letters of bijective base 26")
  func everyColumn() {
    for index in 0..<18_278 where A1.columnLetters(index) != Self.expectedLetters(index) {
      Issue.record("column \(index): \(A1.columnLetters(index))")
    }
  }

  @Test(
    "Cell references",
    arguments: [
      (Tab.transactions, 6, 14, "Transactions!G14"), (.settings, 0, 1, "Settings!A1"),
      (.recurringRules, 18_277, 1_048_576, "RecurringRules!ZZZ1048576"),
      (.receipts, 26, 0, "Receipts!AA0"), (.receipts, 3, -12, "Receipts!D-12"),
      (.transactions, 0, Int.max, "Transactions!A9223372036854775807"),
      (.transactions, 0, Int.min, "Transactions!A-9223372036854775808"),
    ])
  func reference(tab: Tab, column: Int, row: Int, expected: String) {
    #expect(A1.reference(tab: tab, column: column, row: row) == expected)
  }
}
