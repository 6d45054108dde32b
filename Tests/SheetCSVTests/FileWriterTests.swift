import Foundation
import Testing

@testable import SheetCSV

@Suite("CSV files")
struct FileWriterTests {
  @Test("Records streamed to a file in blocks read back identical")
  func fileRoundTrip() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("filewriter-\(UUID().uuidString).csv").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Enough rows to flush several 64 KiB blocks.
    let records = (0..<20_000).map { ["\($0)", "note, \"quoted\"\nline \($0)", "Café 🎁"] }
    var file = try CSVFileWriter(path: path)
    for record in records { try file.writeRecord(record) }
    try file.close()
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.recordCount == records.count)
    #expect((0..<3).map { table.string(record: 19_999, field: $0) } == records[19_999])
    #expect(table.issues.isEmpty)
  }

  @Test("A file that cannot be created or read names its path")
  func unwritable() {
    #expect(throws: CSVFileError.self) { _ = try CSVFileWriter(path: "/no/such/folder/x.csv") }
    #expect(throws: CSVFileError.self) { try CSVTable(contentsOfFile: "/no/such/file.csv") }
  }
}
