import Foundation
import Testing

/// Finding one's way in the tool: a mistyped command, and the examples in each command's help.
@Suite("expense-sheets: mistyped commands and help")
struct CommandHelpTests {
  /// A first argument that names no command, and what the tool says.
  struct Mistyped: Sendable, CustomStringConvertible {
    var arguments: [String]
    var message: String
    var description: String { arguments.joined(separator: " ") }
  }

  @Test(
    "A mistyped command is named, with the nearest command, and exits 2",
    arguments: [
      Mistyped(
        arguments: ["mrege", "SampleSheets/valid"],
        message: "error: unknown command 'mrege'; did you mean 'merge'?"),
      Mistyped(
        arguments: ["valdiate"],
        message: "error: unknown command 'valdiate'; did you mean 'validate'?"),
      Mistyped(
        arguments: ["exprt", "--out", "x"],
        message: "error: unknown command 'exprt'; did you mean 'export'?"),
      Mistyped(
        arguments: ["Import"], message: "error: unknown command 'Import'; did you mean 'import'?"),
      Mistyped(
        arguments: ["smaple"], message: "error: unknown command 'smaple'; did you mean 'sample'?"),
      Mistyped(
        arguments: ["frobnicate"],
        message: "error: unknown command 'frobnicate'; see 'expense-sheets --help' for the commands"
      ),
      Mistyped(
        arguments: ["SampleSheets/valid"],
        message:
          "error: unknown command 'SampleSheets/valid'; see 'expense-sheets --help' for the commands"
      ),
    ])
  func mistyped(_ mistyped: Mistyped) throws {
    let run = try Tool.run(mistyped.arguments)
    #expect(run.status == 2)
    #expect(run.error == mistyped.message + "\n")
    #expect(run.output.isEmpty)
  }

  @Test(
    "Every command's help ends with examples of it",
    arguments: [
      "validate", "import", "export", "merge", "sample",
    ])
  func examples(_ command: String) throws {
    let run = try Tool.run([command, "--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("Examples:\n  expense-sheets \(command) "), "\(run.output)")
  }

  @Test("The tool's help ends with examples of its commands")
  func toolExamples() throws {
    let run = try Tool.run(["--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("Examples:\n  expense-sheets import "), "\(run.output)")
  }

  @Test("help and options before a command are still the parser's")
  func helpIsNoCommand() throws {
    #expect(try Tool.run(["help", "merge"]).status == 0)
    #expect(try Tool.run(["--version"]).status == 0)
  }
}
