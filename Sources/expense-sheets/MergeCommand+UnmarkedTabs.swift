import ExpenseSheets
import ExpenseStore
import Foundation

extension MergeCommand {
  /// Gives the tabs of `sheet` that name no export the earlier export whose rows they hold
  /// (``LedgerStore/closestExport(to:tabs:live:)``), with a note that says so: a download of
  /// an earlier export whose `exportId:` cells were lost neither brings back the rows the app
  /// deleted since nor reads the rows the app added since as removed in the sheet.
  static func compareUnmarkedTabs(
    of sheet: inout ValidatedSheet, withClosestExportsIn store: LedgerStore, live: Ledger
  ) throws {
    let unmarked = sheet.presentTabs.filter { sheet.exportIds[$0] == nil }
    guard !unmarked.isEmpty else { return }
    guard let export = try store.closestExport(to: sheet.ledger, tabs: unmarked, live: live)
    else { return }
    let tabs = Tab.allCases.filter(unmarked.contains)
    for tab in tabs { sheet.exportIds[tab] = export.exportId }
    sheet.diagnostics.append(
      Diagnostic(
        severity: .info, code: .exportByRows,
        message:
          "\(tabs.map(\.rawValue).joined(separator: ", ")) name no export (their header rows have no exportId: cell), and their rows are those of the export of \(export.exportedAt.formatted(.iso8601)) rather than the last: they are compared with that export, so that rows the app deleted or added since are neither brought back nor removed"
      ))
  }
}
