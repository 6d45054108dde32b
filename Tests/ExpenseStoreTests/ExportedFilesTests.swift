import ExpenseSheets
import Foundation
import Testing

@testable import ExpenseStore

#if canImport(Glibc)
  import Glibc
#endif

/// `recordExportedFiles` and `holdsUntouchedExport`: files an export wrote are told untouched
/// by their stamps, and any write, however quick and whatever its size, is told apart.
@Suite struct ExportedFilesTests {
  /// A store holding a small ledger, and the files of its export in `folder/export`, which the
  /// export records.
  static func exported(in folder: URL) throws -> (LedgerStore, [String]) {
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    try store.replaceLedger(with: LedgerFixtures.ledger(transactions: 40, seed: 7))
    let out = folder.appendingPathComponent("export").path
    try store.export(to: out, writer: WorkbookWriter(), at: Date())
    return (store, Tab.allCases.map { (out as NSString).appendingPathComponent($0.fileName) })
  }

  /// Overwrites the first byte of `path` with itself, in place: the size and bytes stay.
  static func rewriteInPlace(_ path: String) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    defer { try? handle.close() }
    let first = try #require(try handle.read(upToCount: 1))
    try handle.seek(toOffset: 0)
    try handle.write(contentsOf: first)
  }

  @Test("The files an export wrote, untouched, are its own")
  func untouched() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, files) = try Self.exported(in: folder)
    #expect(try store.holdsUntouchedExport(files))
    #expect(try store.holdsUntouchedExport([files[0]]))
  }

  @Test(
    "A write of the same size right after the export, with its time set back, a copy or a missing file is told apart",
    arguments: ["rewrite", "rewrite, time set back", "copy", "missing"])
  func touched(change: String) throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, files) = try Self.exported(in: folder)
    var checked = files
    switch change {
    case "rewrite":
      try Self.rewriteInPlace(files[0])
    case "rewrite, time set back":
      // As `touch -r` or a copy that keeps times would: only the status-change time tells.
      let modified = try #require(FileStamp(path: files[1])).modified
      try Self.rewriteInPlace(files[1])
      let time = timespec(
        tv_sec: Int(modified / 1_000_000_000), tv_nsec: Int(modified % 1_000_000_000))
      #expect(utimensat(AT_FDCWD, files[1], [time, time], 0) == 0)
      #expect(try #require(FileStamp(path: files[1])).modified == modified)
    case "copy":
      let copy = folder.appendingPathComponent(Tab.transactions.fileName).path
      try FileManager.default.copyItem(atPath: files[0], toPath: copy)
      checked[0] = copy
    default:
      try FileManager.default.removeItem(atPath: files[2])
    }
    #expect(try !store.holdsUntouchedExport(checked))
  }

  @Test("Files the store did not export are not the store's")
  func unrecorded() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try LedgerStore(path: folder.appendingPathComponent("ledger.sqlite").path)
    let ledger = LedgerFixtures.ledger(transactions: 10, seed: 1)
    try store.replaceLedger(with: ledger)
    let out = folder.appendingPathComponent("export").path
    try WorkbookWriter().write(ledger, to: out)
    let files = Tab.allCases.map { (out as NSString).appendingPathComponent($0.fileName) }
    #expect(try !store.holdsUntouchedExport(files))
    #expect(try !store.holdsUntouchedExport([]))
  }

  @Test("Files written to between being placed and recorded are not recorded")
  func writtenBeforeRecord() throws {
    let folder = try LedgerFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, files) = try Self.exported(in: folder)
    let placed = try files.map { try #require(FileStamp(path: $0)) }
    let out = (files[0] as NSString).deletingLastPathComponent
    #expect(FileStamp.settled(placed, in: out) == placed)
    try Self.rewriteInPlace(files[3])
    #expect(FileStamp.settled(placed, in: out).isEmpty)
  }
}
