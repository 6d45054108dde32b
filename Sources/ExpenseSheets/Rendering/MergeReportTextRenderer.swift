/// Renders a merge report for people: each changed row with its action and reason, the fields
/// with their local, sheet and merged values aligned (a long value cut to its first 60
/// characters and its length), grouped by tab, then the totals.
public struct MergeReportTextRenderer: Sendable {
  /// Whether to colour actions with ANSI escapes (only on a terminal).
  public var colored: Bool
  /// How to word a change's or a diagnostic's hints after its reason or message, in
  /// parentheses: the caller's name for each option, or `nil` to leave a hint out, as by default.
  public var hintWording: @Sendable (OptionHint) -> String?

  /// Creates a renderer.
  public init(
    colored: Bool = false, hintWording: @escaping @Sendable (OptionHint) -> String? = { _ in nil }
  ) {
    self.colored = colored
    self.hintWording = hintWording
  }

  /// The text of a merge report.
  public func render(_ report: MergeReport) -> String {
    var text = ""
    render(report) { text += $0 }
    return text
  }

  /// The text of ``render(_:)``, handed to `output` piece by piece as it is rendered: a report
  /// of a million rows is never held whole.
  public func render(_ report: MergeReport, to output: (String) -> Void) {
    let sheetWide = sheetWideDiagnostics(report)
    if !sheetWide.isEmpty {
      output("== the sheet ==\n" + sheetWide.map(painter.line(for:)).joined() + "\n")
    }
    // What only the merge could tell, reading cells against the last export and the local rows:
    // `validate` alone lists these cells otherwise, or not at all.
    let againstLocal = report.diagnostics.filter(\.isMergeReading)
    if !againstLocal.isEmpty {
      output(
        "== read against the last export and the local rows ==\n"
          + againstLocal.map(painter.line(for:)).joined() + "\n")
    }
    let changes = report.changes
    let notices = RowNotices(report, excluding: sheetWide + againstLocal)
    painter.sections(
      count: changes.count, title: { changes[$0].tab.rawValue },
      lines: { lines(for: changes[$0], notices: notices.of(changes[$0])) }, to: output)
    if !changes.isEmpty { output("\n") }
    output(totals(report) + "\n")
    let shownNotErrors =
      sheetWide.count { $0.severity != .error } + againstLocal.count
      + changes.reduce(0) { $0 + notices.of($1).count }
    if let unshown = unshownCount(report, shown: shownNotErrors) { output(unshown + "\n") }
  }

  /// How many of the sheet's warnings and notes are of rows that loaded, other than the
  /// `shown` ones, and where to see them; `nil` if none.
  private func unshownCount(_ report: MergeReport, shown: Int) -> String? {
    // A rejected row's own warnings and notes are not of a row that loaded.
    var rejected: [Tab: Set<Int>] = [:]
    for change in report.changes where change.action == .rejected {
      if let row = change.sheetRow { rejected[change.tab, default: []].insert(row) }
    }
    let notErrors = report.diagnostics.count { diagnostic in
      guard diagnostic.severity != .error else { return false }
      guard let tab = diagnostic.tab, let row = diagnostic.row else { return true }
      return rejected[tab]?.contains(row) != true
    }
    let unshown = notErrors - shown
    guard unshown > 0 else { return nil }
    return
      "\(unshown) warning(s) or note(s) on rows that loaded are not shown here: validating the sheet lists them"
  }

  /// The lines of one changed row: its action and reason, its fields, its diagnostics, then
  /// `notices`, the sheet's warnings and notes on the row.
  func lines(for change: RowChange, notices: [Diagnostic] = []) -> String {
    let row = change.sheetRow.map { " (row \($0))" } ?? ""
    let style: DiagnosticTextRenderer.Style =
      switch change.action {
      case .rejected, .conflict: .red
      case .suspicious, .deleted: .yellow
      case .inserted, .updated: .green
      default: .cyan
      }
    var out = painter.paint(change.action.rawValue.padding(toLength: 10), style)
    out +=
      " \(change.keyText)\(row): \(change.reason)\(painter.worded(change.hint.map { [$0] } ?? []))\n"
    let width = change.fields.map(\.field.count).max() ?? 0
    for field in change.fields {
      // Long values are cut, as messages cut them: the JSON report keeps them whole. When a
      // value's spaces or invisible characters may be what changed, all three are quoted.
      let needsEscaping = { (value: String?) in value.map(VisibleText.needsEscaping) ?? false }
      let isQuoted =
        needsEscaping(field.local) || needsEscaping(field.sheet) || needsEscaping(field.merged)
      let shown = { (value: String?) in
        value.map { isQuoted ? VisibleText.quoted($0) : shortened($0) } ?? "-"
      }
      out +=
        "    \(field.field.padding(toLength: width))  local: \(shown(field.local))  sheet: \(shown(field.sheet))  merged: \(shown(field.merged))\n"
    }
    for diagnostic in (change.diagnostics ?? []) + notices {
      out += "    " + painter.line(for: diagnostic).indentingLinesAfterFirst(by: "    ")
    }
    return out
  }

  /// The sheet's diagnostics about whole tabs and columns, which no changed row shows: a
  /// duplicate, missing or misplaced column, a missing tab, malformed CSV, and every error or
  /// warning that names no row (a Settings tab of no row).
  private func sheetWideDiagnostics(_ report: MergeReport) -> [Diagnostic] {
    let codes: Set<Diagnostic.Code> = [
      .missingColumn, .duplicateColumn, .tooManyCells, .headerRow, .missingTab, .malformedCSV,
      .unreadSheet,
    ]
    return report.diagnostics.filter {
      codes.contains($0.code) || ($0.row == nil && $0.severity != .info)
    }
  }

  /// The diagnostics renderer, for its colours and its lines.
  private var painter: DiagnosticTextRenderer {
    DiagnosticTextRenderer(colored: colored, hintWording: hintWording)
  }

  private func totals(_ report: MergeReport) -> String {
    let shown: [MergeAction] = [
      .inserted, .updated, .deleted, .conflict, .suspicious, .rejected, .keptLocal, .unchanged,
    ]
    var lines = ["totals:"]
    for tab in Tab.allCases {
      let parts = shown.compactMap { action -> String? in
        let count = report.summary.totals[tab, action]
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

  /// The string with `indent` after each newline but a final one.
  fileprivate func indentingLinesAfterFirst(by indent: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 2 * indent.utf8.count)
    let last = utf8.count - 1
    for (offset, byte) in utf8.enumerated() {
      bytes.append(byte)
      if byte == UInt8(ascii: "\n"), offset != last { bytes += indent.utf8 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
