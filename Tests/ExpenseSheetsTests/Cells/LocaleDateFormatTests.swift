import Foundation
import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("Dates as locales' formats write them")
struct LocaleDateFormatTests {
  /// The locales, each with its numeric date order; their short, medium, long and full formats
  /// (Foundation's, from CLDR) are read.
  static let locales: [(String, DateOrder)] = [
    ("en_US", .mdy), ("en_GB", .dmy), ("de_DE", .dmy), ("de_CH", .dmy), ("fr_FR", .dmy),
    ("fr_CA", .ymd), ("it_IT", .dmy), ("es_ES", .dmy), ("es_MX", .dmy), ("pt_BR", .dmy),
    ("pt_PT", .dmy), ("nl_NL", .dmy), ("sv_SE", .ymd), ("da_DK", .dmy), ("nb_NO", .dmy),
    ("fi_FI", .dmy), ("pl_PL", .dmy), ("cs_CZ", .dmy), ("hu_HU", .ymd), ("ro_RO", .dmy),
    ("bg_BG", .dmy), ("ru_RU", .dmy), ("uk_UA", .dmy), ("el_GR", .dmy), ("tr_TR", .dmy),
    ("he_IL", .dmy), ("ar_EG", .dmy), ("hi_IN", .dmy), ("en_IN", .dmy), ("bn_BD", .dmy),
    ("ja_JP", .ymd), ("zh_CN", .ymd), ("zh_TW", .ymd), ("ko_KR", .ymd), ("vi_VN", .dmy),
    ("id_ID", .dmy), ("ms_MY", .dmy), ("en_ZA", .ymd), ("en_AU", .dmy), ("en_CA", .ymd),
    ("lt_LT", .ymd), ("lv_LV", .dmy), ("et_EE", .dmy), ("hr_HR", .dmy), ("sr_RS", .dmy),
    ("sl_SI", .dmy), ("is_IS", .dmy), ("ca_ES", .dmy),
  ]

  static let styles: [DateFormatter.Style] = [.short, .medium, .long, .full]

  /// Month names two languages give different months (`listopad`: November in Polish and
  /// Czech, October in Croatian), which are read as no month: dates written with them are not
  /// expected back.
  static let ambiguousMonths: Set = ["lip", "lis", "listopad", "listopada", "srp"]

  /// Whether `text` names a month by one of ``ambiguousMonths``.
  static func namesAmbiguousMonth(_ text: String) -> Bool {
    text.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
      ambiguousMonths.contains(String($0))
    }
  }

  /// Foundation's formatter of a locale's styles, in UTC.
  static func formatter(
    _ locale: String, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style
  ) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter
  }

  @Test("Any date in any of the locales' formats reads back")
  func everyFormat() async {
    let formatters = Self.locales.flatMap { locale, order in
      Self.styles.map { style in
        (locale, order, Self.formatter(locale, dateStyle: style, timeStyle: .none))
      }
    }
    // Short formats may write two-digit years, read as 2000-2099.
    let days = Gen.int(in: 10_957...47_481)  // 2000-01-01 to 2099-12-31
    await propertyCheck(input: days) { day in
      let date = SheetDate(daysSinceEpoch: day)!
      for (locale, order, formatter) in formatters {
        let text = formatter.string(from: Date(timeIntervalSince1970: Double(day) * 86_400))
        if Self.namesAmbiguousMonth(text) { continue }
        let read = withBytes(text) { bytes in
          NativeNumerals.reading(bytes) { DateCell.shape($0) }?
            .date(order: order)
        }
        #expect(read == date, "\(locale): \(text)")
      }
    }
  }

  @Test("Any date-time in any of the locales' formats reads back")
  func everyDateTimeFormat() async {
    let formatters = Self.locales.flatMap {
      locale, order in
      Self.styles.filter { $0 != .full }.map { style in
        (locale, order, Self.formatter(locale, dateStyle: style, timeStyle: .medium))
      }
    }
    let seconds = Gen.int(in: 946_684_800...4_102_444_799)  // 2000 to 2099
    await propertyCheck(input: seconds) { second in
      let date = SheetDate(daysSinceEpoch: second / 86_400)!
      let millisecondsOfDay = second % 86_400 * 1000
      for (locale, order, formatter) in formatters {
        let text = formatter.string(from: Date(timeIntervalSince1970: Double(second)))
        if Self.namesAmbiguousMonth(text) { continue }
        let shape = withBytes(text) { bytes in
          NativeNumerals.reading(bytes) { TimestampCell.shape($0) }
        }
        #expect(shape?.date.date(order: order) == date, "\(locale): \(text)")
        #expect(shape?.millisecondsOfDay == millisecondsOfDay, "\(locale): \(text)")
      }
    }
  }

  @Test("A day-first date-time with a one-digit month decides its column's order")
  func dayFirstDecides() throws {
    // `26/3/2023` has a `/` where a year-first date has one; it is no year-first date.
    let sheet = try Workbook.validate(transactions: [
      Workbook.transaction(modified: "\"26/1/2025, 10:21 pm\""),
      Workbook.transaction(
        id: "BBBBBBBB-0000-4000-8000-000000000002", modified: "\"7/2/2025, 12:32 pm\""),
    ])
    #expect(!sheet.diagnostics.contains { $0.code == .ambiguousDateOrder }, "\(sheet.diagnostics)")
    let modified = sheet.ledger.transactions.map(\.lastModifiedAt)
    // Read in the dataset's zone, Europe/Berlin (+01:00 in winter).
    #expect(
      modified
        == ["2025-01-26T21:21:00Z", "2025-02-07T11:32:00Z"].map {
          ISO8601DateFormatter().date(from: $0)!
        })
  }

  @Test(
    "A month name two languages give different months is no month",
    arguments: ["9 listopada 2023", "9. listopad 2023", "9 lis 2023", "9. srp 2023", "1 lip 2000"])
  func ambiguousMonthNames(text: String) {
    #expect(Self.namesAmbiguousMonth(text))
    #expect(withBytes(text) { DateCell.shape($0) } == nil)
  }
}
