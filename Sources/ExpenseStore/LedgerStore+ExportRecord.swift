import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// What an export's journal says about how the store records the export: the store's path,
  /// and the time and folder it records the export with (see ``lastExport()``).
  private struct ExportRecord: Codable {
    var store: String
    var exportedAt: Int64
    var folder: String
  }

  /// The record of an export at `time` into `folder`, for the export's journal.
  func exportRecord(time: Date, folder: String) -> String {
    let store = URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).standardizedFileURL.path
    let record = ExportRecord(
      store: store, exportedAt: ColumnCoding.milliseconds(time), folder: folder)
    return String(decoding: try! JSONEncoder().encode(record), as: UTF8.self)
  }

  /// Whether the store an interrupted export's journal names records that export as its last:
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
      let row = try Row.fetchOne(db, sql: "SELECT exportedAt, folder FROM exportState")
      return row.map { $0[0] == record.exportedAt && $0[1] == record.folder } ?? false
    }
  }
}
