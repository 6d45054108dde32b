import Foundation
import GRDB

extension LedgerStore {
  /// Records the files an export of this store placed, stamped as it placed them, so that
  /// ``holdsUntouchedExport(_:)`` can later tell them unwritten since without reading them.
  /// Waits until a write after the record would change their stamps (a few milliseconds at
  /// most), and records nothing when one of them was modified after the export wrote it, or
  /// changed since it was placed.
  ///
  /// - Parameters:
  ///   - placed: The files' stamps, taken as soon as they were in place.
  ///   - folder: The folder that holds them.
  ///   - writtenBy: When the export had written them, before placing them.
  ///   - exportId: The export that wrote them.
  /// - Throws: ``StoreError`` when the record cannot be written; the export stands either way.
  public func recordExportedFiles(
    _ placed: [FileStamp], in folder: String, writtenBy: Date, exportId: UUID
  ) throws {
    let written = Int64(writtenBy.timeIntervalSince1970 * 1e9)
    guard !placed.contains(where: { $0.modified > written }) else { return }
    let stamps = FileStamp.settled(placed, in: folder)
    guard !stamps.isEmpty else { return }
    let json = String(decoding: try JSONEncoder().encode(stamps), as: UTF8.self)
    try Self.run(path: path) {
      try writer.write { db in
        try db.execute(
          sql: "UPDATE exports SET fileStamps = ? WHERE exportId = ?",
          arguments: [json, exportId])
      }
    }
  }

  /// Whether every file at `paths` is as an export the store keeps wrote it, unwritten since
  /// (see ``recordExportedFiles(_:in:writtenBy:exportId:)``): such files hold no edit, and replacing them
  /// loses nothing. `false` when any is missing, or the store recorded none of them.
  ///
  /// - Throws: ``StoreError`` when the store cannot be read.
  public func holdsUntouchedExport(_ paths: [String]) throws -> Bool {
    let stamps = paths.map(FileStamp.init(path:))
    guard !stamps.isEmpty, !stamps.contains(nil) else { return false }
    let recorded = try Self.run(path: path) {
      try reader.read { db in
        try String.fetchAll(db, sql: "SELECT fileStamps FROM exports WHERE fileStamps IS NOT NULL")
      }
    }
    let written = Set(
      recorded.flatMap { json in
        (try? JSONDecoder().decode([FileStamp].self, from: Data(json.utf8))) ?? []
      })
    return stamps.allSatisfy { written.contains($0!) }
  }
}
