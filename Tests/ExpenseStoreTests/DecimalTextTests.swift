import Foundation
import Testing

@testable import ExpenseStore

@Suite struct DecimalTextTests {
  @Test func layoutIsRecognised() {
    #expect(DecimalText.layoutIsKnown)
  }

  @Test(arguments: [
    "0", "0.00", "0.125", "15000.00", "12.50", "-3.10", "0.0000001", "9999999999999999999",
    "18446744073709551615", "123456789012345678901234567890", "-0.5", "1000000", "45.8",
  ])
  func fastPathsAgreeWithReference(text: String) throws {
    let value = try #require(Decimal(string: text))
    #expect(DecimalText.text(value) == DecimalText.referenceText(value))
    let back = try #require(decimal(DecimalText.text(value)))
    #expect(back == value)
    #expect(back.hashValue == value.hashValue)
    #expect(decimal(text) == value)
  }

  @Test(arguments: ["", "-", ".", "abc", "1.2.3", "1,5", "1e3", "+1", " 1"])
  func rejectsNonNumbers(text: String) {
    #expect(decimal(text) == nil)
  }

  @Test func manyValuesRoundTrip() {
    var random = LedgerFixtures.Random(state: 7)
    for _ in 0..<20_000 {
      let mantissa = random.next() >> (random.next() % 64)
      let scale = Int(random.next() % 12)
      let value = Decimal(sign: .plus, exponent: -scale, significand: Decimal(mantissa))
      let text = DecimalText.text(value)
      #expect(text == value.description)
      #expect(decimal(text) == value)
    }
  }
}

/// What the store reads from a column holding `text`.
private func decimal(_ text: String) -> Decimal? {
  var text = text
  return text.withUTF8 { DecimalText.decimal(bytes: $0) }
}
