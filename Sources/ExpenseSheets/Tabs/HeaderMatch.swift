import Foundation
import SheetCSV

/// Finds a tab's header row and maps its names to known columns.
///
/// Names match ignoring case and surrounding spaces. The header is the first record, or the
/// first of the leading records that names most known columns (a title row may stand above it).
enum HeaderMatch {
  /// How many leading records may stand above the header.
  static let searchDepth = 10

  /// The longest cell compared with header names, in bytes.
  static let maximumNameLength = 256

  /// A header name as matched: trimmed and lower-cased.
  static func normalized(_ name: String) -> String {
    // Most cells past a header's names are empty: a row can reach a million columns.
    name.isEmpty ? name : name.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// How many of `known` (already normalized) a record names.
  static func score(table: CSVTable, record: Int, known: Set<String>) -> Int {
    var score = 0
    for field in 0..<table.fieldCount(ofRecord: record) {
      // No header name is long; a long cell is data, and is not decoded to be compared.
      let isShort = table.withFieldBytes(record: record, field: field) {
        $0.count <= maximumNameLength
      }
      if isShort, known.contains(normalized(table.string(record: record, field: field))) {
        score += 1
      }
    }
    return score
  }

  /// The record holding the header: the best-scoring of the leading records, or 0.
  static func headerRecord(table: CSVTable, known: Set<String>) -> Int {
    var best = (record: 0, score: 0)
    for record in 0..<min(searchDepth, table.recordCount) {
      let score = score(table: table, record: record, known: known)
      if score > best.score { best = (record, score) }
      if score == known.count { break }
    }
    return best.record
  }

  /// The known name closest to a header name, for "did you mean" messages.
  static func nearest(to name: String, among names: [String]) -> String? {
    let target = normalized(name)
    let scored = names.map { ($0, EditDistance.between(target, normalized($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, target.count / 3) else {
      return nil
    }
    return best.0
  }
}
