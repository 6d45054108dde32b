import Testing

@testable import ExpenseSheets

/// A merge that passed over a sheet or workbook file holding edits needs the user's attention
/// (exit status 1 of the tool); a note that a sheet was not read does not.
@Suite("Edits not read need attention")
struct UnreadEditsAttentionTests {
  @Test(
    "A warning of edits not read needs attention; a note, or another warning, does not",
    arguments: [
      (Diagnostic.Severity.warning, Diagnostic.Code.unreadSheet, true),
      (.warning, .unreadWorkbookFile, true), (.info, .unreadSheet, false),
      (.warning, .futureTimestamp, false),
    ])
  func attention(severity: Diagnostic.Severity, code: Diagnostic.Code, needsAttention: Bool) {
    let diagnostic = Diagnostic(
      severity: severity, code: code, tab: .transactions, message: "Transactions (2) not read")
    let report = MergeReport(changes: [], counts: [:], diagnostics: [diagnostic])
    #expect(report.needsAttention == needsAttention)
  }
}
