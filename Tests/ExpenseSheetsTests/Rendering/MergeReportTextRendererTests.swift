import Foundation
import Testing

@testable import ExpenseSheets

@Suite("The merge report as text")
struct MergeReportTextRendererTests {
  @Test(
    "A report of many changes, rendered in chunks, reads as rendered in one pass",
    arguments: [3, 60_000])
  func chunks(count: Int) {
    // Tabs change every 7,001 changes, so that sections start inside chunks and at their edges.
    let changes = (0..<count).map { index in
      let tab = Tab.allCases[min(Tab.allCases.count - 1, index / 7_001)]
      return RowChange(
        tab: tab,
        key: RowKey(
          tab: tab,
          value: tab == .categories
            ? "key \(index)" : String(format: "BBBBBBBB-0000-4000-8000-%012d", index)),
        sheetRow: index % 5 == 0 ? nil : index + 2,
        action: index % 2 == 0 ? .rejected : .updated, reason: "reason \(index)",
        fields: index % 2 == 0
          ? [] : [FieldChange(field: "amount", local: "1.00", sheet: "2.00", merged: "2.00")],
        diagnostics: index % 2 == 0
          ? [
            Diagnostic(
              severity: .error, code: .invalidValue, tab: .transactions, row: index + 2,
              message: "bad\nvalue",
              fix: Diagnostic.Fix(summary: "fix it", edits: []))
          ] : nil)
    }
    let report = MergeReport(changes: changes, counts: [:], diagnostics: [])
    for renderer in [MergeReportTextRenderer(), MergeReportTextRenderer(colored: true)] {
      var expected = ""
      for (index, change) in changes.enumerated() {
        if index == 0 || changes[index - 1].tab != change.tab {
          if index > 0 { expected += "\n" }
          expected +=
            DiagnosticTextRenderer(colored: renderer.colored).paint(
              "== \(change.tab.rawValue) ==", .bold) + "\n"
        }
        expected += renderer.lines(for: change)
      }
      #expect(renderer.render(report).hasPrefix(expected + "\ntotals:\n"))
    }
  }

  @Test(
    "A value past 60 characters is cut to its first 60 and its length, as messages cut cells",
    arguments: [
      (
        String(repeating: "n", count: 40_000),
        "\"\(String(repeating: "n", count: 60))…\" (40000 characters)"
      ),
      (
        String(repeating: "n", count: 61),
        "\"\(String(repeating: "n", count: 60))…\" (61 characters)"
      ),
      (String(repeating: "n", count: 60), String(repeating: "n", count: 60)),
      (String(repeating: "é", count: 60), String(repeating: "é", count: 60)),
      ("short note", "short note"),
    ])
  func longValues(value: String, shown: String) throws {
    let change = RowChange(
      tab: .categories, key: .category("k"), sheetRow: 2, action: .updated, reason: "r",
      fields: [FieldChange(field: "note", local: "a", sheet: value, merged: value)])
    #expect(
      MergeReportTextRenderer().lines(for: change)
        == "updated    k (row 2): r\n    note  local: a  sheet: \(shown)  merged: \(shown)\n")
    let report = MergeReport(changes: [change], counts: [:], diagnostics: [])
    #expect(report.jsonString(isPretty: false).contains("\"sheet\":\"\(value)\""))
  }

  @Test(
    "A change of spaces or invisible characters shows every value quoted, those characters escaped",
    arguments: [
      ("Lunch", "Lunch ", "\"Lunch\"", "\"Lunch \""),
      ("Lunch box", "Lunch\u{00A0}box", "\"Lunch box\"", "\"Lunch\\u{00A0}box\""),
      ("Lunch box", "Split bill\nAlex paid", "\"Lunch box\"", "\"Split bill\\nAlex paid\""),
      ("Lunch box", "a\u{200B}\"b\"\\", "\"Lunch box\"", "\"a\\u{200B}\\\"b\\\"\\\\\""),
      ("Lunch box", "Lunch", "Lunch box", "Lunch"),
      (
        "Lunch box", " " + String(repeating: "n", count: 70), "\"Lunch box\"",
        "\" " + String(repeating: "n", count: 59) + "…\" (71 characters)"
      ),
    ])
  func invisibleCharacters(local: String, sheet: String, shownLocal: String, shownSheet: String) {
    let change = RowChange(
      tab: .categories, key: .category("k"), sheetRow: 2, action: .updated, reason: "r",
      fields: [FieldChange(field: "note", local: local, sheet: sheet, merged: sheet)])
    #expect(
      MergeReportTextRenderer().lines(for: change)
        == "updated    k (row 2): r\n    note  local: \(shownLocal)  sheet: \(shownSheet)  merged: \(shownSheet)\n"
    )
  }

  @Test("A sheet left unread is shown with the sheet's problems, and not counted as unshown")
  func unreadSheet() {
    let warning = Diagnostic(
      severity: .warning, code: .unreadSheet, tab: .transactions, message: "copy differs")
    let note = Diagnostic(
      severity: .info, code: .decidedReading, tab: .transactions, row: 3, message: "read so")
    let report = MergeReport(changes: [], counts: [:], diagnostics: [warning, note])
    let text = MergeReportTextRenderer().render(report)
    #expect(text.hasPrefix("== the sheet ==\nwarning[unread-sheet]: Transactions: copy differs\n"))
    #expect(text.contains("\n1 warning(s) or note(s) on rows that loaded are not shown here"))
  }

  @Test("A changed row shows the sheet's warnings on it; other rows' are counted as unshown")
  func warningsOnChangedRows() {
    let id = "6B74957D-4B9B-48B5-9379-BD7A2F0F2C9F"
    let changes = [
      RowChange(
        tab: .transactions, key: .transaction(UUID(uuidString: id)!), sheetRow: 2,
        action: .updated, reason: "edited",
        fields: [FieldChange(field: "recurringRuleId", local: "A", sheet: "B", merged: "B")]),
      RowChange(
        tab: .transactions, key: nil, sheetRow: 4, action: .rejected, reason: "r",
        diagnostics: [
          Diagnostic(
            severity: .error, code: .invalidValue, tab: .transactions, row: 4, message: "bad")
        ]),
    ]
    let onChanged = Diagnostic(
      severity: .warning, code: .unknownRecurringRule, tab: .transactions, row: 2,
      cell: "Transactions!L2", message: "recurringRuleId names no recurring rule")
    let onUnchanged = Diagnostic(
      severity: .info, code: .decidedReading, tab: .transactions, row: 3, message: "read so")
    let onRejected = Diagnostic(
      severity: .warning, code: .unknownRecurringRule, tab: .transactions, row: 4, message: "w")
    // What the change's own line says: counted, not shown again.
    let newRow = Diagnostic(
      severity: .info, code: .newRow, tab: .transactions, row: 2, message: "typed")
    let report = MergeReport(
      changes: changes, counts: [:], diagnostics: [onChanged, onUnchanged, onRejected, newRow])
    let text = MergeReportTextRenderer().render(report)
    #expect(
      text.contains(
        "merged: B\n    warning[unknown-recurring-rule]: Transactions!L2: recurringRuleId names no recurring rule\n"
      ))
    #expect(!text.contains("warning[unknown-recurring-rule]: Transactions row 4"))
    #expect(!text.contains("note[new-row]"))
    #expect(text.contains("\n2 warning(s) or note(s) on rows that loaded are not shown here"))
  }

  @Test("A diagnostic's lines under a change are indented, the last newline kept")
  func indentedDiagnostic() {
    let change = RowChange(
      tab: .categories, key: .category("k"), sheetRow: 2, action: .rejected, reason: "r",
      diagnostics: [
        Diagnostic(
          severity: .error, code: .invalidValue, tab: .transactions, row: 2,
          cell: "Transactions!F2",
          message: "\"x\" is not an amount",
          fix: Diagnostic.Fix(summary: "write a number", edits: []))
      ])
    #expect(
      MergeReportTextRenderer().lines(for: change)
        == "rejected   k (row 2): r\n    error[invalid-value]: Transactions!F2: \"x\" is not an amount\n      help: write a number\n"
    )
  }
}
