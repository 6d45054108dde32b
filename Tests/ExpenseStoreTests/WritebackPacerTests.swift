import Foundation
import Testing

@testable import ExpenseStore

@Suite struct WritebackPacerTests {
  /// How many descriptors of the process are open on the file at `path` (which may pass through
  /// a symbolic link, as a temporary folder's can).
  private static func descriptors(openOn path: String) throws -> Int {
    let folder = "/proc/self/fd"
    let path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return try FileManager.default.contentsOfDirectory(atPath: folder).count { name in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) == path
    }
  }

  /// A file written while paced holds what was written, and the pacer lets go of every file it
  /// opened when stopped, passing over those it could not open.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func pacedFileKeepsItsBytesAndIsLetGo() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("growing")
    let chunk = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try chunk.write(to: file)
    let pacer = WritebackPacer(paths: [file.path, folder.appendingPathComponent("missing").path])
    let handle = try FileHandle(forWritingTo: file)
    for _ in 0..<3 {
      try handle.seekToEnd()
      try handle.write(contentsOf: chunk)
      Thread.sleep(forTimeInterval: 0.03)
    }
    try handle.close()
    #expect(try Self.descriptors(openOn: file.path) == 1)
    pacer.stop()
    #expect(try Self.descriptors(openOn: file.path) == 0)
    #expect(
      try Data(contentsOf: file) == chunk + chunk + chunk + chunk)
  }
}
