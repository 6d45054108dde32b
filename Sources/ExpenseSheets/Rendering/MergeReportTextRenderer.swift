/// Renders a merge report for people: each changed row with its action and reason, the fields
/// with their local, sheet and merged values aligned, grouped by tab, then the totals.
public struct MergeReportTextRenderer: Sendable {
  /// Whether to colour actions with ANSI escapes (only on a terminal).
  public var colored: Bool

  /// Creates a renderer.
  public init(colored: Bool = false) {
    self.colored = colored
  }

  /// The text of a merge report.
  public func render(_ report: MergeReport) -> String {
    let paint = DiagnosticTextRenderer(colored: colored)
    var out = ""
    var currentTab: Tab?
    for change in report.changes {
      if change.tab != currentTab {
        if currentTab != nil { out += "\n" }
        out += paint.paint("== \(change.tab.rawValue) ==", .bold) + "\n"
        currentTab = change.tab
      }
      let row = change.sheetRow.map { " (row \($0))" } ?? ""
      let style: DiagnosticTextRenderer.Style =
        switch change.action {
        case .rejected, .conflict: .red
        case .suspicious, .deleted: .yellow
        case .inserted, .updated: .green
        default: .cyan
        }
      out += paint.paint(change.action.rawValue.padding(toLength: 10), style)
      out += " \(change.key)\(row): \(change.reason)\n"
      let width = change.fields.map(\.field.count).max() ?? 0
      for field in change.fields {
        out +=
          "    \(field.field.padding(toLength: width))  local: \(field.local ?? "-")  sheet: \(field.sheet ?? "-")  merged: \(field.merged ?? "-")\n"
      }
      for diagnostic in change.diagnostics ?? [] {
        out += "    " + paint.line(for: diagnostic).replacingNewlines(with: "\n    ")
      }
    }
    if !report.changes.isEmpty { out += "\n" }
    out += totals(report) + "\n"
    return out
  }

  private func totals(_ report: MergeReport) -> String {
    let shown: [MergeAction] = [
      .inserted, .updated, .deleted, .conflict, .suspicious, .rejected, .keptLocal, .unchanged,
    ]
    var lines = ["totals:"]
    for tab in Tab.allCases {
      let counts = report.summary.totals[tab.rawValue] ?? [:]
      let parts = shown.compactMap { action -> String? in
        let count = counts[action.rawValue] ?? 0
        return count == 0 ? nil : "\(count) \(action.rawValue)"
      }
      lines.append(
        "  \(tab.rawValue.padding(toLength: 14)) \(parts.isEmpty ? "nothing" : parts.joined(separator: ", "))"
      )
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// The string with each newline but a final one replaced.
  fileprivate func replacingNewlines(with replacement: String) -> String {
    var text = self
    let hadFinal = text.hasSuffix("\n")
    if hadFinal { text.removeLast() }
    return text.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: replacement)
      + (hadFinal ? "\n" : "")
  }
}
