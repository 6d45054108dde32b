import ArgumentParser
import ExpenseSheets
import Foundation

/// `expense-sheets sample --out DIR`: a realistic valid workbook, the same for the same seed.
struct SampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Write a realistic valid workbook for demos and benchmarks.",
    discussion: """
      Examples:
        expense-sheets sample --out Demo
        expense-sheets sample --out Big --rows 100000 --seed 7 --replace
      """)

  @Option(help: "The folder to write the five CSV files into.", completion: .directory)
  var out: String

  // Taken whatever it begins with, so that `--rows -1` is refused for its value, not as a
  // missing one.
  @Option(parsing: .unconditional, help: "How many transactions.")
  var rows: Int = 300

  @Option(parsing: .unconditional, help: "The random seed; the same seed gives the same workbook.")
  var seed: UInt64 = 1

  @Flag(help: "Write into a folder that is not empty, replacing the workbook it holds.")
  var replace = false

  func validate() throws {
    guard rows >= 0, rows <= 5_000_000 else {
      throw ValidationError("--rows must be between 0 and 5000000")
    }
  }

  func run() throws {
    if let format = ExportCommand.unwrittenFileFormat(of: out)
      ?? (out.lowercased().hasSuffix(".xlsx") ? "xlsx" : nil)
    {
      throw CommandFailure.cannotRun(
        "\(out) names a .\(format) file, which sample does not write: name a folder for the five CSV files (`export --out Book.xlsx` writes one workbook from a store)"
      )
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
    if !entries.isEmpty && !replace {
      throw CommandFailure.cannotRun(
        "\(out) is not empty (it holds \(entries.count) file(s)); choose an empty or new folder, or use `sample --replace` to overwrite the workbook in it"
      )
    }
    let progress = Progress()
    defer { progress.finish() }
    let ledger = progress.run("generating") { SampleLedger.make(transactions: rows, seed: seed) }
    try progress.run("writing") {
      try Interruption.shared.saving(then: "interrupted: the workbook was written to \(out)") {
        try WorkbookWriter().write(ledger, to: out)
      }
    }
    progress.finish()
    Terminal.standardOutput(
      "wrote \(ledger.transactions.count) transactions, \(ledger.receipts.count) receipts, "
        + "\(ledger.categories.count) categories, \(ledger.recurringRules.count) recurring rules "
        + "to \(out)\n")
  }
}
