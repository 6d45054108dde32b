import Foundation
import Testing

/// The built `expense-sheets` tool, run as a user runs it.
enum Tool {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable: beside the test bundle, as `swift test` builds it.
  static let executable: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("expense-sheets")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return root.appendingPathComponent(".build/debug/expense-sheets")
  }()

  /// What one run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the tool with `arguments` in `folder`, without a terminal.
  @discardableResult
  static func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws -> Run {
    let (process, output, error) = try start(
      arguments, in: folder, environment: environment, launcher: launcher)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// Runs the tool as a user whom file permissions bind: `nobody`, through `setpriv`, when the
  /// tests run as root (whom they do not bind), else the tests' own user.
  static func runUnprivileged(_ arguments: [String]) throws -> Run {
    guard getuid() == 0 else { return try run(arguments) }
    return try run(
      arguments,
      launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
  }

  /// What `work` gives, run on a thread of its own: for work that mostly waits (on a busy
  /// timeout, say), which would otherwise hold one of the few threads the tests run on.
  static func onOwnThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  /// Starts the tool with `arguments` in `folder`, without a terminal, for a test that acts
  /// while it runs: its output and error go to the pipes returned. A `launcher`, when given,
  /// is the command that starts the tool, followed by its arguments.
  static func start(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws -> (process: Process, output: Pipe, error: Pipe) {
    let process = Process()
    let command = launcher + [executable.path] + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = folder ?? root
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    return (process, output, error)
  }

  /// A sample workbook folder.
  static func sample(_ name: String) -> String {
    root.appendingPathComponent("SampleSheets/\(name)").path
  }

  /// A fresh temporary folder.
  static func temporaryFolder(_ name: String = #function) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cli-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Rewrites the UTF-8 text of `file` with `edit`, as a person editing a tab does.
  static func edit(_ file: URL, _ edit: (String) throws -> String) throws {
    try Data(try edit(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
  }

  /// A store in `folder` (`ledger.sqlite`) imported from the valid sample, and its export as a
  /// workbook folder (`export`), each required to succeed.
  static func storeWithExportedSample(in folder: URL) throws -> (store: String, export: URL) {
    let store = folder.appendingPathComponent("ledger.sqlite").path
    let export = folder.appendingPathComponent("export")
    try #require(try run(["import", sample("valid"), "--store", store]).status == 0)
    try #require(try run(["export", "--out", export.path, "--store", store]).status == 0)
    return (store, export)
  }

  /// An exported file's text without the header cell that names its export.
  static func withoutExportId(_ text: String) -> String {
    text.replacing(/,exportId:[0-9A-F-]{36}/, with: "")
  }

  /// The JSON object a run printed.
  static func json(_ run: Run) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }
}
