import PropertyBased
import Testing

@testable import ExpenseStore

/// `DeflatedReport`: a merge report's JSON deflated for the history and inflated back.
@Suite struct DeflatedReportTests {
  static func roundTrip(_ text: String) -> String? {
    DeflatedReport.deflate(text).withUnsafeBytes(DeflatedReport.inflate)
  }

  /// A report of `rows` changes, as `MergeReport.historyJSON` writes one.
  static func report(rows: Int) -> String {
    let change = #"{"action":"updated","fields":[{"field":"note","local":"Café ☕","#
    return "{\"changes\":["
      + (0..<rows).map { "\(change)\"merged\":\"\($0)\",\"key\":\"row \($0)\"}]}" }
      .joined(separator: ",") + "]}"
  }

  @Test(
    "Any text comes back as it was",
    arguments: ["", "{}", "\u{0}", "Café ☕ 日本 🇳🇴", Self.report(rows: 30_000)])
  func roundTrip(text: String) {
    #expect(Self.roundTrip(text) == text)
  }

  @Test("Arbitrary Unicode comes back as it was")
  func arbitraryUnicode() async {
    let text = Gen.oneOf(
      Gen.character(in: "\u{0}"..."\u{D7FF}"), Gen.character(in: "\u{E000}"..."\u{1F6FF}")
    )
    .string(of: 0...300)
    await propertyCheck(input: text) { text in
      #expect(Self.roundTrip(text) == text)
    }
  }

  @Test("A large report keeps to a small part of its size")
  func largeReportShrinks() {
    let report = Self.report(rows: 30_000)
    #expect(DeflatedReport.deflate(report).count * 5 < report.utf8.count)
  }

  @Test("Damaged bytes are no report", arguments: ["cut", "flipped", "trailing", "empty", "text"])
  func damaged(damage: String) {
    var bytes = DeflatedReport.deflate(Self.report(rows: 200))
    switch damage {
    case "cut": bytes.removeLast(bytes.count / 2)
    case "flipped": bytes[bytes.count / 2] ^= 0xFF
    case "trailing": bytes += [1, 2, 3]
    case "empty": bytes = []
    default: bytes = Array(#"{"changes":[]}"#.utf8)
    }
    #expect(bytes.withUnsafeBytes(DeflatedReport.inflate) == nil)
  }
}
