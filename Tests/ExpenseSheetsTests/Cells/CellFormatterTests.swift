import Foundation
import PropertyBased
import SheetCSV
import Testing

@testable import ExpenseSheets

@Suite("Canonical cell formatting")
struct CellFormatterTests {
  @Test(
    "Money is written plain with at least two fraction digits",
    arguments: [
      ("12.5", "12.50"), ("12.50", "12.50"), ("0.125", "0.125"), ("15000", "15000.00"),
      ("0", "0.00"), ("0.5", "0.50"), ("-3.1", "-3.10"), ("1e3", "1000.00"),
      ("123456789012.345678", "123456789012.345678"), ("0.001", "0.001"),
    ])
  func money(input: String, expected: String) throws {
    let value = try #require(Decimal(string: input))
    #expect(CellFormatter.money(value) == expected)
  }

  @Test("Any amount is written in the one canonical form that reads back as the same value")
  func anyAmount() async {
    let significand = Gen.oneOf(
      Gen.uint64(in: 0...999_999), Gen.uint64(in: 0...UInt64.max),
      Gen.uint64(in: 0...100).map { $0 * 1_000 })
    let exponent = Gen.oneOf(Gen.int(in: -8...4), Gen.int(in: -128...127))
    await propertyCheck(count: 3_000, input: significand, exponent, Gen.bool) {
      significand, exponent, negative in
      let value = Decimal(
        sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
      // Past the largest exponent the value is not a number (tested below).
      guard !value.isNaN else { return }
      let text = CellFormatter.money(value)
      #expect(Decimal(string: text) == value, "\(text)")
      let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
      let halves = unsigned.split(separator: ".", omittingEmptySubsequences: false)
      #expect(halves.count == 2, "\(text)")
      guard halves.count == 2 else { return }
      let (whole, fraction) = (halves[0], halves[1])
      #expect(!whole.isEmpty && whole.allSatisfy(\.isASCII) && whole.allSatisfy(\.isNumber))
      #expect(whole == "0" || !whole.hasPrefix("0"), "\(text)")
      #expect(fraction.count >= 2 && fraction.allSatisfy(\.isNumber), "\(text)")
      #expect(fraction.count == 2 || !fraction.hasSuffix("0"), "\(text)")
      #expect(!text.hasPrefix("-") || value != 0, "\(text)")
    }
  }

  @Test("A value that is not a number is written as such, never as zero, and reads as no amount")
  func notANumber() {
    #expect(CellFormatter.money(Decimal.nan) == Decimal.nan.description)
    #expect(CellFormatter.money(Decimal.nan) != "0.00")
    // Reading takes it for no amount at all, in either decimal separator.
    let text = CellFormatter.money(Decimal.nan)
    #expect(withBytes(text) { MoneyCell.parse($0, separator: .point) } == nil)
    #expect(withBytes(text) { MoneyCell.parse($0, separator: .comma) } == nil)
  }

  @Test("Integers are written as their decimal text")
  func anyInteger() async {
    let integer = Gen.oneOf(
      Gen.int(in: -10_000...10_000), Gen.int(in: Int.min...Int.max),
      Gen.element(of: [Int.min, Int.max, 0, -1]).map { $0 ?? 0 })
    await propertyCheck(input: integer) { integer in
      var cells = CellWriter(csv: CSVWriter())
      cells.integer(integer)
      #expect(String(decoding: cells.csv.bytes, as: UTF8.self) == String(integer))
    }
  }

  @Test(
    "Timestamps are ISO 8601 UTC with milliseconds",
    arguments: [
      (Int64(1_736_085_802_123), "2025-01-05T14:03:22.123Z"),
      (Int64(0), "1970-01-01T00:00:00.000Z"),
      (Int64(-1), "1969-12-31T23:59:59.999Z"),
      (Int64(951_782_400_000), "2000-02-29T00:00:00.000Z"),
      (Int64(-62_135_596_800_000), "0001-01-01T00:00:00.000Z"),
      (Int64(253_402_300_799_999), "9999-12-31T23:59:59.999Z"),
      (Int64(4_102_444_799_010), "2099-12-31T23:59:59.010Z"),
    ])
  func timestamp(milliseconds: Int64, expected: String) {
    #expect(CellFormatter.timestamp(Timestamp.date(milliseconds: milliseconds)) == expected)
  }

  @Test("Decimal parts read from the layout agree with the decimal's own arithmetic")
  func decimalParts() throws {
    for significand: UInt64 in [0, 1, 9, 65_535, 65_536, 4_294_967_296, UInt64.max] {
      for exponent in -6...3 {
        let value = Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand))
        // A significand past 64 bits has no parts; money then falls back to the decimal's text.
        if let parts = DecimalParts(value) {
          #expect(parts.decimal == value)
        } else {
          #expect(significand > UInt64.max / 1000 && exponent > 0)
        }
      }
    }
  }
}

@Suite("Decimal layout")
struct DecimalLayoutTests {
  @Test("The decimal layout of this platform is recognised, so money is formatted without text")
  func layoutIsRecognised() {
    #expect(DecimalParts.layout != nil)
  }
}
