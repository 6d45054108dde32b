import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Currencies as every locale writes them")
struct CurrencyWordsTests {
  /// The currency symbols of Foundation's (CLDR's) formats that the money reader leaves out on
  /// purpose (see ``CurrencyWords``): single letters, one with a space in it, and Cape Verde's
  /// escudo, none, as its amounts are written with `$` as the decimal separator (`12$50`).
  static let unread: Set = ["K", "L", "D", "P", "E", "S", "Q", "G", "F CFA", "ر", ""]

  /// Every locale's currency format (Foundation's, from CLDR), and the decimal separator a
  /// column of it is read with.
  static let formats: [(locale: String, formatter: NumberFormatter, separator: DecimalSeparator)] =
    Locale.availableIdentifiers.sorted().compactMap { identifier in
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: identifier)
      formatter.numberStyle = .currency
      let symbol = formatter.currencySymbol.trimmingCharacters(
        in: CharacterSet(charactersIn: "\u{200B}\u{200E}\u{200F}\u{061C}").union(.whitespaces)
      ).replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(
        of: "\u{202F}", with: " ")
      // Ge'ez, a liturgical language, groups thousands with a letter in CLDR (`1ወ000.00`).
      guard !unread.contains(symbol), !identifier.hasPrefix("gez") else { return nil }
      let separator: DecimalSeparator =
        formatter.currencyDecimalSeparator == "," ? .comma : .point
      return (identifier, formatter, separator)
    }

  /// `text` read as money with `separator`, in a script's own digits too.
  static func read(_ text: String, separator: DecimalSeparator) -> Decimal? {
    withBytes(text) { bytes in
      NativeNumerals.reading(bytes) { MoneyCell.parse($0, separator: separator) }
    }
  }

  @Test("Any whole amount in any locale's currency format reads back")
  func wholeAmounts() async {
    await propertyCheck(input: Gen.int64(in: 0...100_000_000)) { units in
      for (locale, formatter, separator) in Self.formats {
        let text = formatter.string(from: NSNumber(value: units))!
        #expect(Self.read(text, separator: separator) == Decimal(units), "\(locale): \(text)")
      }
    }
  }

  @Test("Any amount in any locale's currency format with cents reads back")
  func amountsWithCents() async {
    let formats = Self.formats.map { format in
      let formatter = format.formatter.copy() as! NumberFormatter
      formatter.minimumFractionDigits = 2
      formatter.maximumFractionDigits = 2
      return (format.locale, formatter, format.separator)
    }
    await propertyCheck(input: Gen.int64(in: 0...10_000_000_000)) { cents in
      let amount = Decimal(cents) / 100
      for (locale, formatter, separator) in formats {
        let text = formatter.string(from: amount as NSDecimalNumber)!
        #expect(Self.read(text, separator: separator) == amount, "\(locale): \(text)")
      }
    }
  }
}
