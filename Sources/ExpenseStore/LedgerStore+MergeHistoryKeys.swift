import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// Which of `keys` the report of some merge in the history names: the keys of rows a merge
  /// added, updated or deleted. The reports are read (and inflated) one at a time, so that a
  /// long history of large merges is never held whole.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func keysNamedInMergeHistory(_ keys: Set<RowKey>) throws -> Set<RowKey> {
    guard !keys.isEmpty else { return [] }
    return try Self.run(path: path) {
      try reader.read { db in
        var unnamed = keys
        let rows = try Row.fetchCursor(
          db, sql: "SELECT \(Self.historyReportColumns) FROM mergeHistory")
        while !unnamed.isEmpty, let row = try rows.next() {
          var report = try Self.report(of: row, path: path)
          report.withUTF8 { report in
            unnamed = unnamed.filter { key in !Self.bytes(report, hold: key.value) }
          }
        }
        return keys.subtracting(unnamed)
      }
    }
  }

  /// Whether `text`'s UTF-8 occurs in `bytes`: a search of bytes, not of characters.
  private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, hold text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes.firstRange(of: $0) != nil }
  }
}
