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
  /// workbook's Settings tab names none, and money columns no cell settles with
  /// `unsettledDecimal` when given.
  func readOptions(timeZone: TimeZone? = nil, unsettledDecimal: DecimalSeparator? = nil)
    -> ReadOptions
  {
    ReadOptions(
      dateOrder: dateOrder.order, decimalSeparator: decimal.separator,
      unsettledDecimalSeparator: unsettledDecimal, fallbackTimeZone: timeZone)
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
  ///   - localCategories: The ledger's categories, asked for with `localTransactions` when a
  ///     row names a category the sheet lacks (the Categories tab may have renamed it).
  ///   - localExported: The ledger's rows as an export wrote them, asked for with
  ///     `localTransactions` for amount cells that are dates or read two ways and miss the local
  ///     amount.
  ///   - unsettledDecimal: The decimal separator of money columns no cell settles; `nil` for
  ///     the library's default.
  func readAndValidate(
    _ paths: [String], progress: Progress, timeZone: TimeZone? = nil,
    local: () throws -> Ledger, localTransactions: ((Set<UUID>) throws -> [Transaction])? = nil,
    localCategories: (() throws -> [ExpenseSheets.Category])? = nil,
    localExported: ExportedRows? = nil, unsettledDecimal: DecimalSeparator? = nil
  ) throws -> ValidatedSheet {
    var workbook = try read(
      paths, progress: progress, timeZone: timeZone, unsettledDecimal: unsettledDecimal)
    // Handed over, not captured: the validator then moves the rows instead of copying them.
    return try progress.run("validating") {
      guard let localTransactions else {
        return try Validator().validate(workbook.take()!, loadingLocal: local)
      }
      return try Validator().validate(
        workbook.take()!, loadingLocal: local, loadingTransactions: localTransactions,
        loadingCategories: localCategories, loadingExported: localExported)
    }
  }

  /// Reads and validates the workbook at `paths` for the report alone, showing progress.
  func readAndReport(_ paths: [String], progress: Progress) throws -> ValidationReport {
    var workbook = try read(paths, progress: progress)
    return progress.run("validating") { Validator().report(workbook.take()!) }
  }

  private func read(
    _ paths: [String], progress: Progress, timeZone: TimeZone? = nil,
    unsettledDecimal: DecimalSeparator? = nil
  ) throws -> DecodedWorkbook? {
    try progress.run("reading") {
      // Mapped, not copied: `FileChangeGuard` catches a file cut short meanwhile.
      let reader = WorkbookReader(
        options: readOptions(timeZone: timeZone, unsettledDecimal: unsettledDecimal),
        fileAccess: .memoryMapped,
        isExportRecorded: LedgerStore.isExportRecorded, progress: { progress.update($0) })
      if let files = try Self.workbookFiles(in: paths) {
        do {
          return try WorkbookFileReader(reader: reader).read(paths: files)
        } catch let error as SpreadsheetError {
          throw CommandFailure.cannotRun(error.description)
        }
      }
      return try reader.read(paths: paths)
    }
  }
}

extension ReadingOptions {
  /// The workbook files (.xlsx or .ods) `paths` name, folders standing for the workbook files
  /// they hold when they hold no CSV file that is a tab; `nil` when `paths` are CSV files and
  /// folders.
  ///
  /// - Throws: When workbook files are given with CSV files or folders of them.
  static func workbookFiles(in paths: [String]) throws -> [String]? {
    var files: [String] = []
    var others: [String] = []
    for path in paths {
      if WorkbookFileReader.isWorkbookFile(path) {
        files.append(path)
      } else if let held = workbookFiles(inFolder: path) {
        files += held
      } else {
        others.append(path)
      }
    }
    guard let file = files.first else { return nil }
    guard others.isEmpty else {
      throw CommandFailure.cannotRun(
        "\(file) is a workbook file: give workbook files without CSV files or folders of them (\(others.joined(separator: ", ")))"
      )
    }
    return files
  }

  /// The workbook files in the folder at `path` when it holds some and no CSV (or TSV) file
  /// that is a tab (a CSV file of notes beside a workbook is not one); hidden files and a
  /// spreadsheet's lock files (`~$Book.xlsx`) are not counted.
  private static func workbookFiles(inFolder path: String) -> [String]? {
    guard
      let files = WorkbookReader.workbookFileNames(inFolder: path)?
        .filter(WorkbookFileReader.isWorkbookFile),
      !files.isEmpty, !WorkbookReader.holdsTabFile(inFolder: path)
    else { return nil }
    return files.map { (path as NSString).appendingPathComponent($0) }
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
  var store: String = StoreOption.defaultStore

  /// The store's path when `--store` is not given.
  static let defaultStore = "ledger.sqlite"
}
