import ExpenseSheets

extension Terminal {
  /// Prints a validation report to standard output as text or JSON, piece by piece as it is
  /// rendered: a report of millions of diagnostics is never held whole.
  static func print(_ report: ValidationReport, as format: OutputFormat) {
    switch format {
    case .text:
      DiagnosticTextRenderer(colored: colorsStandardOutput, hintWording: { $0.flag }).render(
        report, to: standardOutput)
    case .json:
      report.writeJSON(to: standardOutput(bytes:))
      standardOutput("\n")
    }
  }

  /// Prints a merge report to standard output as text or JSON, piece by piece as it is
  /// rendered.
  static func print(_ report: MergeReport, as format: OutputFormat) {
    switch format {
    case .text:
      MergeReportTextRenderer(colored: colorsStandardOutput, hintWording: { $0.flag }).render(
        report, to: standardOutput)
    case .json:
      report.writeJSON(to: standardOutput(bytes:))
      standardOutput("\n")
    }
  }
}
