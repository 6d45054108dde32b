import Foundation
import Testing

@testable import SheetXLSX

/// The hidden file a writer killed before it moved its workbook into place left behind is
/// removed by the next write of that workbook; those of running writers and other files stay.
@Suite("SheetXLSX: partial files of killed writers")
struct StalePartialFilesTests {
  /// The id of a process that ran and is gone.
  static func endedProcessId() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("A killed writer's file goes; a running writer's, a recent unnamed one and others stay")
  func removedOnWrite() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stale-partials-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = [
      ".Book.xlsx.\(try Self.endedProcessId())-0A1B2C3D.partial",  // killed: goes
      ".Book.xlsx.1-0A1B2C3D.partial",  // pid 1 runs: stays
      ".Book.xlsx.0A1B2C3D.partial",  // unnamed and old: goes
      ".Book.xlsx.FFFFFFFF.partial",  // unnamed and recent: stays
      ".Other.xlsx.0A1B2C3D.partial",  // another workbook's: stays
      ".Book.xlsx.notes.partial",  // not a writer's name: stays
    ]
    for name in names {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: folder.appendingPathComponent(names[2]).path)
    let path = folder.appendingPathComponent("Book.xlsx").path
    try XLSXWriter().write(
      [WorksheetPart(name: "Sheet", rows: SheetRowsWriter().finish())], to: path)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == (["Book.xlsx"] + [names[1], names[3], names[4], names[5]]).sorted())
  }
}
