import Foundation
import Testing

@testable import ExpenseSheets

/// A pipe or a device given as a tab file is read to its end, but a stream that does not end is
/// refused by name: read whole, `/dev/zero` filled memory until the process was killed.
@Suite("A stream given as a tab that does not end")
struct EndlessStreamTests {
  /// A FIFO named `name` in a folder of its own, and what removes the folder.
  static func fifo(named name: String) throws -> (path: String, remove: () -> Void) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "EndlessStreamTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent(name).path
    #expect(mkfifo(fifo, 0o600) == 0)
    return (fifo, { try? FileManager.default.removeItem(at: folder) })
  }

  @Test("/dev/zero is refused as binary from its first bytes")
  func zeros() throws {
    #expect(
      throws: WorkbookError(
        path: "/dev/zero", line: 1, byteOffset: 0,
        message: "this file holds NUL bytes, so it is binary, not CSV text")
    ) {
      try WorkbookReader.readStreams(["/dev/zero"])
    }
  }

  @Test(
    "Text past the limit is refused by file once the limit is passed; text under it reads whole")
  func endlessText() throws {
    let (fifo, removeFolder) = try Self.fifo(named: "Transactions.csv")
    defer { removeFolder() }
    // `yes` writes its line until the reader closes the pipe; `head` writes 40,000 bytes.
    for (writer, limit, whole) in [
      ("yes a,b", 100_000, false), ("yes a,b | head -c 40000", 100_000, true),
    ] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(writer) > '\(fifo)'"]
      try process.run()
      defer { process.waitUntilExit() }
      if whole {
        let bytes = try StreamBytes.read(path: fifo, maximumByteCount: limit)
        #expect(bytes == Array(String(repeating: "a,b\n", count: 10_000).utf8))
      } else {
        #expect(
          throws: WorkbookError(
            path: fifo,
            message:
              "the tab is larger than 2 GiB as text (more than 100000 bytes were read), more than any sheet holds"
          )
        ) {
          try StreamBytes.read(path: fifo, maximumByteCount: limit)
        }
      }
    }
  }

  @Test("A FIFO no program writes to is refused by name once the wait is over, not waited on")
  func fifoWithoutWriter() throws {
    let (fifo, removeFolder) = try Self.fifo(named: "notes.csv")
    defer { removeFolder() }
    let error = #expect(throws: WorkbookError.self) {
      try StreamBytes.read(path: fifo, writerWait: .milliseconds(200))
    }
    #expect(error?.path == fifo)
    #expect(error?.message.contains("no program wrote to") == true)
  }
}
