import Foundation
import Testing

@testable import SheetXLSX

/// A workbook path with no file behind it is named as such at once: never read as a damaged
/// archive, and never read from a folder (which no read of a file ends).
@Suite("SheetXLSX: a workbook path with no file")
struct MissingWorkbookFileTests {
  @Test(
    "Nothing at the path, or a folder, is said so",
    arguments: [
      (false, "no such file or folder"),
      (
        true,
        "a folder, not a workbook file: give the .xlsx or .ods file, or a folder of the tabs' .csv files"
      ),
    ])
  func noFile(isFolder: Bool, message: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("missing-\(UUID().uuidString)").appendingPathExtension("xlsx").path
    if isFolder {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: SpreadsheetError(path: path, message: message)) {
      try SpreadsheetFile(path: path)
    }
  }
}
