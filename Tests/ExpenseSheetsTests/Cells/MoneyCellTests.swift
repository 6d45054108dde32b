import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Money cells")
struct MoneyCellTests {
  @Test("The plain-number fast path reads every text as the general reading does")
  func plainAgreesWithDisplayed() async {
    // Plain numbers, near misses (two points, a lone point or minus, too many digits), and
    // the marks of displayed forms.
    let pieces = Gen<String?>.element(of: [
      "0", "1", "7", "12", "00", "999999999", "5", ".", "-", " ", ",", "(", ")", "$", "e",
    ])
    await propertyCheck(count: 3_000, input: pieces.array(of: 1...8)) { parts in
      let text = parts.compactMap { $0 }.joined()
      let fast = withBytes(text) { MoneyCell.parse($0, separator: .point) }
      let general = withBytes(text) { MoneyCell.parseDisplayed($0, separator: .point) }
      #expect(fast == general, "\(text)")
      // The same digits and exponent, not only the same value: `1.50` stays `150 × 10⁻²`.
      #expect(fast.flatMap(DecimalParts.init) == general.flatMap(DecimalParts.init), "\(text)")
    }
  }

  @Test(
    "Plain numbers take the fast path; other forms do not",
    arguments: [
      ("120.00", true), ("-5.5", true), ("0", true), ("123456789012345678", true),
      ("1234567890123456789", false), ("1.", false), (".5", false), ("-", false),
      ("1.2.3", false), ("1,234.5", false), ("$5", false), ("+5", false),
    ])
  func fastPathTaken(text: String, isPlain: Bool) {
    #expect((withBytes(text) { MoneyCell.plainParts($0) } != nil) == isPlain)
  }
}
