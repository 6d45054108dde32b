import ArgumentParser
import ExpenseSheets
import ExpenseStore
import Foundation

/// How a sheet's locale-dependent cells are read: `--date-order` and `--decimal`.
struct ReadingOptions: ParsableArguments {
  @Option(help: "Day/month order of dates such as 05/01/2025: auto, ymd, mdy or dmy.")
  var dateOrder: DateOrderChoice = .auto

  @Option(help: "Decimal separator of money: auto, point or comma.")
  var decimal: DecimalChoice = .auto

  /// The library's read options; date-times without an offset are read in `timeZone` when the
  /// workbook's Settings tab names none.
  func readOptions(timeZone: TimeZone? = nil) -> ReadOptions {
    ReadOptions(
      dateOrder: dateOrder.order, decimalSeparator: decimal.separator, fallbackTimeZone: timeZone)
  }

  /// Reads and validates the workbook at `paths`, showing progress.
  ///
  /// - Parameters:
  ///   - timeZone: The store's time zone, for date-times without an offset when the workbook's
  ///     Settings tab names none.
  ///   - local: The ledger the sheet goes into, waited for only when the workbook lacks a tab
  ///     whose rows the merge then keeps from it (`Validator.checksAgainstLocal(_:)`), to check
  ///     the sheet against; a complete workbook validates at once.
  func readAndValidate(
    _ paths: [String], progress: Progress, timeZone: TimeZone? = nil,
    local: () throws -> Ledger
  ) throws -> ValidatedSheet {
    var workbook = try read(paths, progress: progress, timeZone: timeZone)
    let ledger =
      Validator.checksAgainstLocal(workbook!) ? try progress.run("loading") { try local() } : nil
    // Handed over, not captured: the validator then moves the rows instead of copying them.
    return progress.run("validating") { Validator().validate(workbook.take()!, local: ledger) }
  }

  /// Reads and validates the workbook at `paths` for the report alone, showing progress.
  func readAndReport(_ paths: [String], progress: Progress) throws -> ValidationReport {
    var workbook = try read(paths, progress: progress)
    return progress.run("validating") { Validator().report(workbook.take()!) }
  }

  private func read(_ paths: [String], progress: Progress, timeZone: TimeZone? = nil) throws
    -> DecodedWorkbook?
  {
    try progress.run("reading") {
      // Mapped, not copied: `FileChangeGuard` catches a file cut short meanwhile.
      try WorkbookReader(
        options: readOptions(timeZone: timeZone), fileAccess: .memoryMapped,
        isExportRecorded: LedgerStore.isExportRecorded, progress: { progress.update($0) }
      ).read(paths: paths)
    }
  }
}

/// `--date-order` values.
enum DateOrderChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, ymd, mdy, dmy

  /// The order, or `nil` for automatic.
  var order: DateOrder? { DateOrder(rawValue: rawValue) }
}

/// `--decimal` values.
enum DecimalChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, point, comma

  /// The separator, or `nil` for automatic.
  var separator: DecimalSeparator? { DecimalSeparator(rawValue: rawValue) }
}

/// `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// `--store FILE`, defaulting to `ledger.sqlite` in the working folder.
struct StoreOption: ParsableArguments {
  @Option(help: "The local store, a SQLite file (import creates it).")
  var store: String = "ledger.sqlite"
}
