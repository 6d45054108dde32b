import Foundation

/// The result of validation as a document: a summary and every diagnostic. It is what
/// `expense-sheets validate --format json` prints.
public struct ValidationReport: Sendable, Hashable, Codable {
  /// Counts for a quick look.
  public var summary: Summary
  /// Every diagnostic, by tab, then sheet row.
  public var diagnostics: [Diagnostic]

  /// Counts of diagnostics and rows.
  public struct Summary: Sendable, Hashable, Codable {
    /// Diagnostics with severity `error`.
    public var errors: Int
    /// Diagnostics with severity `warning`.
    public var warnings: Int
    /// Diagnostics with severity `info`.
    public var notes: Int
    /// Rows that can be loaded, per tab name.
    public var rowsLoaded: [String: Int]
    /// Rows left out because of errors, per tab name.
    public var rowsRejected: [String: Int]
  }

  /// The report of a validated sheet.
  public init(_ sheet: ValidatedSheet) {
    var rejected: [Tab: Int] = [:]
    for row in sheet.rejectedRows { rejected[row.tab, default: 0] += 1 }
    self.init(
      diagnostics: sheet.diagnostics,
      rowsLoaded: [
        .transactions: sheet.ledger.transactions.count, .receipts: sheet.ledger.receipts.count,
        .categories: sheet.ledger.categories.count,
        .recurringRules: sheet.ledger.recurringRules.count,
        .settings: sheet.ledger.settings == nil ? 0 : 1,
      ], rowsRejected: rejected)
  }

  /// A report of diagnostics and row counts by tab; a tab left out counts no rows.
  init(diagnostics: [Diagnostic], rowsLoaded: [Tab: Int], rowsRejected: [Tab: Int]) {
    func byName(_ counts: [Tab: Int]) -> [String: Int] {
      Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
    }
    // One pass that reads each severity in place: `count(where:)` copies every diagnostic
    // (its strings retained and released), which for millions of them took a second.
    var (errors, warnings, notes) = (0, 0, 0)
    for index in diagnostics.indices {
      switch diagnostics[index].severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .info: notes += 1
      }
    }
    summary = Summary(
      errors: errors, warnings: warnings, notes: notes, rowsLoaded: byName(rowsLoaded),
      rowsRejected: byName(rowsRejected))
    self.diagnostics = diagnostics
  }

  /// The report as pretty-printed JSON with sorted keys.
  public func jsonString() -> String {
    ReportJSON.string(self)
  }

  /// The bytes of ``jsonString()``, handed to `output` piece by piece as they are written: a
  /// report of millions of diagnostics is never held whole.
  public func writeJSON(to output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
    ReportJSON.write(self) { $0.withUnsafeBytes(output) }
  }
}
