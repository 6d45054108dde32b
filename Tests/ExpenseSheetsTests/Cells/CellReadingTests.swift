import Foundation
import Testing

@testable import ExpenseSheets

/// Runs `body` with the UTF-8 bytes of `text`.
func withBytes<R>(_ text: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
  var text = text
  return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}

@Suite("Tolerant cell reading")
struct CellReadingTests {
  @Test(
    "Dates in every displayed form",
    arguments: [
      ("2025-01-05", DateOrder?.none, "2025-01-05"),
      ("2025/01/05", nil, "2025-01-05"),
      (" 2025-1-5 ", nil, "2025-01-05"),
      ("1/5/2025", .mdy, "2025-01-05"),
      ("05/01/2025", .dmy, "2025-01-05"),
      ("05.01.2025", nil, "2025-01-05"),
      ("5.1.25", nil, "2025-01-05"),
      ("01/05/25", .mdy, "2025-01-05"),
      ("25/01/2025", nil, "2025-01-25"),
      ("1/25/2025", nil, "2025-01-25"),
      ("45662", nil, "2025-01-05"),
      ("45662.0", nil, "2025-01-05"),
      ("5 Jan 2025", nil, "2025-01-05"),
      ("Jan 5, 2025", nil, "2025-01-05"),
      ("5. Januar 2025", nil, "2025-01-05"),
      ("05-Jan-25", nil, "2025-01-05"),
      ("9 févr. 2025", nil, "2025-02-09"), ("9 FÉVR. 2025", nil, "2025-02-09"),
      ("9 de febrero de 2025", nil, "2025-02-09"), ("9 de setembro de 2025", nil, "2025-09-09"),
      ("9-ago-2025", nil, "2025-08-09"), ("9 maart 2025", nil, "2025-03-09"),
      ("9 août 2025", nil, "2025-08-09"), ("9 dic 2025", nil, "2025-12-09"),
      ("9 septiembre 2025", nil, "2025-09-09"), ("gen 9, 2025", nil, "2025-01-09"),
      ("3/3/2025", nil, "2025-03-03"), ("20 มกราคม 2023", nil, "2023-01-20"),
      ("9 ธันวาคม 2025", nil, "2025-12-09"), ("20 ม.ค. 2023", nil, "2023-01-20"),
      ("9 ธ.ค. 2025", nil, "2025-12-09"),
    ])
  func dates(text: String, order: DateOrder?, expected: String) {
    let date = withBytes(text) { DateCell.shape($0)?.date(order: order) }
    #expect(date?.description == expected)
  }

  @Test(
    "Long dates, with a weekday or the marks of 年月日, as spreadsheets display them",
    arguments: [
      ("Thursday, February 9, 2023", "2023-02-09"), ("Thu, Feb 9, 2023", "2023-02-09"),
      ("THURSDAY, 9 FEBRUARY 2023", "2023-02-09"), ("Wednesday, January 8, 2025", "2025-01-08"),
      ("Donnerstag, 9. Februar 2023", "2023-02-09"), ("Mittwoch, 8. Januar 2025", "2025-01-08"),
      ("jeudi 9 février 2023", "2023-02-09"), ("jueves, 9 de febrero de 2023", "2023-02-09"),
      ("giovedì 9 febbraio 2023", "2023-02-09"), ("donderdag 9 februari 2023", "2023-02-09"),
      ("quinta-feira, 9 de fevereiro de 2023", "2023-02-09"),
      ("sábado, 11 de fevereiro de 2023", "2023-02-11"),
      ("2023年2月9日", "2023-02-09"), ("2023年2月9日(木)", "2023-02-09"),
      ("2023年2月9日（木）", "2023-02-09"), ("2023年2月9日木曜日", "2023-02-09"),
      ("2023年2月12日(日)", "2023-02-12"), ("2023年2月9日 星期四", "2023-02-09"),
      ("2023年2月9日 周四", "2023-02-09"), ("23年2月9日", "2023-02-09"),
      ("2023년 2월 9일", "2023-02-09"), ("2023년 2월 9일 목요일", "2023-02-09"),
      ("2023. 2. 9. (목)", "2023-02-09"),
      // LibreOffice's month and weekday names in ru, he, hi, fa and th.
      ("30.июн.25", "2025-06-30"), ("09.ноя.23", "2023-11-09"), ("09-דצמ-23", "2023-12-09"),
      ("9 अप्रॆल 2023", "2023-04-09"), ("सॊमवार्, 9 जनवरी 2023", "2023-01-09"),
      ("دوشنبه, 9 فروردین 2023", "2023-01-09"), ("جمعه, 9 شهریور 2023", "2023-06-09"),
      ("จันทร์, 9 มกราคม 2023", "2023-01-09"),
    ])
  func longDates(text: String, expected: String) {
    let date = withBytes(text) { DateCell.shape($0)?.date(order: nil) }
    #expect(date?.description == expected)
  }

  @Test(
    "A long date with a weekday it does not fall on, or marks out of place, is no date",
    arguments: [
      "Friday, February 9, 2023", "2023年2月9日(金)", "2023년 2월 9일 금요일", "2023月2年9日",
      "2023年2月", "年2023", "2023年2月9日3", "Thursday Friday, February 9, 2023", "Thursday",
      "2023年2月9日(火)",
    ])
  func mismatchedLongDates(text: String) {
    #expect(withBytes(text) { DateCell.shape($0) } == nil)
  }

  @Test(
    "A weekday the date does not fall on is named in the message",
    arguments: [
      ("Fri, Feb 9, 2023", "2023-02-09 is a Thursday, not a Friday; fix the date or its weekday"),
      ("2023年2月9日(金)", "2023-02-09 is a Thursday, not a Friday; fix the date or its weekday"),
      ("Thu, Feb 9, 2023", nil), ("2023-02-09", nil), ("hello", nil),
    ] as [(String, String?)])
  func weekdayMismatch(text: String, expected: String?) {
    #expect(withBytes(text) { DateCell.weekdayMismatch($0) } == expected)
  }

  @Test(
    "A year-first column reads a two-digit year first; a four-digit year stays where it is",
    arguments: [
      ("01/05/25", "2001-05-25"), ("25-01-05", "2025-01-05"), ("05/05/25", "2005-05-25"),
      ("31/12/24", "2031-12-24"), ("2025/05/01", "2025-05-01"), ("13/05/2025", "2025-05-13"),
      ("5/13/2025", "2025-05-13"), ("05.01.25", "2025-01-05"), ("01/05/2025", nil),
      ("25/02/30", nil),
    ] as [(String, String?)])
  func yearFirst(text: String, expected: String?) {
    let date = withBytes(text) { DateCell.shape($0)?.date(order: .ymd) }
    #expect(date?.description == expected)
  }

  @Test(
    "Unreadable or ambiguous dates give no date",
    arguments: [
      ("1/5/2025", DateOrder?.none), ("2025-02-30", nil), ("13/13/2025", .dmy), ("hello", nil),
      ("2025-01", nil), ("", nil), ("45662.5", nil), ("1/5", nil), ("9 de 2025", nil),
      ("de febrero de 2025", nil), ("9 feb mar 2025", nil),
    ])
  func unreadableDates(text: String, order: DateOrder?) {
    #expect(withBytes(text) { DateCell.shape($0)?.date(order: order) } == nil)
  }

  @Test(
    "A year-first or dotted date that names no real day says why; other cells say nothing",
    arguments: [
      ("2025-02-31", "2025-02 has 28 days"), ("2024-02-30", "2024-02 has 29 days"),
      (" 2025-04-31 ", "2025-04 has 30 days"), ("2025-13-01", "there is no month 13"),
      ("2025-00-10", "there is no month 0"), ("2025-04-00", "there is no day 0"),
      ("2025/02/30", "2025-02 has 28 days"), ("2025-2-30", "2025-02 has 28 days"),
      ("31.02.2025", "2025-02 has 28 days"), ("31.04.25", "2025-04 has 30 days"),
      ("12.13.2025", "there is no month 13"),
      ("2025-01-05", nil), ("2024-02-29", nil), ("01.02.2025", nil), ("1/35/2025", nil),
      ("31/02/2025", nil), ("2025-02-31x", nil), ("2025--02", nil), ("2025-02-031", nil),
      ("31.02.202", nil), ("0000-02-30", nil), ("hello", nil), ("", nil),
    ])
  func impossibleDays(text: String, reason: String?) {
    #expect(withBytes(text) { DateCell.impossibleDay($0) } == reason)
  }

  @Test(
    "A day/month pair that names no real day in its column's order says why",
    arguments: [
      ("31/02/2025", DateOrder?.none, "2025-02 has 28 days"),
      ("02/31/2025", nil, "2025-02 has 28 days"), ("02/30/2025", .dmy, "there is no month 30"),
      ("30/02/2025", .dmy, "2025-02 has 28 days"), ("5/6/2025", nil, nil),
      ("5/6/2025", .mdy, nil), ("31/12/2025", nil, nil), ("25/02/30", .ymd, "2025-02 has 28 days"),
      ("24/04/31", .ymd, "2024-04 has 30 days"), ("25/12/31", .ymd, nil),
    ])
  func impossiblePairs(text: String, order: DateOrder?, reason: String?) {
    #expect(withBytes(text) { DateCell.shape($0)?.impossibleDay(order: order) } == reason)
  }

  @Test(
    "Offsets past 18 hours or 59 minutes are not offsets",
    arguments: [
      "2025-01-05T10:00:00+25:00", "2025-01-05T10:00:00-19:00", "2025-01-05T10:00:00+01:60",
      "2025-01-05T10:00:00+9999",
    ])
  func impossibleOffsets(text: String) {
    #expect(withBytes(text) { TimestampCell.shape($0) } == nil)
  }

  @Test(
    "Text that only looks like a date-time is no timestamp",
    arguments: [
      "1/5/2025 14.3", "1/5/2025 14.03.22.5", "1/5/2025 오후 14:03", "1/5/2025 13:03 PM",
      "1/5/2025 klo", "1/5/2025 2:03 pm pm", "1/5/2025 14:03.22",
    ])
  func notTimestamps(text: String) {
    #expect(withBytes(text) { TimestampCell.shape($0) } == nil)
  }

  @Test(
    "Timestamps in ISO 8601 and as spreadsheets show them",
    arguments: [
      ("2025-01-05T14:03:22.123Z", "2025-01-05T14:03:22.123Z"),
      ("2025-01-05T14:03:22Z", "2025-01-05T14:03:22.000Z"),
      ("2025-01-05T14:03:22,123Z", "2025-01-05T14:03:22.123Z"),
      ("2025-01-05T15:03:22.123+01:00", "2025-01-05T14:03:22.123Z"),
      ("2025-01-05T09:03:22.123-0500", "2025-01-05T14:03:22.123Z"),
      ("2025-01-05 09:03:22", "2025-01-05T14:03:22.000Z"),
      ("1/5/2025 9:03:22", "2025-01-05T14:03:22.000Z"),
      ("1/5/2025 9:03:22 AM", "2025-01-05T14:03:22.000Z"),
      ("1/5/2025 2:03 PM", "2025-01-05T19:03:00.000Z"),
      ("2025-07-05 09:03:22", "2025-07-05T13:03:22.000Z"),
      ("45662.5", "2025-01-05T17:00:00.000Z"),
      ("2025-01-05T14:03:22.123+14:00", "2025-01-05T00:03:22.123Z"),
      ("1/5/2025 14.03.22", "2025-01-05T19:03:22.000Z"),
      ("1/5/2025 14.03.22,5", "2025-01-05T19:03:22.500Z"),
      ("5.1.2025 klo 14.03.22", "2025-01-05T19:03:22.000Z"),
      // Time first, as Vietnamese formats write it.
      ("14:03:22 1/5/2025", "2025-01-05T19:03:22.000Z"),
      ("lúc 14:03:22 ngày 5 tháng 1, 2025", "2025-01-05T19:03:22.000Z"),
      // The longest time word first (Thai `เวลา`, 12 bytes).
      ("เวลา 14:03:22 1/5/2025", "2025-01-05T19:03:22.000Z"),
      ("2025. 1. 5 오후 2:03:22", "2025-01-05T19:03:22.000Z"),
      ("2025. 1. 5 오전 12:03:22", "2025-01-05T05:03:22.000Z"),
      ("2025/1/5 下午2:03:22", "2025-01-05T19:03:22.000Z"),
      ("2025/01/05 午後2:03:22", "2025-01-05T19:03:22.000Z"),
      ("2025/01/05 午前 9:03", "2025-01-05T14:03:00.000Z"),
      ("2025年1月5日 14:03:22", "2025-01-05T19:03:22.000Z"),
      ("Sunday, January 5, 2025 2:03:22 PM", "2025-01-05T19:03:22.000Z"),
      ("1/5/2025 2:03:22 p. m.", "2025-01-05T19:03:22.000Z"),
      ("1/5/2025 2:03 a.m.", "2025-01-05T07:03:00.000Z"),
      ("1/5/2025, 14:03:22", "2025-01-05T19:03:22.000Z"),
    ])
  func timestamps(text: String, expected: String) throws {
    let zone = ZoneOffsets(zone: try #require(TimeZone(identifier: "America/New_York")))
    let date = withBytes(text) { bytes in
      TimestampCell.shape(bytes).flatMap { shape in
        TimestampCell.wallMilliseconds(shape, order: .mdy).map {
          TimestampCell.date(wall: $0, offsetSeconds: shape.offsetSeconds, zone: zone)
        }
      }
    }
    #expect(date.map(CellFormatter.timestamp) == expected)
  }

  @Test(
    "Money with symbols, grouping and either decimal separator",
    arguments: [
      ("12.5", DecimalSeparator.point, "12.50"), ("$12.50", .point, "12.50"),
      ("1,234.56", .point, "1234.56"), ("12,50", .comma, "12.50"),
      ("1.234,56", .comma, "1234.56"), ("1 234,56 €", .comma, "1234.56"),
      ("1\u{202F}234,56\u{A0}€", .comma, "1234.56"), ("€ 12,5", .comma, "12.50"),
      ("CHF 1'234.50", .point, "1234.50"), ("(12.50)", .point, "-12.50"),
      ("CHF 1\u{2019}234\u{2019}567.50", .point, "1234567.50"),
      ("-12.50", .point, "-12.50"), ("- $12.50", .point, "-12.50"), ("US$5", .point, "5.00"),
      ("0.125", .point, "0.125"), ("1.5E+3", .point, "1500.00"),
      // Gnumeric writes a small amount in exponent form in a decimal-comma locale too.
      ("1E-07", .comma, "0.0000001"), ("1,5E+3", .comma, "1500.00"), ("2,5e-3", .comma, "0.0025"),
      ("  15000 ", .point, "15000.00"), ("12.50 USD", .point, "12.50"),
      ("0E+400", .point, "0.00"), ("1E-20", .point, "0.00000000000000000001"),
      ("12345678901234567890123", .point, "12345678901234600000000.00"),
      ("₹1,23,456.78", .point, "123456.78"), ("1,00,00,000", .point, "10000000.00"),
      ("12,34,567.00", .point, "1234567.00"), ("4,200円", .point, "4200.00"),
      ("¥4,200", .point, "4200.00"),
      ("4,200.50원", .point, "4200.50"), ("₩4,200", .point, "4200.00"),
      ("4200.00元", .point, "4200.00"), ("4 200 Ft", .comma, "4200.00"),
      ("4 200,50 Kč", .comma, "4200.50"), ("4.200,00 TL", .comma, "4200.00"),
      ("4 200,00 лв", .comma, "4200.00"), ("4.200,00 lei", .comma, "4200.00"),
      // LibreOffice's symbols in uk, sr, ka, hy, az, en-PH, ne, ar-AE, mk.
      ("12,50 грн.", .comma, "12.50"), ("4.200 РСД", .comma, "4200.00"),
      ("12,50 ლ.", .comma, "12.50"), ("12,50 դր.", .comma, "12.50"),
      ("12,50 man.", .comma, "12.50"), ("Php12.50", .point, "12.50"),
      ("रू 12.50", .point, "12.50"), ("د.إ 12.50", .point, "12.50"),
      ("12,50 МДен", .comma, "12.50"),
      // A whole amount's dash after the decimal separator: no cents.
      ("CHF 4200.-", .point, "4200.00"), ("4'200.\u{2013}", .point, "4200.00"),
      ("1.234,- €", .comma, "1234.00"), ("kr 12,-", .comma, "12.00"),
      ("12,\u{2014}", .comma, "12.00"), ("-12,-", .comma, "-12.00"),
    ])
  func money(text: String, separator: DecimalSeparator, expected: String) {
    let value = withBytes(text) { MoneyCell.parse($0, separator: separator) }
    #expect(value.map(CellFormatter.money) == expected)
  }

  @Test(
    "Text that is not money",
    arguments: [
      ("12,50", DecimalSeparator.point), ("1,23,4.5", .point), ("abc", .point), ("12.5.3", .point),
      ("$", .point), ("12 apples", .point), ("1.2E3", .comma),
      ("1E+400", .point), ("1e400", .point), ("1E-400", .point), ("-2.5E+200", .point),
      ("1\u{2019}23.5", .point), ("12\u{2019}", .point),
      // Groups of two and of three mixed, a first group too wide, or two digits last.
      ("1,23,456,789.00", .point), ("1,234,56,789", .point), ("123,45,678", .point),
      ("1,23,45", .point),
      // A whole amount's dash after the other separator, or after no digit.
      ("1.234,-", .point), ("12.-", .comma), ("12,-", .point), (".-", .point), ("12.--", .point),
      ("0,125", .point), ("0.125", .comma), ("00,125", .point), ("0 125,50", .comma),
    ])
  func notMoney(text: String, separator: DecimalSeparator) {
    #expect(withBytes(text) { MoneyCell.parse($0, separator: separator) } == nil)
  }

  @Test(
    "A money cell's separator evidence",
    arguments: [
      ("12.50", MoneyEvidence?.some(.needs(.point))), ("12,50", .needs(.comma)),
      ("1,234", .either), ("1.234", .either), ("1,234.5", .needs(.point)),
      ("1.234,5", .needs(.comma)), ("1,234,567", .needs(.point)), ("12", nil),
      ("12,-", .needs(.comma)), ("CHF 4200.-", .needs(.point)), ("1.234,\u{2013}", .needs(.comma)),
      // Separators that read as money with neither say nothing.
      ("12.3.4", nil), ("1,2,3", nil), ("1.2,5", nil), ("1,23.4.5", nil),
      // No group of thousands leads with a zero or with more than three digits.
      ("0,125", .needs(.comma)), ("0.125", .needs(.point)), ("00,125", .needs(.comma)),
      ("€0,750", .needs(.comma)), ("-0.250", .needs(.point)), ("1234,567", .needs(.comma)),
      ("1 234,567", .either), ("$1,234", .either),
    ])
  func moneyEvidence(text: String, expected: MoneyEvidence?) {
    #expect(withBytes(text) { MoneyCell.evidence($0) } == expected)
  }

  @Test(
    "Booleans, enums, integers and UUIDs in any case",
    arguments: [
      ("TRUE", "true"), ("false", "false"), (" Yes ", "true"), ("0", "false"), ("maybe", "nil"),
      ("WAHR", "true"), ("FALSCH", "false"), ("VRAI", "true"), ("FAUX", "false"),
      ("VERDADERO", "true"), ("FALSO", "false"), ("WAAR", "true"), ("ONWAAR", "false"),
      ("SANT", "true"), ("FALSKT", "false"), ("SAND", "true"), ("FALSK", "false"),
      ("TOSI", "true"), ("EPÄTOSI", "false"), ("Epätosi", "false"), ("PRAWDA", "true"),
      ("FAŁSZ", "false"), ("Fałsz", "false"), ("PRAVDA", "true"), ("NEPRAVDA", "false"),
      ("IGAZ", "true"), ("HAMIS", "false"), ("ИСТИНА", "true"), ("ЛОЖЬ", "false"),
      ("DOĞRU", "true"), ("YANLIŞ", "false"), ("SANN", "true"), ("USANN", "false"),
      // LibreOffice's and Gnumeric's words in ar, el, fa, he, hi, id, ko, lt, th, uk, zh.
      ("صح", "true"), ("خطأ", "false"), ("ΣΩΣΤΌ", "true"), ("ΛΆΘΟΣ", "false"),
      ("ΑΛΗΘΕΣ", "true"), ("ΨΕΥΔΕΣ", "false"), ("درست", "true"), ("نادرست", "false"),
      ("אמת", "true"), ("שקר", "false"), ("सही", "true"), ("गलत", "false"), ("BENAR", "true"),
      ("SALAH", "false"), ("참", "true"), ("거짓", "false"), ("TEISINGAI", "true"),
      ("NETEISINGAI", "false"), ("TAIP", "true"), ("NE", "false"), ("จริง", "true"),
      ("เท็จ", "false"), ("ІСТИНА", "true"), ("БРЕХНЯ", "false"), ("ХИБНІСТЬ", "false"),
      ("真", "true"), ("假", "false"),
      // Gnumeric's CSV files in ro, and in bs and sr@latin.
      ("ADEVĂRAT", "true"), ("adevărat", "true"), ("FALS", "false"), ("TAČNO", "true"),
      ("NETAČNO", "false"), ("Tačno", "true"),
      // LibreOffice's CSV files in vi, is, hr, sr, et, bg, hy, kk, be, km, fy and ku.
      ("ĐÚNG", "true"), ("SAI", "false"), ("RÉTT", "true"), ("RANGT", "false"),
      ("TOČNO", "true"), ("NETOČNO", "false"), ("ТАЧНО", "true"), ("НЕТАЧНО", "false"),
      ("TÕENE", "true"), ("VÄÄR", "false"), ("ВЯРНО", "true"), ("НЕВЯРНО", "false"),
      ("ՃՇՄԱՐԻՏ", "true"), ("ԿԵՂԾ", "false"), ("АҚИҚАТ", "true"), ("ЖАЛҒАН", "false"),
      ("САПРАЎДНА", "true"), ("НЕСАПРАЎДНА", "false"), ("ត្រូវ", "true"), ("ខុស", "false"),
      ("WIER", "true"), ("NET WIER", "false"), ("RAST", "true"), ("ŞAŞ", "false"),
      // Yes and no as people type them.
      ("nej", "false"), ("Nej", "false"), ("нет", "false"), ("Нет", "false"), ("아니요", "false"),
      ("da", "nil"), ("да", "true"), ("oui", "true"), ("non", "false"), ("예", "true"),
    ])
  func booleans(text: String, expected: String) {
    #expect(withBytes(text) { BoolCell.parse($0) }.map { "\($0)" } ?? "nil" == expected)
  }

  @Test("Enums ignore case and spaces")
  func enums() {
    #expect(withBytes(" Expense ") { EnumCell.parse($0, as: TransactionType.self) } == .expense)
    #expect(withBytes("MONTHLY") { EnumCell.parse($0, as: Cadence.self) } == .monthly)
    #expect(withBytes("expenses") { EnumCell.parse($0, as: TransactionType.self) } == nil)
  }

  @Test("UUIDs in any case, with or without hyphens")
  func uuids() {
    let expected = UUID(uuidString: "6F9619FF-8B86-4011-B42D-00C04FC964FF")
    for text in [
      "6f9619ff-8b86-4011-b42d-00c04fc964ff", " 6F9619FF-8B86-4011-B42D-00C04FC964FF ",
      "{6F9619FF-8B86-4011-B42D-00C04FC964FF}", "6F9619FF8B864011B42D00C04FC964FF",
    ] {
      #expect(withBytes(text) { UUIDCell.parse($0) } == expected, "\(text)")
    }
    #expect(withBytes("6F9619FF-8B86-4011-B42D-00C04FC964F") { UUIDCell.parse($0) } == nil)
  }

  @Test(
    "Integers, grouped by thousands or not, and the zero fraction a spreadsheet shows",
    arguments: [
      ("3", 3), ("3.0", 3), (" -2 ", -2), ("3,00", 3), ("2,023", 2023), ("2.023", 2023),
      ("2,023.00", 2023), ("2.023,00", 2023), ("2 023", 2023), ("2\u{A0}023", 2023),
      ("2\u{202F}023", 2023), ("2'023", 2023), ("1,234,567", 1_234_567), ("-1.234", -1234),
      ("3.000", 3000), ("1,000", 1000), ("10,000", 10000), ("1.000,00", 1000), ("3.00", 3),
      ("2023.0000", 2023), ("\u{2212}1", -1), (" \u{2212}1 234 ", -1234),
    ])
  func integers(text: String, expected: Int) {
    #expect(withBytes(text) { IntegerCell.parse($0) } == expected)
  }

  @Test(
    "Digits grouped unevenly, or with two marks, are no integer",
    arguments: [
      "2,02", "20,23", "2,0234", "2,023,45", "1,234.567", "2,023,00", "1.234,567", ",023",
      "0,012", "\u{2212}", "-\u{2212}1", "\u{2212}-1",
    ])
  func notIntegers(text: String) {
    #expect(withBytes(text) { IntegerCell.parse($0) } == nil)
  }
}
