import Testing

@testable import ExpenseSheets

@Suite("The text report")
struct DiagnosticTextRendererTests {
  /// The report as one pass writes it: a section header wherever the tab changes, then lines.
  static func inOnePass(_ report: ValidationReport, _ renderer: DiagnosticTextRenderer) -> String {
    var out = ""
    for (index, diagnostic) in report.diagnostics.enumerated() {
      if index == 0 || report.diagnostics[index - 1].tab != diagnostic.tab {
        if index > 0 { out += "\n" }
        out += renderer.paint("== \(diagnostic.tab?.rawValue ?? "Workbook") ==", .bold) + "\n"
      }
      out += renderer.line(for: diagnostic)
    }
    return out
  }

  @Test(
    "A report of many diagnostics, rendered in chunks, reads as rendered in one pass",
    arguments: [10, 60_000, 100_003, 300_001])
  func chunks(count: Int) {
    // Tabs change every 7,001 diagnostics, so that sections start inside chunks and at their
    // edges; the workbook-wide ones come first, as sorted.
    let tabs: [Tab?] = [nil] + Tab.allCases
    let diagnostics = (0..<count).map { index in
      let tab = tabs[min(tabs.count - 1, index / 7_001)]
      return Diagnostic(
        severity: index % 3 == 0 ? .error : .warning, code: .invalidValue, tab: tab,
        row: index + 2, column: "amount", cell: tab.map { "\($0.rawValue)!F\(index + 2)" },
        value: "x", message: "message \(index)")
    }
    let report = ValidationReport(diagnostics: diagnostics, rowsLoaded: [:], rowsRejected: [:])
    for renderer in [DiagnosticTextRenderer(), DiagnosticTextRenderer(colored: true)] {
      let rendered = renderer.render(report)
      var pieces: [String] = []
      renderer.render(report) { pieces.append($0) }
      #expect(pieces.joined() == rendered)
      let expected = Self.inOnePass(report, renderer)
      #expect(rendered.hasPrefix(expected + "\n"))
      #expect(
        rendered.split(separator: "\n", omittingEmptySubsequences: false).count
          == expected.split(separator: "\n", omittingEmptySubsequences: false).count + 2)
    }
  }

  @Test(
    "Past four rows in a row waiting on the same, one line stands for all but three",
    arguments: [(3, 4, false), (4, 5, false), (5, 5, true), (130, 5, true)])
  func repeatedWaits(count: Int, lines: Int, folds: Bool) {
    let waiting = (0..<count).map { index in
      Diagnostic(
        severity: .error, code: .dependsOnRejectedRow, tab: .receipts, row: index + 2,
        column: "transactionId", cell: "Receipts!B\(index + 2)", value: nil,
        message: "no transaction is loaded: the Transactions tab is rejected as a whole")
    }
    // Another message ends the run: it is shown.
    let other = Diagnostic(
      severity: .error, code: .dependsOnRejectedRow, tab: .receipts, row: count + 2,
      column: "transactionId", cell: "Receipts!B\(count + 2)", value: nil,
      message: "its transaction (Transactions row 9) has errors and is not loaded")
    let report = ValidationReport(
      diagnostics: waiting + [other], rowsLoaded: [:], rowsRejected: [:])
    let text = DiagnosticTextRenderer().render(report)
    let errorLines = text.split(separator: "\n").filter { $0.hasPrefix("error[") }
    #expect(errorLines.count == (folds ? 3 : count) + 1)
    #expect(errorLines.last?.hasSuffix("has errors and is not loaded") == true)
    let fold = text.split(separator: "\n").filter { $0.hasPrefix("  … and") }
    #expect(
      fold == (folds ? ["  … and \(count - 3) more like it, to Receipts!B\(count + 1)"] : []))
    #expect(errorLines.count + fold.count == lines)
  }
}
