import Foundation
import PropertyBased
import Testing

@testable import SheetCSV

/// Records, issues, delimiter and BOM of a table, to compare two tables.
func tableContents(_ table: CSVTable) -> [String] {
  (0..<table.recordCount).map { record in
    (0..<table.fieldCount(ofRecord: record)).map { table.string(record: record, field: $0) }
      .joined(separator: "\u{1F}")
  } + table.issues.map(\.description) + ["\(table.delimiter) \(table.hasBOM)"]
}

/// Expects a file read and the same file memory-mapped to give identical tables.
func expectMappedEqualsRead(path: String, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let read = try CSVTable(contentsOfFile: path, access: .read)
  let mapped = try CSVTable(contentsOfFile: path, access: .memoryMapped)
  #expect(tableContents(mapped) == tableContents(read), sourceLocation: sourceLocation)
}

/// The CSV files of `SampleSheets/`, as paths from the repository's root.
let sampleSheetFiles: [String] = {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let folder = root.appendingPathComponent("SampleSheets")
  let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
  return (files ?? []).filter { $0.hasSuffix(".csv") }.sorted().map {
    folder.appendingPathComponent($0).path
  }
}()

@Suite("Memory-mapped CSV files")
struct MappedFileTests {
  /// A new file in the temporary folder holding `bytes`, removed by the caller.
  static func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("mapped-\(UUID().uuidString).csv").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("Every csv-spectrum file mapped gives the table read gives", arguments: spectrumCases)
  func spectrum(name: String) throws {
    try expectMappedEqualsRead(
      path: spectrumFolder.appendingPathComponent("csvs/\(name).csv").path)
  }

  @Test("Every sample sheet mapped gives the table read gives")
  func sampleSheets() throws {
    #expect(!sampleSheetFiles.isEmpty)
    for path in sampleSheetFiles { try expectMappedEqualsRead(path: path) }
  }

  @Test("Generated files mapped give the tables read gives")
  func generated() async {
    let bytes = Gen<UInt8?>.element(of: [
      UInt8(ascii: "a"), UInt8(ascii: ","), UInt8(ascii: "\""), 0x0D, 0x0A, UInt8(ascii: ";"),
      0xC3, 0xA9, 0xEF, 0xBB, 0xBF,
    ]).array(of: 0...200).map { $0.compactMap { $0 } }
    await propertyCheck(input: bytes) { input in
      let path = try Self.temporaryFile(input)
      defer { try? FileManager.default.removeItem(atPath: path) }
      try expectMappedEqualsRead(path: path)
    }
  }

  @Test("An empty file is read, not mapped, and has no records")
  func empty() throws {
    let path = try Self.temporaryFile([])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let table = try CSVTable(contentsOfFile: path, access: .memoryMapped)
    #expect(table.recordCount == 0)
    #expect(table.issues.isEmpty)
  }

  @Test("A mapped table outlives its file's name and keeps its bytes when copied")
  func lifetime() throws {
    let path = try Self.temporaryFile(Array("a,b\n\"c\"\"d\",e\n".utf8))
    var table: CSVTable? = try CSVTable(contentsOfFile: path, access: .memoryMapped)
    try FileManager.default.removeItem(atPath: path)
    let copy = table!
    table = nil
    #expect(copy.string(record: 1, field: 0) == "c\"d")
    #expect(copy.string(record: 1, field: 1) == "e")
  }

  @Test("A folder or a missing file cannot be mapped and names its path")
  func unreadable() {
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: CSVFileError.self) {
      try CSVTable(contentsOfFile: folder, access: .memoryMapped)
    }
    #expect(throws: CSVFileError.self) {
      try CSVTable(contentsOfFile: "/no/such/file.csv", access: .memoryMapped)
    }
  }

  @Test(
    "A file the system will not map is read instead",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled"))
  )
  func unmappable() throws {
    // A sysfs attribute is a regular file of 4,096 bytes that `mmap` refuses (ENODEV).
    let path = "/sys/kernel/mm/transparent_hugepage/enabled"
    let mapped = try CSVTable(contentsOfFile: path, access: .memoryMapped)
    let read = try CSVTable(contentsOfFile: path)
    #expect(mapped.recordCount == 1)
    #expect(mapped.string(record: 0, field: 0) == read.string(record: 0, field: 0))
  }
}
