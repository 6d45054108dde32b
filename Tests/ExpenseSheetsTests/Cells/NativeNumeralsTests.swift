import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Digits and marks of other scripts")
struct NativeNumeralsTests {
  @Test(
    "Translated to ASCII",
    arguments: [
      ("157٫41", "157.41"),  // LibreOffice Calc in Arabic and Persian: ASCII digits, `٫`
      ("١٬٢٣٤٫٥٠", "1'234.50"),  // Arabic-Indic
      ("۱٬۲۳۴٫۵۰", "1'234.50"),  // Persian
      ("؜-١٬٢٣٤٫٥٠", "-1'234.50"),  // the Arabic letter mark before the sign
      ("‎−۱٬۲۳۴٫۵۰", "−1'234.50"),  // a left-to-right mark; U+2212 is the money reader's
      ("١٠‏/٢‏/٢٠٢٣", "10/2/2023"),  // right-to-left marks between day, month and year
      ("١٠‏/٢‏/٢٠٢٣، ٦:٠٣:٢٢ ص", "10/2/2023, 6:03:22 ص"),
      ("१,२३४.५०", "1,234.50"),  // Devanagari
      ("১,২৩৪.৫০", "1,234.50"),  // Bengali
      ("๑,๒๓๔.๕๐", "1,234.50"),  // Thai
      ("၁,၂၃၄.၅၀", "1,234.50"),  // Myanmar
      ("１，２３４．５０", "1,234.50"),  // full-width, as an input method types it
      ("２０２５／０１／０５　１４：０３", "2025/01/05 14:03"),
      ("1\u{00A0}234,56\u{202F}€", "1 234,56 €"),  // no-break spaces
    ])
  func translated(text: String, expected: String) throws {
    let ascii = try #require(withBytes(text, NativeNumerals.ascii))
    #expect(String(decoding: ascii, as: UTF8.self) == expected)
  }

  @Test(
    "Left alone when there is nothing to translate",
    arguments: ["1234.50", "", "€12", "Café", "2023年2月9日", "₹1,234", "12 Kč", "😀"])
  func untouched(text: String) {
    #expect(withBytes(text, NativeNumerals.ascii) == nil)
  }

  @Test(
    "A money cell's decimal evidence counts other digits as ASCII ones",
    arguments: [
      ("١,٢٣٤", MoneyEvidence.either), ("١٢,٥٠", .needs(.comma)), ("१,२३४.५०", .needs(.point)),
      ("１，２３４．５", .needs(.point)), ("1.234,56\u{A0}€", .needs(.comma)),
    ])
  func evidence(text: String, expected: MoneyEvidence) {
    #expect(withBytes(text, MoneyCell.evidence) == expected)
  }

  @Test(
    "Cells read by the validator",
    arguments: [
      // Arabic (Egypt): day-first dates with right-to-left marks; 12-hour times with ص, م.
      (
        "١٠‏/٢‏/٢٠٢٥", "٢٠٢٥", "٢", "١٬٢٣٤٫٥٠", "١٠‏/٢‏/٢٠٢٥، ٦:٠٣:٢٢ م",
        "2025-02-10", 1234.5, "2025-02-10T17:03:22Z"
      ),
      // LibreOffice Calc in Arabic: ASCII digits and the Arabic decimal separator.
      (
        "2025-02-10", "2025", "2", "157٫41", "2025-02-10T18:03:22Z", "2025-02-10", 157.41,
        "2025-02-10T18:03:22Z"
      ),
      // Persian digits, year first.
      (
        "۲۰۲۵/۰۲/۱۰", "۲۰۲۵", "۲", "۱۲۳٫۴", "۲۰۲۵/۰۲/۱۰ ۱۸:۰۳:۲۲", "2025-02-10", 123.4,
        "2025-02-10T17:03:22Z"
      ),
      // Devanagari digits, ASCII separators.
      (
        "१०/०२/२०२५", "२०२५", "२", "१,२३४.५०", "२०२५-०२-१० १८:०३:२२", "2025-02-10", 1234.5,
        "2025-02-10T17:03:22Z"
      ),
      // Full-width, as typed with a Japanese input method.
      (
        "２０２５/０２/１０", "２０２５", "２", "１，２３４．５", "２０２５/０２/１０ １８：０３", "2025-02-10", 1234.5,
        "2025-02-10T17:03:00Z"
      ),
    ] as [(String, String, String, String, String, String, Decimal, String)])
  func validated(
    date: String, year: String, month: String, amount: String, modified: String,
    expectedDate: String, expectedAmount: Decimal, expectedModified: String
  ) throws {
    let sheet = try Workbook.validate(transactions: [
      Workbook.transaction(
        date: date, year: year, month: month, amount: "\"\(amount)\"", modified: modified)
    ])
    #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(sheet.diagnostics)")
    let transaction = try #require(sheet.ledger.transactions.first)
    #expect(transaction.date.description == expectedDate)
    #expect((transaction.year, transaction.month) == (2025, 2))
    #expect(transaction.amount == expectedAmount)
    #expect(transaction.lastModifiedAt == ISO8601DateFormatter().date(from: expectedModified))
  }

  @Test(
    "Any amount in a locale's own digits reads back",
    arguments: [
      "ar_EG", "fa_IR", "hi_IN@numbers=deva", "th_TH@numbers=thai", "my_MM", "bn_BD@numbers=beng",
    ])
  func formatterAmounts(locale: String) async {
    // Foundation's formatter writes the locale's digits, separators and signs as CLDR has them.
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    await propertyCheck(input: Gen.int64(in: -10_000_000_000...10_000_000_000)) { cents in
      let amount = Decimal(cents) / 100
      let text = formatter.string(from: amount as NSDecimalNumber)!
      let read = withBytes(text) { bytes in
        NativeNumerals.reading(bytes) { MoneyCell.parse($0, separator: .point) }
      }
      #expect(read == amount, "\(locale): \(text)")
    }
  }
}
