import PropertyBased
import Testing

@testable import ExpenseSheets

/// `TextGuard.isGuarded(bytes:scan:)` decides from one scan and a byte test before it runs the
/// parsers: these check that it decides every text as the full check does.
@Suite("The text guard's prefilter")
struct TextGuardPrefilterTests {
  /// The full check: a formula's first byte or an apostrophe, or a text that reads as a value.
  static func fullCheck(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let first = bytes.first else { return false }
    if first == UInt8(ascii: "'") || TextGuard.isFormulaStart(first) { return true }
    return TextGuard.readsAsValue(bytes: bytes)
  }

  /// The decision with the prefilter, as the exporter makes it.
  static func prefiltered(_ bytes: UnsafeRawBufferPointer) -> Bool {
    TextGuard.isGuarded(bytes: bytes, scan: TextScan(bytes))
  }

  /// Expects the two decisions on `text` to agree.
  static func expectAgreement(_ text: String) {
    var bytes = text
    bytes.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      #expect(prefiltered(raw) == fullCheck(raw), "\(text)")
    }
  }

  /// Words and marks the readers accept in numbers, dates, times and booleans, in several
  /// cases, and bytes that no value holds.
  static let pieces: [String] = {
    let months =
      MonthNames.names.map(\.0) + WeekdayNames.names.map(\.0) + [
        "年", "月", "日", "년", "월", "일", "（", "）", "曜日", "feira",
      ]
    let words = [
      "de", "klo", "am", "pm", "a.m.", "p. m.", "AM", "PM", "t", "T", "z", "Z", "e", "E", "E+",
      "e-", "true", "false", "TRUE", "False", "kr", "kr.", "zł", "Fr.", "Fr", "R", "Rs", "Rs.",
      "Ft", "Kč", "TL", "лв", "lei", "円", "원", "元", "US$", "$", "EUR", "USD", "CHF", "QAR",
      "XAU", "WST", "€", "£", "¥", "₹", "오전", "오후", "午前", "午後",
      "上午", "下午", "１２", "٣", "－", "Rp", "RM", "S/", "Ksh", "B/.", "Nu.", "Lekë", "MOP$",
      "лв.", "руб.", "ج.م.", "ریال", "\u{200F}", "٫", "٬",
    ]
    let marks = [
      "-", "+", "\u{2212}", "/", ".", ",", ":", " ", "'", "\u{2019}", "\u{A0}", "\u{202F}",
      "\t", "(", ")", "%", "=", "@", "\u{2013}", "\u{2014}", ",-", ".-",
    ]
    let numbers = ["0", "1", "5", "12", "14", "03", "22", "123", "2025", "45662", "1234567"]
    let plain = ["q", "w", "x", "Q", "W", "X", "_", "#", "é", "🎁", "\u{212A}", "İ", "ſ", "B"]
    return months + months.map { $0.uppercased() } + months.map { $0.capitalized } + words
      + marks + numbers + numbers + numbers + plain
  }()

  @Test("Texts built of value pieces are guarded as the full check guards them")
  func pieceTexts() async {
    let text = Gen.element(of: Self.pieces).array(of: 1...6).map { $0.compactMap { $0 }.joined() }
    await propertyCheck(count: 20_000, input: text) { Self.expectAgreement($0) }
  }

  @Test("Random texts are guarded as the full check guards them")
  func randomTexts() async {
    let ascii = Gen.character(in: " "..."~").string(of: 0...12)
    let narrow = Gen.element(of: Array("0123456789-/.:, qwxQWXeETtZzamp$€'")).array(of: 0...10)
      .map { String($0.compactMap { $0 }) }
    let unicode = Gen.oneOf(
      Gen.character(in: "\u{0}"..."\u{D7FF}"), Gen.character(in: "\u{E000}"..."\u{1F6FF}")
    ).string(of: 0...8)
    await propertyCheck(count: 20_000, input: Gen.oneOf(ascii, narrow, unicode)) {
      Self.expectAgreement($0)
    }
  }

  @Test(
    "A value with a byte of no value anywhere in it reads as no value",
    arguments: [
      "5 Jan 2025", "Jan 5, 2025", "5 de enero de 2025", "2025-01-05T14:03:22.000Z",
      "1/5/2025 2:03:22 PM", "5.1.2025 klo 14.03.22", "USD 12.50", "CHF 1'234.50", "1.5E+3",
      "(12.50)", "12,50 €", "50%", "2:03 pm", "2025-01-05 14:03z", "45662.585", "5 Sept", "1-2",
      "5 kwi", "9 września 2023", "123czerwca",
    ])
  func insertedByte(value: String) {
    #expect(TextGuard.readsAsValue(value[...]))
    Self.expectAgreement(value)
    let bytes = Array(value.utf8)
    for inserted in Array("qx_#".utf8) {
      for position in 0...bytes.count {
        var text = bytes
        text.insert(inserted, at: position)
        text.withUnsafeBytes { raw in
          #expect(!TextGuard.readsAsValue(bytes: raw), "\(String(decoding: text, as: UTF8.self))")
          #expect(Self.prefiltered(raw) == Self.fullCheck(raw))
        }
      }
    }
  }
}
