import Foundation

/// Checks a decoded workbook against the rules of the data model and returns the loadable
/// ledger with every problem, so a person can fix the sheet in one pass.
///
/// An error leaves its row out of the ledger; a warning or a note keeps it. Each rule lives in
/// its own file under `Validation/Rules/`.
///
/// ```swift
/// let workbook = try WorkbookReader().read(paths: ["Downloads/"])
/// let sheet = Validator().validate(workbook)
/// print(DiagnosticTextRenderer().render(ValidationReport(sheet)))
/// ```
public struct Validator: Sendable {
  /// The time a `lastModifiedAt` may not be later than by more than a day (clocks and time
  /// zones differ by less), or it is reported as in the future.
  public var now: Date

  /// Creates a validator; `now` is the current time unless a test fixes it.
  public init(now: Date = Date()) {
    self.now = now
  }

  /// Validates a decoded workbook. Its rows move into the result's ledger, so pass a workbook
  /// you no longer use to save a copy of every row.
  ///
  /// - Parameters:
  ///   - workbook: the decoded workbook.
  ///   - local: the ledger the sheet will be merged into (the store's; an empty `Ledger()` for
  ///     a first import). A merge keeps the local rows of a tab the sheet cannot load, so when
  ///     the sheet's Categories or RecurringRules tab is missing or rejected as a whole, its
  ///     category names and `recurringRuleId`s are checked against the local ones (and a
  ///     receipt's `transactionId`, when it has no Transactions tab); and when it has no
  ///     Settings tab, only a `local` without a Settings row is an error. A receipt whose
  ///     transaction's row is rejected (or whose Transactions tab is) loads when `local` holds
  ///     that transaction, which the merge keeps. An amount cell holding a date that reads back
  ///     as the local row's amount (`30.01.2026` for `30.01`, as a spreadsheet in some locales
  ///     turns it) reads as that amount, with an `amount-as-date` warning. A tab the sheet loads
  ///     is otherwise checked as without `local`. `nil` leaves what a missing tab names
  ///     unchecked, and requires a Settings tab.
  /// - Returns: the loadable ledger, and every problem.
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(_ workbook: consuming DecodedWorkbook, local: Ledger? = nil)
    -> ValidatedSheet
  {
    var context = checked(
      workbook, local: { local }, transactions: { Self.withIds($0, of: local) },
      categories: { local?.categories ?? [] }, exported: { _, _, _ in Ledger() })
    return context.takeResult()
  }

  /// Validates a decoded workbook as ``validate(_:local:)`` does, asking for the local ledger
  /// only when the workbook needs it (``checksAgainstLocal(_:)``, or a receipt's transaction
  /// row is rejected), so that a caller loading it meanwhile waits only then.
  ///
  /// - Parameters:
  ///   - workbook: the decoded workbook.
  ///   - loadingLocal: gives the ledger the sheet will be merged into; called once at most.
  /// - Returns: the loadable ledger, and every problem.
  /// - Throws: what `loadingLocal` throws.
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(
    _ workbook: consuming DecodedWorkbook, loadingLocal: () throws -> Ledger
  ) rethrows -> ValidatedSheet {
    // Asked for the local transactions of some rows up to three times, it loads the ledger once.
    var loaded: Ledger?
    var context = try checked(
      workbook, local: loadingLocal,
      transactions: { ids in
        if loaded == nil { loaded = try loadingLocal() }
        return Self.withIds(ids, of: loaded)
      },
      categories: {
        if loaded == nil { loaded = try loadingLocal() }
        return loaded?.categories ?? []
      }, exported: { _, _, _ in Ledger() })
    return context.takeResult()
  }

  /// Validates a decoded workbook as ``validate(_:local:)`` does, and reads an amount cell
  /// that is a date, or an amount read two ways (`ambiguous-amount`), whose readings miss the
  /// local amount but hold the amount the export wrote, as that amount (an amount read two ways
  /// only when it is the export's text): the cell is as exported, no edit of the amount.
  ///
  /// - Parameters:
  ///   - workbook: the decoded workbook.
  ///   - local: as for ``validate(_:local:)``.
  ///   - loadingExported: gives rows as an export wrote them; asked only for such cells.
  /// - Returns: the loadable ledger, and every problem.
  /// - Throws: what `loadingExported` throws.
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(
    _ workbook: consuming DecodedWorkbook, local: Ledger?, loadingExported: ExportedRows
  ) rethrows -> ValidatedSheet {
    var context = try checked(
      workbook, local: { local }, transactions: { Self.withIds($0, of: local) },
      categories: { local?.categories ?? [] }, exported: loadingExported)
    return context.takeResult()
  }

  /// Validates a decoded workbook as ``validate(_:loadingLocal:)`` does, but asks for the
  /// local transactions with given ids, not the whole local ledger, when those are all it
  /// needs: the transactions of rejected Transactions rows, which receipts may name, and of
  /// rows whose amount a spreadsheet turned into a date, which read as the local amount when
  /// the date reads back as it.
  ///
  /// - Parameters:
  ///   - workbook: the decoded workbook.
  ///   - loadingLocal: gives the ledger the sheet will be merged into, when the workbook needs
  ///     it whole (``checksAgainstLocal(_:)``); called once at most.
  ///   - loadingTransactions: gives the local transactions whose ids it is given (those it
  ///     lacks are not local); called at most three times (for the rows whose amount cells
  ///     hold a date, for the rejected rows receipts name, then for the transactions receipts
  ///     name that the Transactions tab lacks), and never with `loadingLocal`.
  ///   - loadingCategories: gives the local categories, when a row names a category the sheet
  ///     lacks (it may be one the Categories tab renamed); called once at most, and not when
  ///     `loadingLocal` was. Without it, a rename is not told.
  ///   - loadingExported: gives rows as an export wrote them, for the amount cells that are
  ///     dates or read two ways and miss the local amount (see
  ///     ``validate(_:local:loadingExported:)``); without it, those stay errors.
  /// - Returns: the loadable ledger, and every problem.
  /// - Throws: what `loadingLocal`, `loadingTransactions`, `loadingCategories` or
  ///   `loadingExported` throws.
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(
    _ workbook: consuming DecodedWorkbook, loadingLocal: () throws -> Ledger,
    loadingTransactions: (_ ids: Set<UUID>) throws -> [Transaction],
    loadingCategories: (() throws -> [Category])? = nil, loadingExported: ExportedRows? = nil
  ) rethrows -> ValidatedSheet {
    var context = try checked(
      workbook, local: loadingLocal, transactions: loadingTransactions,
      categories: { try loadingCategories?() ?? [] },
      exported: { try loadingExported?($0, $1, $2) ?? Ledger() })
    return context.takeResult()
  }

  /// Validates a decoded workbook for its report alone: what `ValidationReport(validate(_:))`
  /// gives, without gathering a million rows into a ledger no one reads. The rows are freed on
  /// a background thread, after the report is returned.
  ///
  /// - Parameters:
  ///   - workbook: The decoded workbook, consumed.
  ///   - local: as for ``validate(_:local:)``.
  public func report(_ workbook: consuming DecodedWorkbook, local: Ledger? = nil)
    -> ValidationReport
  {
    var context = checked(
      workbook, local: { local }, transactions: { Self.withIds($0, of: local) },
      categories: { local?.categories ?? [] }, exported: { _, _, _ in Ledger() })
    let report = context.takeReport()
    BackgroundRelease.release(context)
    return report
  }

  /// Whether ``validate(_:local:)`` reads its `local` ledger for `workbook` whatever its rows
  /// hold: the workbook's Categories or RecurringRules tab is missing or rejected as a whole
  /// (`missing-column`), its Settings tab is missing, or it has Receipts without Transactions.
  public static func checksAgainstLocal(_ workbook: borrowing DecodedWorkbook) -> Bool {
    workbook.settings == nil || (workbook.transactions == nil && workbook.receipts != nil)
      || ValidationContext.isUnloadable(.categories, diagnostics: workbook.categories?.diagnostics)
      || ValidationContext.isUnloadable(
        .recurringRules, diagnostics: workbook.recurringRules?.diagnostics)
  }

  /// The transactions of `local` whose ids are among `ids`.
  private static func withIds(_ ids: Set<UUID>, of local: Ledger?) -> [Transaction] {
    local?.transactions.filter { ids.contains($0.transactionId) } ?? []
  }

  /// The context after every rule ran; `local` is asked for once at most, when a rule needs it,
  /// and `transactions` when the local transactions of some rows are all it needs: first those
  /// whose amount cells hold dates, settled before the rules run, then those of rejected rows,
  /// then those receipts name that the Transactions tab lacks. `exported` settles the amounts
  /// the local rows leave unsettled.
  private func checked(
    _ workbook: consuming DecodedWorkbook, local: () throws -> Ledger?,
    transactions: (Set<UUID>) throws -> [Transaction], categories: () throws -> [Category],
    exported: ExportedRows
  ) rethrows -> ValidationContext {
    let needsLocal =
      Self.checksAgainstLocal(workbook) || DatedAmountSettling.needsLocalRules(workbook)
      || CategoryRules.hasSpacedName(workbook)
    let localLedger = needsLocal ? try local() : nil
    // Amounts a spreadsheet turned into dates are read against the local rows before the rules
    // run, so that a row read back is checked as any other.
    let datedIds = DatedAmountSettling.transactionIds(workbook)
    let datedLocal =
      datedIds.isEmpty
      ? [] : try localLedger.map { Self.withIds(datedIds, of: $0) } ?? transactions(datedIds)
    DatedAmountSettling.settle(
      &workbook, transactions: datedLocal, rules: localLedger?.recurringRules ?? [])
    try DatedAmountSettling.settle(&workbook, exported: exported)
    var context = ValidationContext(
      workbook: workbook, latestStamp: now.addingTimeInterval(24 * 60 * 60), local: localLedger)
    SettingsRules.check(&context)
    CategoryRules.check(&context)
    RecurringRuleRules.check(&context)
    TransactionRules.check(&context)
    MisspelledCategories.check(&context)
    if RenamedCategories.mayApply(context) {
      RenamedCategories.check(&context, local: try localLedger?.categories ?? categories())
    }
    if !needsLocal, ReceiptRules.namesRejectedTransactions(context) {
      // Only the receipts' stand-ins are read from it: the local transactions of those rows.
      context.local = Ledger(
        transactions: try transactions(ReceiptRules.rejectedTransactionIds(context)))
    }
    ReceiptRules.check(&context)
    // A receipt whose transaction row was deleted from the sheet names a local transaction.
    try ReceiptRules.explainDeletedTransactions(&context) { ids in
      let held = try localLedger.map { Self.withIds(ids, of: $0) } ?? transactions(ids)
      return Set(held.lazy.map(\.transactionId))
    }
    return context
  }
}
