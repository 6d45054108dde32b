import ArgumentParser
import ExpenseSheets
import ExpenseStore
import Foundation

/// `expense-sheets export --out DIR`: the five CSV files, written atomically, remembered as the
/// base of the next merge.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the store's ledger as five CSV files that Google Sheets imports cleanly.",
    discussion: """
      Examples:
        expense-sheets export --out Export
        expense-sheets export --out ExpenseTracker.xlsx --store books.sqlite
        expense-sheets export --out Export --bom
        expense-sheets export --out Export --overwrite   # discard edits in Export not merged
        expense-sheets export --out Export --date-order dmy   # Export's files read as merged
      """)

  @Option(
    help:
      "The folder to write the five CSV files into, or a file ending in .xlsx to write one workbook.",
    completion: .exportPaths)
  var out: String

  @OptionGroup var storeOption: StoreOption

  @Flag(help: "Start each file with a UTF-8 byte order mark (for Excel).")
  var bom = false

  @Flag(help: "Replace files at --out even when they hold edits not merged into the store.")
  var overwrite = false

  /// How the files already at `--out` are read to find edits not merged: as the merge that
  /// took them read them.
  @OptionGroup var reading: ReadingOptions

  /// Whether `--out` names one workbook file rather than a folder of CSV files.
  var isWorkbookFile: Bool { out.lowercased().hasSuffix(".xlsx") }

  func run() throws {
    guard !out.isEmpty else {
      throw CommandFailure.cannotRun("--out is empty: name the folder to write the files into")
    }
    if isWorkbookFile {
      if bom {
        Terminal.standardError(
          "warning: --bom is for CSV files; an .xlsx workbook has no byte order mark, and is written without one"
        )
      }
      return try exportWorkbookFile()
    }
    if let format = Self.unwrittenFileFormat(of: out) {
      throw CommandFailure.cannotRun(
        "\(out) names a .\(format) file, which export does not write: name a folder for the five "
          + "CSV files, or a file ending in .xlsx for one workbook (Google Sheets, Excel and "
          + "LibreOffice open it)")
    }
    try Self.refuseFileAsFolder(out)
    Interruption.shared.whenInterrupted(
      say: "interrupted: nothing was exported; the files in \(out) are as they were")
    let progress = Progress()
    defer { progress.finish() }
    let store = try LedgerStore.open(storeOption.store, requiringLedger: true)
    // An export into the folder that was interrupted is ended first, as a read of the folder
    // would end it: its files are then those the check reads and the stamps describe.
    if FileManager.default.fileExists(atPath: out) {
      try InterruptedExport.end(in: out, isRecorded: LedgerStore.isExportRecorded)
    }
    let replaced = ReplacedFiles(tabFilePaths)
    try refuseReplacingUnmergedEdits(in: store, progress: progress)
    let counts = try progress.run("exporting") {
      try Interruption.shared.saving(then: "interrupted: the workbook was exported to \(out)") {
        try store.export(
          to: out, writer: WorkbookWriter(writeBOM: bom), at: Date(),
          progress: { progress.update("\($0.formatted()) of \($1.formatted()) rows") },
          beforeReplacing: { if !overwrite { try replaced.refuseChanged() } })
      }
    }
    progress.finish()
    store.closeAfterCommit()
    let others = WorkbookWriter.otherTabFiles(in: out)
    if !others.isEmpty {
      Terminal.standardError(
        "warning: \(out) also holds \(others.joined(separator: ", ")), named as a tab too: "
          + "validate and merge refuse a folder with two files for one tab; move \(others.count == 1 ? "it" : "them") away"
      )
    }
    Terminal.standardOutput(
      "exported \(counts[.transactions, default: 0]) transactions, "
        + "\(counts[.receipts, default: 0]) receipts, \(counts[.categories, default: 0]) categories, "
        + "\(counts[.recurringRules, default: 0]) recurring rules "
        + "to \(out)\n")
    ProcessEnd.exit(0)
  }

  /// Throws when `out`, the folder of a CSV export, is a file: export writes a file per tab.
  static func refuseFileAsFolder(_ out: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return }
    throw CommandFailure.cannotRun(
      "\(out) is a file, not a folder: export writes a file per tab (Transactions.csv, "
        + "Receipts.csv, Categories.csv, RecurringRules.csv, Settings.csv) into a folder, or one "
        + "workbook to a file ending in .xlsx; name a folder, or an .xlsx file")
  }

  /// The extensions of the workbook files export does not write but a person may name:
  /// `--out Book.ods` would otherwise be a folder of CSV files called `Book.ods`.
  static let unwrittenFileFormats: Set = ["ods", "fods", "xls", "xlsm", "xlsb", "numbers"]

  /// The extension of `path`, lowercased, when it names a file format export does not write.
  static func unwrittenFileFormat(of path: String) -> String? {
    let format = URL(fileURLWithPath: path).pathExtension.lowercased()
    return unwrittenFileFormats.contains(format) ? format : nil
  }
}
