import ArgumentParser
import ExpenseSheets
import ExpenseSheetsXLSX
import ExpenseStore
import Foundation
import SheetXLSX

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
  ///   - local: The ledger the sheet goes into, asked for only when the validator needs it
  ///     whole (the workbook lacks a tab whose rows the merge then keeps from it).
  ///   - localTransactions: The transactions of the ledger with the given ids, asked for
  ///     instead when a receipt names a rejected transaction row; `nil` takes them from `local`.
  func readAndValidate(
    _ paths: [String], progress: Progress, timeZone: TimeZone? = nil,
    local: () throws -> Ledger, localTransactions: ((Set<UUID>) throws -> [Transaction])? = nil
  ) throws -> ValidatedSheet {
    var workbook = try read(paths, progress: progress, timeZone: timeZone)
    // Handed over, not captured: the validator then moves the rows instead of copying them.
    return try progress.run("validating") {
      guard let localTransactions else {
        return try Validator().validate(workbook.take()!, loadingLocal: local)
      }
      return try Validator().validate(
        workbook.take()!, loadingLocal: local, loadingTransactions: localTransactions)
    }
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
      let reader = WorkbookReader(
        options: readOptions(timeZone: timeZone), fileAccess: .memoryMapped,
        isExportRecorded: LedgerStore.isExportRecorded, progress: { progress.update($0) })
      if let file = try Self.workbookFile(in: paths) {
        do {
          return try WorkbookFileReader(reader: reader).read(path: file)
        } catch let error as SpreadsheetError {
          throw CommandFailure.cannotRun(error.description)
        }
      }
      return try reader.read(paths: paths)
    }
  }
}

extension ReadingOptions {
  /// The one workbook file (.xlsx or .ods) among `paths`, or `nil` when they are CSV files and
  /// folders.
  ///
  /// - Throws: When a workbook file is given with other paths.
  static func workbookFile(in paths: [String]) throws -> String? {
    let files = paths.filter(WorkbookFileReader.isWorkbookFile)
    guard let file = files.first else { return nil }
    guard paths.count == 1 else {
      throw CommandFailure.cannotRun(
        "\(file) is a whole workbook: give it alone, not with other files or folders")
    }
    return file
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
  @Option(help: "The local store, a SQLite file (import creates it).", completion: .file())
  var store: String = "ledger.sqlite"
}
