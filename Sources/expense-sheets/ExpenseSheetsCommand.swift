import ArgumentParser
import CMallocShim
import ExpenseSheets
import ExpenseStore
import Foundation

/// The `expense-sheets` tool: keeps an expense ledger and its Google Sheet in step.
@main
struct ExpenseSheetsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expense-sheets",
    abstract: "Export, validate and merge an expense ledger and its Google Sheet.",
    discussion: """
      Exit status: 0 clean (warnings allowed), 1 the data has errors, a merge has conflicts or \
      held back suspicious changes, 2 the command could not run.

      Examples:
        expense-sheets import ~/Downloads/ExpenseTracker --store ledger.sqlite
        expense-sheets export --out ~/Uploads/ExpenseTracker.xlsx
        expense-sheets validate ~/Downloads/ExpenseTracker
        expense-sheets merge ~/Downloads/ExpenseTracker --dry-run
      """,
    version: ExpenseSheetsRelease.current,
    subcommands: [
      ValidateCommand.self, ImportCommand.self, ExportCommand.self, MergeCommand.self,
      SampleCommand.self,
    ])

  /// The size from which an allocation is mapped on its own, and unmapped when freed: large
  /// enough that the many smaller buffers are reused without a system call each time.
  static let mappedAllocationBytes: Int32 = 4 << 20

  /// Runs the tool, mapping every failure to the documented exit status.
  static func main() {
    // Every connection the tool opens is GRDB's, used by one thread at a time.
    LedgerStore.useMultiThreadMode()
    // Blocks of 4 MiB and more (a tab's rows, its text, a report) go back to the system once
    // freed, so that a merge's peak is what it holds, not what its earlier phases freed.
    _ = expenseSheetsMapAllocationsFrom(Self.mappedAllocationBytes)
    FileChangeGuard.install()
    Interruption.shared.install()
    let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    if let unknown = UnknownCommand(
      arguments: CommandLine.arguments.dropFirst(), commands: commands)
    {
      Terminal.standardError(unknown.message)
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as CommandFailure {
      if !failure.message.isEmpty { Terminal.standardError(failure.message) }
      Foundation.exit(failure.status)
    } catch let error as WorkbookError {
      Terminal.standardError("error: \(error)")
      Foundation.exit(2)
    } catch let error as StoreError {
      Terminal.standardError("error: \(error)")
      Foundation.exit(2)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        exit(withError: error)
      } else if code.rawValue == 1 {
        Foundation.exit(1)
      }
      Terminal.standardError(fullMessage(for: error))
      Foundation.exit(2)
    }
  }
}

/// A failure that ends the tool with a message and an exit status.
struct CommandFailure: Error {
  /// What to print on standard error.
  var message: String
  /// The exit status.
  var status: Int32

  /// The command could not run: exit status 2.
  static func cannotRun(_ message: String) -> CommandFailure {
    CommandFailure(message: "error: \(message)", status: 2)
  }
}
