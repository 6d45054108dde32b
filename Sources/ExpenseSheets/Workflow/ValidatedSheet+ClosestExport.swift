import Foundation

extension ValidatedSheet {
  /// Gives the tabs that name no export the earlier export whose rows they hold, when the
  /// store tells one (``LedgerStoring/closestExport(to:tabs:live:)``), with an `export-by-rows`
  /// note: a download of an earlier export whose `exportId:` cells were lost neither brings back
  /// the rows the app deleted since nor reads the rows the app added since as removed in the
  /// sheet.
  ///
  /// - Parameters:
  ///   - store: The app's store.
  ///   - live: The ledger the store holds now.
  /// - Throws: What the store throws.
  public mutating func compareUnmarkedTabs(
    withClosestExportIn store: some LedgerStoring, live: Ledger
  ) throws {
    let unmarked = presentTabs.filter { exportIds[$0] == nil }
    guard !unmarked.isEmpty,
      let export = try store.closestExport(to: ledger, tabs: unmarked, live: live)
    else { return }
    let tabs = Tab.allCases.filter(unmarked.contains)
    for tab in tabs { exportIds[tab] = export.exportId }
    diagnostics.append(
      Diagnostic(
        severity: .info, code: .exportByRows,
        message:
          "\(tabs.map(\.rawValue).joined(separator: ", ")) name no export (their header rows have no exportId: cell), and their rows are those of the export of \(export.exportedAt.formatted(.iso8601)) rather than the last: they are compared with that export, so that rows the app deleted or added since are neither brought back nor removed"
      ))
  }
}
