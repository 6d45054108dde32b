import Foundation
import Testing

/// The shell completions complete the paths a command takes: folders and workbook files for a
/// workbook, folders and .xlsx files for an export, folders for a folder to write into, any
/// file for a store.
@Suite("expense-sheets: shell completions of paths")
struct CompletionScriptTests {
  /// Where a command's arguments complete, and what the bash script offers there.
  struct Case: Sendable, CustomStringConvertible {
    var command: String
    var place: String
    var completion: String
    var description: String { "\(command) \(place)" }
  }

  static let workbookPaths =
    "__expense-sheets_add_completions -o plusdirs -fX '!*.@(csv|tsv|txt|xlsx|xlsm|ods)'"

  @Test(
    "The bash script completes each path argument and option",
    arguments: [
      Case(command: "validate", place: "positional", completion: workbookPaths),
      Case(command: "import", place: "positional", completion: workbookPaths),
      Case(command: "merge", place: "positional", completion: workbookPaths),
      Case(
        command: "export", place: "'--out'",
        completion: "__expense-sheets_add_completions -o plusdirs -fX '!*.@(xlsx)'"),
      Case(
        command: "import", place: "'--store'", completion: "__expense-sheets_add_completions -f"),
      Case(command: "merge", place: "'--store'", completion: "__expense-sheets_add_completions -f"),
      Case(
        command: "export", place: "'--store'", completion: "__expense-sheets_add_completions -f"),
      Case(command: "sample", place: "'--out'", completion: "__expense-sheets_add_completions -d"),
    ])
  func bash(_ testCase: Case) throws {
    let run = try Tool.run(["--generate-completion-script", "bash"])
    #expect(run.status == 0)
    // The command's function, up to the next one.
    let start = try #require(run.output.firstRange(of: "_expense-sheets_\(testCase.command)() {"))
    let rest = run.output[start.upperBound...]
    let function = rest[..<(rest.firstRange(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
    let section = try #require(
      function.firstRange(
        of: testCase.place == "positional"
          ? "# Offer positional completions" : "# Offer option value completions"))
    let place = try #require(
      function[section.upperBound...].firstRange(
        of: testCase.place == "positional" ? "*)" : "\(testCase.place))"))
    let next = function[place.upperBound...].split(separator: "\n").first
    #expect(next?.trimmingCharacters(in: .whitespaces) == testCase.completion, "\(function)")
  }
}
