import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Text comparison")
struct TextComparisonTests {
  @Test(
    "Line endings compare alike, everything else as String's ==",
    arguments: [
      ("a\r\nb", "a\nb", true),
      ("a\rb", "a\nb", true),
      ("a\r\nb", "a\rb", true),
      ("\r\n", "\r", true),
      ("a\r\n", "a\n\n", true),
      ("a\r\n", "a\n\n\n", false),
      ("a\r\r\n", "a\n\n", true),
      ("x\r", "y\n", false),
      ("caf\u{E9}\r\n", "cafe\u{301}\n", true),
      ("caf\u{E9}\r\n", "cafe\n", false),
      ("Zo\u{EB}\r", "Zo\u{EB}", false),
      ("plain", "plain", true),
      ("plain", "Plain", false),
    ])
  func cases(a: String, b: String, equal: Bool) {
    #expect(TextComparison.equal(a, b) == equal)
    #expect(TextComparison.equal(b, a) == equal)
  }

  @Test("It agrees with comparing the texts with CRLF read as one line break, or as two")
  func agreesWithReplacing() async {
    let piece = Gen<String?>.element(of: [
      "", "a", "b", "\r", "\n", "\r\n", "\u{E9}", "e\u{301}", "🎁", " ",
    ]).array(of: 0...6).map { $0.compactMap { $0 }.joined() }
    await propertyCheck(input: piece, piece) { a, b in
      #expect(
        TextComparison.equal(a, b)
          == (TextComparison.normalized(a) == TextComparison.normalized(b)
            || TextComparison.everyBreakKept(a) == TextComparison.everyBreakKept(b)))
    }
  }
}
