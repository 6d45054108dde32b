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
  ///     that transaction, which the merge keeps. A tab the sheet loads is otherwise checked as
  ///     without `local`. `nil` leaves what a missing tab names unchecked, and requires a
  ///     Settings tab.
  /// - Returns: the loadable ledger, and every problem.
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(_ workbook: consuming DecodedWorkbook, local: Ledger? = nil)
    -> ValidatedSheet
  {
    var context = checked(workbook) { local }
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
    var context = try checked(workbook, local: loadingLocal)
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
    var context = checked(workbook) { local }
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

  /// The context after every rule ran; `local` is asked for once at most, when a rule needs it.
  private func checked(
    _ workbook: consuming DecodedWorkbook, local: () throws -> Ledger?
  ) rethrows -> ValidationContext {
    let needsLocal = Self.checksAgainstLocal(workbook)
    var context = ValidationContext(
      workbook: workbook, latestStamp: now.addingTimeInterval(24 * 60 * 60),
      local: needsLocal ? try local() : nil)
    SettingsRules.check(&context)
    CategoryRules.check(&context)
    RecurringRuleRules.check(&context)
    TransactionRules.check(&context)
    if !needsLocal, ReceiptRules.namesRejectedTransactions(context) { context.local = try local() }
    ReceiptRules.check(&context)
    return context
  }
}
