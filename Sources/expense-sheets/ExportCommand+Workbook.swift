import ExpenseSheets
import ExpenseSheetsXLSX
import ExpenseStore
import Foundation
import SheetXLSX

extension ExportCommand {
  /// `export --out FILE.xlsx`: the whole ledger as one workbook file, written atomically and
  /// recorded as the base of the next merge once it is in place, under the export id that every
  /// sheet's header names.
  func exportWorkbookFile() throws {
    Interruption.shared.whenInterrupted(
      say: "interrupted: nothing was exported; \(out) is as it was")
    let progress = Progress()
    defer { progress.finish() }
    let store = try LedgerStore.open(storeOption.store, requiringLedger: true)
    let replaced = ReplacedFiles(tabFilePaths)
    try refuseReplacingUnmergedEdits(in: store, progress: progress)
    let ledger = try progress.run("loading") { try store.loadLedger() }
    // Its folder is made as a CSV export makes its own (`--out Exports/2025/Ledger.xlsx`).
    let folder = (out as NSString).deletingLastPathComponent
    let isNewFolder = !folder.isEmpty && !FileManager.default.fileExists(atPath: folder)
    var isWritten = false
    // A folder made for this export goes again when the export fails, as a CSV export's does.
    defer { if isNewFolder, !isWritten { _ = rmdir(folder) } }
    if isNewFolder {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure.cannotRun(
          "cannot make the folder \(folder) for \(out): \(error.localizedDescription)")
      }
    }
    let exportId = UUID()
    var (placed, written): (FileStamp?, Date) = (nil, .distantFuture)
    do {
      try progress.run("exporting") {
        try Interruption.shared.saving(then: "interrupted: the workbook was exported to \(out)") {
          // The file is written while the store records the export's base, and the record is
          // committed only once the file is in place.
          let writing = BackgroundWork { [out, overwrite] in
            try LedgerWorkbookWriter(exportId: exportId).write(ledger, to: out) {
              if !overwrite { try replaced.refuseChanged() }
            }
          }
          try store.recordExport(of: ledger, at: Date(), folder: out, exportId: exportId) {
            try writing.value()
            written = Date()
            // Stamped the moment it is in place, so that no write after can pass as the export's.
            placed = FileStamp(path: out)
          }
        }
      }
    } catch let error as SpreadsheetError {
      throw CommandFailure.cannotRun(error.description)
    }
    isWritten = true
    progress.finish()
    // A record that fails costs only that: the next export plans a merge of the file.
    try? store.recordExportedFiles(
      placed.map { [$0] } ?? [], in: (out as NSString).deletingLastPathComponent,
      writtenBy: written, exportId: exportId)
    store.closeAfterCommit()
    Terminal.standardOutput(
      "exported \(ledger.transactions.count) transactions, \(ledger.receipts.count) receipts, "
        + "\(ledger.categories.count) categories, \(ledger.recurringRules.count) recurring rules "
        + "to \(out)\n")
    ProcessEnd.exit(0)
  }
}
