import Foundation
import Testing

@testable import ExpenseSheets

/// The store's money text: written and read through `DecimalParts` and `Decimal`'s layout,
/// checked against `Decimal`'s own `description` and `Decimal(string:)`, and against the paths
/// taken when the layout is not known.
@Suite("Decimal parts as plain text")
struct DecimalPartsPlainTextTests {
  @Test("This platform's layout is the one it is known to have")
  func layoutOfThisPlatform() {
    #if canImport(Darwin)
      #expect(DecimalParts.layout == .lowFirst)
    #else
      #expect(DecimalParts.layout == .highFirst)
    #endif
  }

  @Test(
    "Plain text is the decimal's description and reads back as the same decimal",
    arguments: [
      "0", "0.00", "0.125", "15000.00", "12.50", "-3.10", "0.0000001", "9999999999999999999",
      "18446744073709551615", "123456789012345678901234567890", "-0.5", "1000000", "45.8",
    ])
  func agreesWithReference(text: String) throws {
    let value = try #require(Decimal(string: text))
    #expect(DecimalParts.plainText(of: value) == value.description)
    let back = try #require(decimal(DecimalParts.plainText(of: value)))
    #expect(back == value)
    #expect(back.hashValue == value.hashValue)
    #expect(decimal(text) == value)
  }

  @Test(
    "Text that is not a plain decimal is refused",
    arguments: ["", "-", ".", "abc", "1.2.3", "1,5", "1e3", "+1", " 1"])
  func rejectsNonNumbers(text: String) {
    #expect(decimal(text) == nil)
  }

  @Test("Many values round-trip, through the layout and without it")
  func manyValuesRoundTrip() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let significand = random.next() >> (random.next() % 64)
      let scale = Int(random.next() % 12)
      let isNegative = random.next() % 2 == 0
      let value = Decimal(
        sign: isNegative ? .minus : .plus, exponent: -scale, significand: Decimal(significand))
      let text = DecimalParts.plainText(of: value)
      #expect(text == value.description)
      #expect(decimal(text) == value)
      let parts = try #require(DecimalParts(value))
      #expect(DecimalParts(value, layout: nil)?.reduced == parts.reduced)
      let laidOut = parts.decimal
      let made = parts.decimal(layout: nil)
      #expect(laidOut == made && laidOut.hashValue == made.hashValue)
      #expect(laidOut.description == made.description)
    }
  }

  @Test("An exponent past a byte's range is made through Decimal's initializer")
  func exponentPastAByte() {
    let parts = DecimalParts(isNegative: false, significand: 1, exponent: 200)
    #expect(parts.decimal == parts.decimal(layout: nil))
  }
}

/// What the store reads from a column holding `text`.
private func decimal(_ text: String) -> Decimal? {
  var text = text
  return text.withUTF8 { DecimalParts.decimal(plainText: $0) }
}
