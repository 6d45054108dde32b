import Foundation

/// What the validator makes of a decoded workbook: the rows that can be loaded, and every problem.
public struct ValidatedSheet: Sendable, Hashable {
  /// The rows without errors; rows with errors are left out.
  public var ledger: Ledger
  /// Every problem, in tab order, then sheet row order.
  public var diagnostics: [Diagnostic]
  /// The rows left out because of errors.
  public var rejectedRows: [RejectedRow]
  /// Keys of loaded rows that a person typed without id or timestamps.
  public var typedKeys: Set<RowKey>
  /// What each row of `typedKeys` lacked, by key, for the merge report to say.
  package var typedRowGaps: [RowKey: TypedRowGaps] = [:]
  /// The sheet row of each loaded row, for reports: per tab, parallel to the ledger's rows.
  public var sheetRows: [Tab: [Int]]
  /// The tabs the sheet held; a tab that was not given deletes nothing.
  public var presentTabs: Set<Tab>
  /// The tabs rejected as a whole, a required column missing: each of their rows is rejected,
  /// and such a tab deletes nothing.
  public var rejectedTabs: Set<Tab>
  /// The known columns each present tab lacks, by canonical name: the sheet says nothing about
  /// them, so a merge keeps their local values.
  public var absentColumns: [Tab: Set<String>]
  /// The timestamp cells of each tab that carried no zone, which a merge reads again with the
  /// offset the rows equal to the last export show.
  package var floatingTimestamps: [Tab: FloatingTimestamps] = [:]
  /// The date cells of each tab's loaded rows that spell their year in two digits, by sheet
  /// row: a merge does not change a stored date on their word alone.
  package var twoDigitYearDates: [Tab: TwoDigitYearDates] = [:]
  /// The id of the export each tab's file comes from, for the tabs whose header names one: a
  /// merge compares each tab with the rows of that export.
  public var exportIds: [Tab: UUID]
  /// The diagnostics of each rejected row, by tab and sheet row.
  public var rejectionReasons: [Tab: [Int: [Diagnostic]]] {
    var reasons: [Tab: [Int: [Diagnostic]]] = [:]
    for diagnostic in diagnostics where diagnostic.severity == .error {
      if let tab = diagnostic.tab, let row = diagnostic.row {
        reasons[tab, default: [:]][row, default: []].append(diagnostic)
      }
    }
    return reasons
  }

  /// Creates a validated sheet.
  public init(
    ledger: Ledger, diagnostics: [Diagnostic], rejectedRows: [RejectedRow] = [],
    typedKeys: Set<RowKey> = [], sheetRows: [Tab: [Int]] = [:],
    presentTabs: Set<Tab> = Set(Tab.allCases), rejectedTabs: Set<Tab> = [],
    absentColumns: [Tab: Set<String>] = [:], exportIds: [Tab: UUID] = [:]
  ) {
    self.exportIds = exportIds
    self.presentTabs = presentTabs
    self.rejectedTabs = rejectedTabs
    self.absentColumns = absentColumns
    self.ledger = ledger
    self.diagnostics = diagnostics
    self.rejectedRows = rejectedRows
    self.typedKeys = typedKeys
    self.sheetRows = sheetRows
  }

  /// Adds diagnostics in their places: in tab order, then sheet row order, after those of the
  /// same row.
  mutating func insertDiagnostics(_ added: [Diagnostic]) {
    for diagnostic in added {
      let place = (diagnostic.tab?.position ?? Int.max, diagnostic.row ?? Int.max)
      let index =
        diagnostics.firstIndex { existing in
          (existing.tab?.position ?? Int.max, existing.row ?? Int.max) > place
        } ?? diagnostics.endIndex
      diagnostics.insert(diagnostic, at: index)
    }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A sheet row the validator did not load, with the key when it could be read.
public struct RejectedRow: Sendable, Hashable, Codable {
  /// The tab.
  public var tab: Tab
  /// The sheet row (header is row 1).
  public var sheetRow: Int
  /// The row's key, when it could be read.
  public var key: RowKey?

  /// Creates a rejected row.
  public init(tab: Tab, sheetRow: Int, key: RowKey?) {
    self.tab = tab
    self.sheetRow = sheetRow
    self.key = key
  }
}
