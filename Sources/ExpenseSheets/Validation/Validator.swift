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
  /// - Complexity: O(rows), with hashed look-ups for keys and category names.
  public func validate(_ workbook: consuming DecodedWorkbook) -> ValidatedSheet {
    var context = checked(workbook)
    return context.takeResult()
  }

  /// Validates a decoded workbook for its report alone: what `ValidationReport(validate(_:))`
  /// gives, without gathering a million rows into a ledger no one reads. The rows are freed on
  /// a background thread, after the report is returned.
  public func report(_ workbook: consuming DecodedWorkbook) -> ValidationReport {
    var context = checked(workbook)
    let report = context.takeReport()
    BackgroundRelease.release(context)
    return report
  }

  /// The context after every rule ran.
  private func checked(_ workbook: consuming DecodedWorkbook) -> ValidationContext {
    var context = ValidationContext(
      workbook: workbook, latestStamp: now.addingTimeInterval(24 * 60 * 60))
    SettingsRules.check(&context)
    CategoryRules.check(&context)
    RecurringRuleRules.check(&context)
    TransactionRules.check(&context)
    ReceiptRules.check(&context)
    return context
  }
}
