import ExpenseSheets
import ExpenseStore
import Foundation

extension MergeCommand {
  /// Gives each tab of `sheet` that names no export the earlier export whose rows it holds
  /// (``LedgerStore/closestExports(to:tabs:live:)``), with a note that says so: a download of
  /// an earlier export whose `exportId:` cells were lost neither brings back the rows the app
  /// deleted since nor reads the rows the app added since as removed in the sheet.
  static func compareUnmarkedTabs(
    of sheet: inout ValidatedSheet, withClosestExportsIn store: LedgerStore, live: Ledger
  ) throws {
    let unmarked = sheet.presentTabs.filter { sheet.exportIds[$0] == nil }
    guard !unmarked.isEmpty else { return }
    let closest = try store.closestExports(to: sheet.ledger, tabs: unmarked, live: live)
    for tab in Tab.allCases {
      guard let export = closest[tab] else { continue }
      sheet.exportIds[tab] = export.exportId
      sheet.diagnostics.append(
        Diagnostic(
          severity: .info, code: .exportByRows, tab: tab,
          message:
            "the tab names no export (its header row has no exportId: cell), and its rows are those of the export of \(export.exportedAt.formatted(.iso8601)) rather than the last: it is compared with that export, so that rows the app deleted or added since are neither brought back nor removed"
        ))
    }
  }
}
