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
    var loaded: [String: Int] = [
      Tab.transactions.rawValue: sheet.ledger.transactions.count,
      Tab.receipts.rawValue: sheet.ledger.receipts.count,
      Tab.categories.rawValue: sheet.ledger.categories.count,
      Tab.recurringRules.rawValue: sheet.ledger.recurringRules.count,
      Tab.settings.rawValue: sheet.ledger.settings == nil ? 0 : 1,
    ]
    var rejected = Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0.rawValue, 0) })
    for row in sheet.rejectedRows { rejected[row.tab.rawValue, default: 0] += 1 }
    if sheet.ledger.settings == nil { loaded[Tab.settings.rawValue] = 0 }
    summary = Summary(
      errors: sheet.diagnostics.count { $0.severity == .error },
      warnings: sheet.diagnostics.count { $0.severity == .warning },
      notes: sheet.diagnostics.count { $0.severity == .info },
      rowsLoaded: loaded, rowsRejected: rejected)
    diagnostics = sheet.diagnostics
  }

  /// The report as pretty-printed JSON with sorted keys.
  public func jsonString() -> String {
    ReportJSON.string(self)
  }
}
