/// Renders diagnostics for people, like a compiler: one line per problem, a `help:` line with
/// the fix, grouped by tab in sheet order, and a summary line. Past four rows in a row that
/// wait on the same rejected tab, one line stands for all but three (see `RepeatedWaits`).
///
/// ```text
/// error[unknown-category]: Transactions!G14: "food" is not a category
///   help: did you mean "Food"? (names are case-sensitive)
/// ```
public struct DiagnosticTextRenderer: Sendable {
  /// Whether to colour severities with ANSI escapes (only on a terminal).
  public var colored: Bool
  /// How to word a diagnostic's hints after its message, in parentheses: the caller's name for
  /// each option (a setting, a flag), or `nil` to leave a hint out, as by default.
  public var hintWording: @Sendable (OptionHint) -> String?

  /// Creates a renderer.
  public init(
    colored: Bool = false, hintWording: @escaping @Sendable (OptionHint) -> String? = { _ in nil }
  ) {
    self.colored = colored
    self.hintWording = hintWording
  }

  /// The text of a validation report, ending with its summary line.
  public func render(_ report: ValidationReport) -> String {
    var text = ""
    render(report) { text += $0 }
    return text
  }

  /// The text of ``render(_:)``, handed to `output` piece by piece as it is rendered: a report
  /// of millions of diagnostics is never held whole.
  public func render(_ report: ValidationReport, to output: (String) -> Void) {
    let diagnostics = report.diagnostics
    let waits = RepeatedWaits(diagnostics)
    sections(
      count: waits.count(of: diagnostics),
      title: { diagnostics[waits.line($0).index].tab?.rawValue ?? "Workbook" },
      lines: { position in
        let shown = waits.line(position)
        let text = line(for: diagnostics[shown.index])
        guard shown.folded > 0 else { return text }
        return text
          + "  … and \(shown.folded) more like it, to \(diagnostics[shown.lastFolded].cell ?? "the tab's last")\n"
      }, to: output)
    if !diagnostics.isEmpty { output("\n") }
    output(summaryLine(report.summary) + "\n")
  }

  /// The lines of `count` items, each section of items with one title under its `== title ==`
  /// header, a blank line between sections, handed to `output` piece by piece.
  ///
  /// A report of hundreds of thousands of items renders in chunks side by side, handed on in
  /// order a batch of chunks at a time; a chunk starts a section when the item before it has
  /// another title.
  func sections(
    count: Int, title: @Sendable (Int) -> String, lines: @Sendable (Int) -> String,
    to output: (String) -> Void
  ) {
    ChunkedWork.inBatches(
      0..<count, sideBySideFrom: 50_000,
      each: { (text: String) in
        output(text)
        return true
      },
      { range in
        var out = ""
        for index in range {
          if index == 0 || title(index - 1) != title(index) {
            if index > 0 { out += "\n" }
            out += paint("== \(title(index)) ==", .bold) + "\n"
          }
          out += lines(index)
        }
        return out
      })
  }

  /// The lines of one diagnostic: the problem, then its help.
  public func line(for diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
    let style: Style =
      switch diagnostic.severity {
      case .error: .red
      case .warning: .yellow
      case .info: .cyan
      }
    var location =
      diagnostic.cell ?? diagnostic.tab.map { tab in
        diagnostic.row.map { "\(tab.rawValue) row \($0)" } ?? tab.rawValue
      } ?? ""
    if !location.isEmpty { location += ": " }
    var text =
      paint("\(severity)[\(diagnostic.code.rawValue)]", style)
      + ": \(location)\(diagnostic.message)\(worded(diagnostic.hints))\n"
    if let help = help(for: diagnostic) { text += "  " + paint("help:", .bold) + " \(help)\n" }
    return text
  }

  /// The hints in the caller's words, ` (` and `)` around them joined by `or`; empty when
  /// none is worded.
  func worded(_ hints: [OptionHint]) -> String {
    let words = hints.compactMap(hintWording)
    return words.isEmpty ? "" : " (\(words.joined(separator: " or ")))"
  }

  private func help(for diagnostic: Diagnostic) -> String? {
    let suggested = diagnostic.suggestions.map { "\"\(controlsEscaped($0))\"" }.joined(
      separator: " or ")
    if diagnostic.code == .unknownCategory {
      guard !suggested.isEmpty else {
        return "add it to Categories, or use one of the names there (names are case-sensitive)"
      }
      return "did you mean \(suggested)? (names are case-sensitive)"
    }
    guard let fix = diagnostic.fix else {
      return suggested.isEmpty ? nil : "did you mean \(suggested)?"
    }
    let edits = fix.edits.map { "\($0.cell) = \(controlsEscaped($0.value))" }.joined(
      separator: ", ")
    return edits.isEmpty ? fix.summary : "\(fix.summary): \(edits)"
  }

  private func summaryLine(_ summary: ValidationReport.Summary) -> String {
    func count(_ value: Int, _ noun: String) -> String {
      "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
    let rejected = summary.rowsRejected.values.reduce(0, +)
    let loaded = summary.rowsLoaded.values.reduce(0, +)
    let text =
      "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note")); "
      + "\(count(loaded, "row")) loadable, \(count(rejected, "row")) not loaded"
    return paint(text, summary.errors > 0 ? .red : .green)
  }

  enum Style: String {
    case red = "31"
    case yellow = "33"
    case cyan = "36"
    case green = "32"
    case bold = "1"
  }

  func paint(_ text: String, _ style: Style) -> String {
    colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
