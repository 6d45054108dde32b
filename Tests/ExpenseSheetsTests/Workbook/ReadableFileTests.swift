import Foundation
import Testing

@testable import ExpenseSheets

/// A tab file that cannot be opened is refused with the reason, not only the fact.
@Suite("Opening a tab file")
struct ReadableFileTests {
  @Test(
    "A file that cannot be opened is refused naming why",
    arguments: [
      ("missing", "there is no such file (or it is a link to a file that is gone)"),
      ("dangling link", "there is no such file (or it is a link to a file that is gone)"),
      ("link to itself", "it is a link that leads back to itself"),
    ])
  func refusedWithReason(name: String, reason: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ReadableFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Transactions.csv").path
    switch name {
    case "dangling link":
      try FileManager.default.createSymbolicLink(
        atPath: path, withDestinationPath: folder.appendingPathComponent("gone.csv").path)
    case "link to itself":
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
    default:
      break
    }
    #expect {
      _ = try ReadableFile.open(path)
    } throws: { error in
      (error as? WorkbookError)?.message == "cannot open the file for reading: \(reason)"
    }
  }
}
