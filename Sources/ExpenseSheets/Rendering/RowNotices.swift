/// The sheet's warnings and notes on the rows a merge report lists as taken from the sheet or
/// weighed against it, to show under each: a merge that takes a cell says what is doubtful
/// about it (a `recurringRuleId` naming no rule) where it says it took it.
struct RowNotices {
  /// The warnings and notes by tab and sheet row.
  private let byRow: [Tab: [Int: [Diagnostic]]]

  /// The warnings and notes of `report` on rows, except `excluded` (shown elsewhere) and
  /// `new-row` notes.
  init(_ report: MergeReport, excluding excluded: [Diagnostic]) {
    let shownElsewhere = Set(excluded)
    var byRow: [Tab: [Int: [Diagnostic]]] = [:]
    // A typed row's `new-row` note says what the row's inserted line says.
    for diagnostic in report.diagnostics
    where diagnostic.severity != .error && diagnostic.code != .newRow {
      guard let tab = diagnostic.tab, let row = diagnostic.row,
        !shownElsewhere.contains(diagnostic)
      else { continue }
      byRow[tab, default: [:]][row, default: []].append(diagnostic)
    }
    self.byRow = byRow
  }

  /// The warnings and notes to show under `change`: none for a rejected row, whose errors
  /// it shows and whose other diagnostics are of no row that loaded.
  func of(_ change: RowChange) -> [Diagnostic] {
    guard change.action != .rejected, let row = change.sheetRow else { return [] }
    return byRow[change.tab]?[row] ?? []
  }
}
