import ArgumentParser
import ExpenseSheets
import ExpenseStore
import Foundation

/// `expense-sheets merge PATH`: validates an edited sheet and merges it into the store, last
/// write wins, three-way when the store knows the last export.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge an edited workbook into the store and explain every decision.",
    discussion: """
      Examples:
        expense-sheets merge ~/Downloads/ExpenseTracker --dry-run
        expense-sheets merge ~/Downloads/ExpenseTracker --allow-deletions
        expense-sheets merge ExpenseTracker.xlsx --accept-suspicious --format json
      """)

  @Argument(
    help:
      "A workbook folder (its .csv, .tsv and tab-named .txt files), the tab files, or one .xlsx or .ods workbook.",
    completion: .workbookPaths)
  var path: [String]

  @OptionGroup var storeOption: StoreOption

  @Flag(help: "Show what would change, and change nothing.")
  var dryRun = false

  @Flag(help: "Delete local rows that were removed from the sheet since the last export.")
  var allowDeletions = false

  @Flag(
    help: "Apply changes that look like a spreadsheet's own rewriting (for example 0.125 -> 125).")
  var acceptSuspicious = false

  @Flag(
    help:
      "With --allow-deletions, also delete when more than a tenth of a tab's rows (and more than one), or all of them, were removed."
  )
  var allowMassDeletions = false

  @OptionGroup var reading: ReadingOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() throws {
    let progress = Progress()
    defer { progress.finish() }
    let store = try LedgerStore.open(storeOption.store, requiringLedger: true)
    // A sheet without a Settings tab shows date-times in the store's time zone.
    let timeZone = try store.timeZoneIdentifier().flatMap(TimeZone.init(identifier:))
    let options = MergeOptions(
      mergeTime: Date(), allowDeletions: allowDeletions, acceptSuspicious: acceptSuspicious,
      allowMassDeletions: allowMassDeletions)
    // The sheet and the bases go once merged: only the local and the merged ledgers are saved.
    let plan = try Self.plan(
      merging: path, reading: reading, into: store, progress: progress, timeZone: timeZone,
      options: options)
    let report = plan.result.report
    if dryRun {
      // Nothing to save: the report prints as it is rendered, never held whole.
      try store.close()
      progress.finish()
      Terminal.print(report, as: format)
      Self.sayHowToApply(report.heldBackDeletions)
      if format == .text { Terminal.standardOutput("dry run: the store was not changed\n") }
      ProcessEnd.exit(report.needsAttention ? 1 : 0)
    }
    // The store saves the merge on another thread while the report is rendered for printing;
    // the history's compact JSON of the report is written on a third meanwhile, and joins the
    // save once its rows are written. The report prints once the save is done. The plan is
    // handed over, not copied, so that the ledger it replaces goes once its rows are written.
    let planToApply = Locked(Optional(consume plan))
    let saving = BackgroundWork {
      try Interruption.shared.saving(
        then: "interrupted: the merge was saved; its report was not shown"
      ) { try store.apply(planToApply.withLock { $0.take()! }) }
    }
    let output = RenderedReport(report, as: format)
    try progress.run("saving") {
      progress.update("\(report.changes.count.formatted()) changes")
      try saving.value()
    }
    progress.finish()
    store.closeAfterCommit()
    Interruption.shared.whenInterrupted(
      say: "interrupted: the merge was saved; its report was cut short")
    output.print()
    Self.sayHowToApply(report.heldBackDeletions)
    ProcessEnd.exit(report.needsAttention ? 1 : 0)
  }

  /// Reads and validates the sheet at `path`, then loads the store's ledger and base, reading
  /// only the rows the sheet does not hold as stored, and plans their merge as an app would
  /// (``SheetSync``), to apply to the store.
  ///
  /// Money columns no cell settled the decimal separator of (`$4.200`, `157`), whose values
  /// the merge changed or held back, are read with the other separator too: the reading whose
  /// values lie nearer the store's wins, with a `reading-by-rows` note (see
  /// ``UnsettledAmounts``).
  static func plan(
    merging path: [String], reading: ReadingOptions, into store: LedgerStore, progress: Progress,
    timeZone: TimeZone?, options: MergeOptions
  ) throws -> MergePlan {
    let plan = try planOnce(
      merging: path, reading: reading, into: store, progress: progress, timeZone: timeZone,
      options: options)
    return UnsettledAmounts.nearerReading(of: plan, options: reading.readOptions()) { other in
      try planOnce(
        merging: path, reading: reading, into: store, progress: progress, timeZone: timeZone,
        options: options, unsettledDecimal: other)
    }
  }

  /// ``plan(merging:reading:into:progress:timeZone:options:)`` with the reading given, money
  /// columns no cell settles read with `unsettledDecimal` when given.
  private static func planOnce(
    merging path: [String], reading: ReadingOptions, into store: LedgerStore, progress: Progress,
    timeZone: TimeZone?, options: MergeOptions, unsettledDecimal: DecimalSeparator? = nil
  ) throws -> MergePlan {
    // The store reads its rows' keys and digests while the sheet is read and validated, then
    // reads in full only the rows the sheet holds otherwise. Validation reads the whole ledger
    // only when the sheet lacks a tab whose rows the merge keeps from the store.
    let sheet = Handoff<Ledger>()
    defer { sheet.withdraw() }
    let loading = BackgroundWork { try store.loadLedgerAndBase(reusingSheet: sheet.wait) }
    var loadedWhole: (ledger: Ledger, base: Ledger?)?
    var validated = try reading.readAndValidate(
      path, progress: progress, timeZone: timeZone,
      local: {
        let whole = try store.loadLedgerAndBase()
        loadedWhole = whole
        return whole.ledger
      }, localTransactions: store.transactions(withIds:), localCategories: store.categories,
      localExported: store.exportedRows(of:withIds:exportId:), unsettledDecimal: unsettledDecimal)
    if loadedWhole == nil { sheet.give(validated.ledger) }
    let (local, base) = try progress.run("loading") { try loadedWhole ?? loading.value() }
    // The store has its rows: the sheet is held by `validated` alone from here on.
    sheet.withdraw()
    try validated.compareUnmarkedTabs(withClosestExportIn: store, live: local)
    // Each tab is compared with the rows of the export its file names.
    let exportIds = Set(validated.exportIds.values)
    let bases = MergeBases(
      latest: base, byExport: try store.loadBases(exportIds: exportIds),
      mergedEdits: try store.loadMergedSheetEdits(exportIds: exportIds))
    let rows =
      "\(Self.rowCount(of: validated.ledger).formatted()) sheet rows into "
      + "\(Self.rowCount(of: local).formatted()) local rows"
    // Handed over, not copied, so that the merge lets the sheet's transactions go once matched.
    var sheetToMerge = Optional(consume validated)
    do {
      return try progress.run("merging") {
        progress.update(rows)
        return try SheetSync().plan(
          merging: sheetToMerge.take()!, into: local, bases: bases, options: options,
          sourceNames: path)
      }
    } catch let mismatch as DatasetMismatchError {
      throw CommandFailure.cannotRun("\(mismatch)")
    } catch let foreign as ForeignTabError {
      throw CommandFailure.cannotRun("\(foreign)")
    }
  }

  /// Says on standard error, for each tab whose mass deletion was held back, the flag that
  /// applies it, and for each whose deletions other rows still name, what to do.
  private static func sayHowToApply(_ heldBack: [HeldBackDeletions]) {
    for held in heldBack where held.reason == .stillNamed {
      Terminal.standardError(
        "note: \(held.rows) deletion(s) from the \(held.tab.rawValue) tab held back, as rows of other tabs still name them: "
          + "delete those rows too, or name other rows in them, then merge again")
    }
    for held in heldBack where held.isAppliedByAllowingMassDeletions {
      Terminal.standardError(
        "note: \(held.rows) deletion(s) from the \(held.tab.rawValue) tab held back, as more than a tenth of its rows: "
          + "check the files are the latest whole download, then merge again with --allow-deletions --allow-mass-deletions to apply them"
      )
    }
  }

  /// All the rows of a ledger, for progress.
  private static func rowCount(of ledger: Ledger) -> Int {
    ledger.transactions.count + ledger.receipts.count + ledger.categories.count
      + ledger.recurringRules.count + (ledger.settings == nil ? 0 : 1)
  }
}
