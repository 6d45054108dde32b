import ExpenseSheets
import Foundation
import GRDB
import Testing

@testable import ExpenseStore

/// Kills a process in the middle of a large merge, again and again, and checks that the store
/// always holds the whole merge or none of it.
///
/// The merging process is `ExpenseStoreCrashHelper`, an executable target of this package that
/// `swift build` / `swift test` put next to the test product.
@Suite(.serialized) struct LedgerStoreCrashTests {
  static let kills = 24

  static func helperURL() -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [executable.deletingLastPathComponent()]
    for _ in 0..<4 {
      candidates.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    return candidates.map { $0.appendingPathComponent("ExpenseStoreCrashHelper") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct Run {
    var process: Process
    var output: Pipe
  }

  /// Starts the helper and returns once it printed `start` (the merge is about to begin).
  static func start(_ helper: URL, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = helper
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var seen = ""
    while !seen.contains("start") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      seen += String(decoding: data, as: UTF8.self)
    }
    return Run(process: process, output: output)
  }

  static func check(_ path: String, a: Ledger, b: Ledger) throws -> (Ledger, Int) {
    let store = try LedgerStore(path: path)
    let integrity = try store.reader.read { db in
      try String.fetchAll(db, sql: "PRAGMA integrity_check")
    }
    #expect(integrity == ["ok"])
    let ledger = try store.loadLedger()
    #expect(ledger == a || ledger == b, "the store holds a partial merge")
    let base = try store.loadBase()
    #expect(base == nil || base == ledger, "the base snapshot does not match the ledger")
    return (ledger, try store.mergeHistory().count)
  }

  @Test func killedMergesAreAllOrNothing() throws {
    let helper = try #require(
      Self.helperURL(), "build the ExpenseStoreCrashHelper target (swift build) first")
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ledger.sqlite").path
    let a = LedgerFixtures.ledger(transactions: 4_000)
    let b = LedgerFixtures.edited(a, fraction: 0.3)
    let aURL = folder.appendingPathComponent("a.json")
    let bURL = folder.appendingPathComponent("b.json")
    try JSONEncoder().encode(a).write(to: aURL)
    try JSONEncoder().encode(b).write(to: bURL)
    try LedgerStore(path: path).replaceLedger(with: a)
    let arguments = [path, aURL.path, bURL.path]

    // Calibrate: how long one whole merge takes.
    let clock = ContinuousClock()
    let calibration = try Self.start(helper, arguments)
    let mergeStart = clock.now
    calibration.process.waitUntilExit()
    #expect(calibration.process.terminationStatus == 0)
    let mergeTime = max(0.05, (clock.now - mergeStart) / .seconds(1))
    var (current, history) = try Self.check(path, a: a, b: b)
    #expect(current == b)
    #expect(history == 1)

    var committed = 0
    var rolledBack = 0
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<Self.kills {
      let run = try Self.start(helper, arguments)
      let delay = Double.random(in: 0...(mergeTime * 1.4), using: &generator)
      Thread.sleep(forTimeInterval: delay)
      kill(run.process.processIdentifier, SIGKILL)
      run.process.waitUntilExit()
      let (ledger, count) = try Self.check(path, a: a, b: b)
      if ledger == current {
        rolledBack += 1
        #expect(count == history, "history changed without the ledger (delay \(delay) s)")
      } else {
        committed += 1
        #expect(count == history + 1, "the ledger changed without its history (delay \(delay) s)")
      }
      current = ledger
      history = count
    }
    #expect(committed + rolledBack == Self.kills)
    #expect(rolledBack > 0, "no kill landed inside a merge; merge took \(mergeTime) s")
    print(
      "crash test: \(Self.kills) kills, \(rolledBack) rolled back, \(committed) committed, merge ~\(mergeTime) s"
    )
  }
}
