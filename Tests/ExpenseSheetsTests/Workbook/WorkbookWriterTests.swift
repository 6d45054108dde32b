import Foundation
import Testing

@testable import ExpenseSheets

/// `WorkbookWriter.write(parts:to:encodingPart:)` writes each part as soon as the parts before it
/// are: the files must be those of the ledger encoded whole, wherever unknown columns first
/// appear, and a failure must leave the folder as it was.
@Suite("Writing a workbook part by part")
struct WorkbookWriterTests {
  /// A ledger whose transactions carry unknown columns from `firstRowWithUnknownColumns` on
  /// (every third row after it), and one receipt in the middle with one of its own.
  static func ledger(firstRowWithUnknownColumns: Int?) -> Ledger {
    var ledger = SampleLedger.make(transactions: 60, seed: 11)
    if let first = firstRowWithUnknownColumns {
      for row in stride(from: first, to: ledger.transactions.count, by: 3) {
        ledger.transactions[row].extraCells = [
          ExtraCell(column: "Notes 2", value: "=row \(row)"), ExtraCell(column: "", value: "x"),
        ]
      }
      ledger.receipts[ledger.receipts.count / 2].extraCells = [
        ExtraCell(column: "Scanned by", value: "me")
      ]
    }
    return ledger
  }

  /// The files in `folder`, by name, hidden ones included; not the folders in it.
  static func files(in folder: URL) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      guard try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == false else {
        continue
      }
      files[name] = Array(try Data(contentsOf: url))
    }
    return files
  }

  /// The files of `ledger` encoded whole, by name.
  static func encodedWhole(_ ledger: Ledger, writeBOM: Bool) -> [String: [UInt8]] {
    Dictionary(
      uniqueKeysWithValues: WorkbookWriter(writeBOM: writeBOM).encode(ledger).map {
        ($0.key.fileName, $0.value)
      })
  }

  @Test(
    "Parts written as they come make the files of the ledger encoded whole",
    arguments: [nil, 0, 1, 25, 59], [1, 7, 1_000])
  func partsMakeTheWholeFiles(firstRowWithUnknownColumns: Int?, rowsPerPart: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = Self.ledger(firstRowWithUnknownColumns: firstRowWithUnknownColumns)
    let chunks = WorkbookWriter.chunks(ledger, rowsPerChunk: rowsPerPart)
    let writer = WorkbookWriter(writeBOM: rowsPerPart == 7)

    let rows = try writer.write(parts: chunks.count, to: folder.path) { chunks[$0]() }

    #expect(try Self.files(in: folder) == Self.encodedWhole(ledger, writeBOM: writer.writeBOM))
    #expect(rows[.transactions] == ledger.transactions.count)
    #expect(rows[.receipts] == ledger.receipts.count)
    #expect(rows[.categories] == ledger.categories.count)
    #expect(rows[.recurringRules] == ledger.recurringRules.count)
    #expect(rows[.settings] == 1)
  }

  struct PartFailure: Error, Equatable {
    var part: Int
  }

  @Test("A part that cannot be encoded leaves the folder as it was", arguments: [0, 3, 8])
  func failedPartKeepsTheFolder(failingPart: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = WorkbookWriter()
    try writer.write(Self.ledger(firstRowWithUnknownColumns: nil), to: folder.path)
    let before = try Self.files(in: folder)
    let chunks = WorkbookWriter.chunks(
      Self.ledger(firstRowWithUnknownColumns: 2), rowsPerChunk: 10)

    #expect(throws: PartFailure(part: failingPart)) {
      try writer.write(parts: chunks.count, to: folder.path) { part in
        guard part != failingPart else { throw PartFailure(part: part) }
        return chunks[part]()
      }
    }

    #expect(try Self.files(in: folder) == before)
  }

  @Test("A folder made for an export that fails is removed")
  func failedExportLeavesNoFolder() throws {
    let parent = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("Export")
    #expect(throws: PartFailure(part: 0)) {
      try WorkbookWriter().write(parts: 1, to: folder.path) { throw PartFailure(part: $0) }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("A folder where a tab file belongs fails naming it, and leaves the other files")
  func folderInTheWay() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = WorkbookWriter()
    try writer.write(Self.ledger(firstRowWithUnknownColumns: nil), to: folder.path)
    let settings = folder.appendingPathComponent(Tab.settings.fileName)
    try FileManager.default.removeItem(at: settings)
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)
    let before = try Self.files(in: folder)

    let error = #expect(throws: WorkbookError.self) {
      try writer.write(Self.ledger(firstRowWithUnknownColumns: 5), to: folder.path)
    }

    #expect(error?.path == settings.path)
    #expect(try Self.files(in: folder) == before)
  }
}
