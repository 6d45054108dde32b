import Foundation
import Testing

@testable import ExpenseSheets

/// `export --out` into a folder where an earlier export was interrupted while it moved its
/// files into place, run as a user runs it.
@Suite("export: a folder an interrupted export left journaled")
struct ExportOverJournaledFolderTests {
  @Test("The interrupted export is ended first, and the files are replaced, not refused")
  func endsInterruptedExportFirst() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, export) = try Tool.storeWithExportedSample(in: folder)
    // An export of the same rows killed once its journal was written, before it moved a file:
    // its partial files, the same rows as the folder's, and its journal (of a process gone).
    let journal = ExportJournal(
      token: "1-0badc0de", record: nil,
      files: Tab.allCases.map { ExportJournal.File(name: $0.fileName, replaces: true) })
    for file in journal.files {
      let paths = journal.paths(of: file, in: export.path)
      try FileManager.default.copyItem(atPath: paths.final, toPath: paths.partial)
    }
    try JSONEncoder().encode(journal).write(
      to: URL(fileURLWithPath: ExportJournal.path(in: export.path)))

    let run = try Tool.run(["export", "--out", export.path, "--store", store])
    #expect(run.status == 0, "\(run.error)")
    let names = try FileManager.default.contentsOfDirectory(atPath: export.path)
    #expect(Set(names) == Set(Tab.allCases.map(\.fileName)))
  }
}
