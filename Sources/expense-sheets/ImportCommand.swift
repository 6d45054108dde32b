import ArgumentParser
import ExpenseSheets
import ExpenseStore
import Foundation

/// `expense-sheets import PATH`: creates the local store from a workbook.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Create the local store from a workbook; rows with errors are listed, not imported.",
    discussion: """
      Examples:
        expense-sheets import SampleSheets/valid
        expense-sheets import ~/Downloads/ExpenseTracker --store books.sqlite --replace
      """)

  @Argument(
    help:
      "A workbook folder (its .csv, .tsv and tab-named .txt files), the tab files, or one .xlsx or .ods workbook.",
    completion: .workbookPaths)
  var path: [String]

  @OptionGroup var storeOption: StoreOption

  @Flag(help: "Replace the ledger of a store that already holds one.")
  var replace = false

  @OptionGroup var reading: ReadingOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() throws {
    Interruption.shared.whenInterrupted(say: "interrupted: nothing was imported")
    let progress = Progress()
    defer { progress.finish() }
    // The imported ledger replaces the store's, so a sheet without a Categories tab has no
    // category its transactions can name, and one without a Settings tab no Settings row.
    let validated = try reading.readAndValidate(path, progress: progress) { Ledger() }
    // The Settings row names the ledger (its datasetId) every later merge is checked against:
    // a store without one would take any other ledger's sheet.
    guard validated.ledger.settings != nil else {
      progress.finish()
      Terminal.print(ValidationReport(validated), as: format)
      Self.sayNothingImported(
        "the workbook has no loadable Settings row (see above); it names the ledger that later merges are checked against",
        as: format)
      ProcessEnd.exit(1)
    }
    // A store file that does not exist yet is built beside its place and moved in when complete
    // (see `LedgerStore.create(at:with:)`); an existing one is written in one transaction.
    let storePath = storeOption.store
    let folder = URL(fileURLWithPath: storePath).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    let isNew =
      !FileManager.default.fileExists(atPath: storePath)
      && FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      && isDirectory.boolValue
    var store = isNew ? nil : try Self.openEmptyOrReplacing(storePath, replace: replace)
    // The store's exports and merge history, which `--replace` keeps, are of its ledger: another
    // ledger's sheet would merge against them as if its rows had been deleted from this one.
    if let stored = try store?.datasetId(), let imported = validated.ledger.settings?.datasetId,
      stored != imported
    {
      throw CommandFailure.cannotRun(
        "\(storePath) holds the ledger \(stored.uuidString), and the workbook is another, \(imported.uuidString) (its Settings row's datasetId): the store's exports and merge history are of its own ledger, so `--replace` keeps them only for it; import this workbook into a new store file"
      )
    }
    if let store, try store.holdsLedger(),
      let loss = Self.rowsReplacedWithNothing(by: validated, storeLedger: try store.loadLedger())
    {
      progress.finish()
      Terminal.print(ValidationReport(validated), as: format)
      Self.sayNothingImported(loss, as: format)
      ProcessEnd.exit(1)
    }
    let ledger = try progress.run("importing") {
      let ledger = Merger().ledgerForEmptyStore(
        from: validated, options: MergeOptions(mergeTime: Date()))
      try Interruption.shared.saving(
        then: "interrupted: the ledger was imported into \(storePath); its report was not shown"
      ) {
        if store == nil, try LedgerStore.create(at: storePath, with: ledger) { return }
        // Another process made the file meanwhile, or its file system cannot link the new one
        // into place: it is opened and written as any existing store.
        let existing = try store ?? Self.openEmptyOrReplacing(storePath, replace: replace)
        store = existing
        try existing.replaceLedger(with: ledger)
      }
      return ledger
    }
    progress.finish()
    let report = ValidationReport(validated)
    Terminal.print(report, as: format)
    if format == .text {
      Terminal.standardOutput(
        "imported \(ledger.transactions.count) transactions, \(ledger.receipts.count) receipts, "
          + "\(ledger.categories.count) categories, \(ledger.recurringRules.count) recurring rules "
          + "into \(storeOption.store)\n")
    }
    Interruption.shared.whenInterrupted(
      say: "interrupted: the ledger was imported into \(storeOption.store)")
    store?.closeAfterCommit()
    ProcessEnd.exit(validated.hasErrors ? 1 : 0)
  }

  /// Opens the existing store at `path`, refusing one that holds a ledger unless `replace`.
  /// Says that nothing was imported, and why: after the report on standard output, or on
  /// standard error beside a JSON report, which a script reads whole.
  private static func sayNothingImported(_ reason: String, as format: OutputFormat) {
    let line = "nothing imported: \(reason)"
    if format == .text {
      Terminal.standardOutput(line + "\n")
    } else {
      Terminal.standardError(line)
    }
  }

  private static func openEmptyOrReplacing(_ path: String, replace: Bool) throws -> LedgerStore {
    let store = try LedgerStore.open(path)
    if try !store.isEmpty(), !replace {
      throw CommandFailure.cannotRun(
        "\(path) already holds a ledger; use `merge` to bring changes in, or `import --replace` to overwrite it"
      )
    }
    return store
  }
}
