import ArgumentParser
import ExpenseSheets
import Foundation

/// `expense-sheets validate PATH...`: every problem in a sheet export, by cell, with the fix.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a workbook folder or CSV files and report every problem by cell.",
    discussion: """
      Examples:
        expense-sheets validate ~/Downloads/ExpenseTracker
        expense-sheets validate "ExpenseTracker - Transactions.csv" --date-order dmy
        expense-sheets validate ExpenseTracker.xlsx --format json
      """)

  @Argument(
    help:
      "A workbook folder (its .csv, .tsv and tab-named .txt files), the tab files (recognised by name or header), or one .xlsx or .ods workbook.",
    completion: .workbookPaths)
  var paths: [String]

  @OptionGroup var reading: ReadingOptions

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() throws {
    let progress = Progress()
    defer { progress.finish() }
    let report = try reading.readAndReport(paths, progress: progress)
    progress.finish()
    Terminal.print(report, as: format)
    ProcessEnd.exit(report.summary.errors > 0 ? 1 : 0)
  }
}
