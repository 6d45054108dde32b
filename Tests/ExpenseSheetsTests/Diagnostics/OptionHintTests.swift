import Foundation
import Testing

@testable import ExpenseSheets

/// The library states a choice as a typed hint and names no command-line flag; a renderer words
/// the hint as its caller asks.
@Suite("Option hints")
struct OptionHintTests {
  static let all: [OptionHint] = [
    .dateOrder(.dmy), .dateOrder(.mdy), .decimalSeparator(.comma), .decimalSeparator(.point),
    .acceptSuspicious, .allowDeletions, .allowMassDeletions,
  ]

  @Test("Each hint reads back from its code, in JSON too", arguments: all)
  func code(_ hint: OptionHint) throws {
    #expect(OptionHint(code: hint.code) == hint)
    let json = try JSONEncoder().encode([hint])
    #expect(String(decoding: json, as: UTF8.self) == "[\"\(hint.code)\"]")
    #expect(try JSONDecoder().decode([OptionHint].self, from: json) == [hint])
  }

  @Test(
    "Codes that name no option read as none", arguments: ["", "date-order", "date-order:x", "x"])
  func unknownCode(_ code: String) {
    #expect(OptionHint(code: code) == nil)
  }

  @Test("An undecided date order hints at both orders, and its message names no flag")
  func ambiguousDate() throws {
    let csv = "transactionId,type,date,amount,category\r\n,expense,3/4/2025,1.00,Food\r\n"
    let decoded = try WorkbookReader().read(tabs: [.transactions: Array(csv.utf8)])
    let diagnostic = try #require(
      decoded.transactions?.diagnostics.first { $0.code == .ambiguousDateOrder })
    #expect(diagnostic.hints == [.dateOrder(.dmy), .dateOrder(.mdy)])
    #expect(!diagnostic.message.contains("--"))
    let worded = DiagnosticTextRenderer(hintWording: { "order \($0.code)" }).line(for: diagnostic)
    #expect(worded.contains("(order date-order:dmy or order date-order:mdy)"))
    #expect(!DiagnosticTextRenderer().line(for: diagnostic).contains("dmy"))
  }

  @Test("A diagnostic's hints are written to JSON by their codes; JSON without them reads as none")
  func json() throws {
    let hinted = Diagnostic(
      severity: .info, code: .decidedReading, message: "m", hints: [.decimalSeparator(.comma)])
    let plain = Diagnostic(severity: .info, code: .decidedReading, message: "m")
    let report = ValidationReport(diagnostics: [hinted, plain], rowsLoaded: [:], rowsRejected: [:])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.jsonString().utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["hints"] as? [String] == ["decimal-separator:comma"])
    #expect(diagnostics.last?["hints"] as? [String] == [])
    let older = Data(#"{"code":"new-row","message":"m","severity":"info","suggestions":[]}"#.utf8)
    #expect(try JSONDecoder().decode(Diagnostic.self, from: older).hints == [])
  }
}
