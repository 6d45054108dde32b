import ExpenseSheets
import ExpenseSheetsXLSX
import ExpenseStore
import Foundation
import SheetXLSX

extension ExportCommand {
  /// `export --out FILE.xlsx`: the whole ledger as one workbook file, written atomically and
  /// recorded as the base of the next merge once it is in place.
  func exportWorkbookFile() throws {
    Interruption.shared.whenInterrupted(
      say: "interrupted: nothing was exported; \(out) is as it was")
    let progress = Progress()
    defer { progress.finish() }
    let store = try LedgerStore.open(storeOption.store, requiringLedger: true)
    let ledger = try progress.run("loading") { try store.loadLedger() }
    do {
      try progress.run("exporting") {
        try Interruption.shared.saving(then: "interrupted: the workbook was exported to \(out)") {
          try store.recordExport(of: ledger, at: Date(), folder: out) {
            try LedgerWorkbookWriter().write(ledger, to: out)
          }
        }
      }
    } catch let error as SpreadsheetError {
      throw CommandFailure.cannotRun(error.description)
    }
    progress.finish()
    store.closeAfterCommit()
    Terminal.standardOutput(
      "exported \(ledger.transactions.count) transactions, \(ledger.receipts.count) receipts, "
        + "\(ledger.categories.count) categories, \(ledger.recurringRules.count) recurring rules "
        + "to \(out)\n")
    ProcessEnd.exit(0)
  }
}
