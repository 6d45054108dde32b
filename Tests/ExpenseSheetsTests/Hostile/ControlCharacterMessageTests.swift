import Foundation
import Testing

@testable import ExpenseSheets

/// A cell's control characters reach no message raw: an escape sequence in a shared sheet
/// would otherwise drive the terminal the report is printed on (retitle it, clear it).
@Suite("Control characters in messages")
struct ControlCharacterMessageTests {
  @Test(
    "Control characters are escaped, other text kept",
    arguments: [
      ("\u{1B}]0;pwned\u{07}", "\\u{1B}]0;pwned\\u{7}"), ("a\u{9B}b\u{7F}", "a\\u{9B}b\\u{7F}"),
      ("Café ☕️, 12 €", "Café ☕️, 12 €"), ("tab\there", "tab\\u{9}here"),
      // What shows as nothing or as a plain space is escaped too; letters and emoji are kept.
      ("Groceries\u{200B}", "Groceries\\u{200B}"), ("12\u{A0}€", "12\\u{A0}€"),
      ("\u{FEFF}Food", "\\u{FEFF}Food"),
      ("a\u{AD}b\u{200F}c\u{202F}d", "a\\u{AD}b\\u{200F}c\\u{202F}d"),
      ("Grоceries — “Trader Joe’s” 🍽️", "Grоceries — “Trader Joe’s” 🍽️"),
    ])
  func escaped(text: String, expected: String) {
    #expect(controlsEscaped(text) == expected)
  }

  @Test("An invalid cell holding an escape sequence is reported without it")
  func invalidCell() throws {
    let sheet = try Workbook.validate(
      transactions: [Workbook.transaction(type: "\u{1B}[2Jexpense")], receipts: [])
    let error = try #require(sheet.diagnostics.first { $0.severity == .error })
    #expect(!error.message.unicodeScalars.contains("\u{1B}"))
    #expect(error.message.contains("\\u{1B}[2Jexpense"))
  }
}
