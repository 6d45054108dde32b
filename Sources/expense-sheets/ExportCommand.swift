import ArgumentParser
import ExpenseSheets
import ExpenseStore
import Foundation

/// `expense-sheets export --out DIR`: the five CSV files, written atomically, remembered as the
/// base of the next merge.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the store's ledger as five CSV files that Google Sheets imports cleanly.")

  @Option(help: "The folder to write the five CSV files into.")
  var out: String

  @OptionGroup var storeOption: StoreOption

  @Flag(help: "Start each file with a UTF-8 byte order mark (for Excel).")
  var bom = false

  func run() throws {
    let progress = Progress()
    defer { progress.finish() }
    let store = try LedgerStore.open(storeOption.store, mustExist: true)
    let ledger = try progress.run("loading") { try store.loadLedger() }
    // The files are written on another thread while the store records the export, whose
    // transaction commits only once the files are complete.
    let writing = BackgroundWork { try WorkbookWriter(writeBOM: bom).write(ledger, to: out) }
    do {
      try progress.run("writing and recording") {
        try store.recordExport(of: ledger, at: Date(), folder: out) { try writing.value() }
      }
    } catch {
      // Never end while a temporary file is half written.
      _ = try? writing.value()
      throw error
    }
    try store.close()
    progress.finish()
    Terminal.standardOutput(
      "exported \(ledger.transactions.count) transactions, \(ledger.receipts.count) receipts, "
        + "\(ledger.categories.count) categories, \(ledger.recurringRules.count) recurring rules "
        + "to \(out)\n")
    ProcessEnd.exit(0)
  }
}
