import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// What an export's journal says about how the store records the export: the store's path,
  /// and the id it records the export by (see ``loadBases(exportIds:)``).
  private struct ExportRecord: Codable {
    var store: String
    var exportId: UUID
  }

  /// The record of the export `exportId`, for the export's journal.
  func exportRecord(exportId: UUID) -> String {
    let store = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).standardizedFileURL.path
    let record = ExportRecord(store: store, exportId: exportId)
    return String(decoding: try! JSONEncoder().encode(record), as: UTF8.self)
  }

  /// Whether the store an interrupted export's journal names records that export:
  /// the ``InterruptedExport/RecordCheck`` of exports written by a store.
  ///
  /// - Parameter record: The record the store wrote into the export's journal.
  /// - Returns: `nil` when the record is not a store's, or its store cannot be read.
  @Sendable public static func isExportRecorded(_ record: String) -> Bool? {
    guard let record = try? JSONDecoder().decode(ExportRecord.self, from: Data(record.utf8)),
      FileManager.default.fileExists(atPath: record.store)
    else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    return try? DatabaseQueue(path: record.store, configuration: configuration).read { db in
      try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM exports WHERE exportId = ?)",
        arguments: [record.exportId]) ?? false
    }
  }
}
