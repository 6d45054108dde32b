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
  ///
  /// An ASCII name is trimmed and lower-cased byte by byte; others through Foundation.
  static func normalized(_ name: String) -> String {
    // Most cells past a header's names are empty: a row can reach a million columns.
    guard !name.isEmpty else { return name }
    var name = name
    guard name.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else {
      return name.trimmingCharacters(in: .whitespaces).lowercased()
    }
    return name.withUTF8 { bytes in
      let trimmed = trimmedASCII(bytes)
      return String(unsafeUninitializedCapacity: trimmed.count) { buffer in
        for (offset, byte) in trimmed.enumerated() {
          buffer[offset] =
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
        return trimmed.count
      }
    }
  }

  /// `bytes` without the spaces and tabs around them.
  private static func trimmedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Slice<
    UnsafeBufferPointer<UInt8>
  > {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
    let end = bytes.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
    return bytes[start..<end]
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

  /// The name among `names` closest to `name` (both compared normalized), for "did you mean"
  /// messages: the first of those at the smallest edit distance, when that is at most a third
  /// of `name`'s length (and at least 2).
  ///
  /// - Complexity: O(*n*) for *n* names, each ASCII name much longer or shorter than `name`
  ///   passed over without being normalized.
  static func nearest(to name: String, among names: some Sequence<String>) -> String? {
    let target = Array(normalized(name).unicodeScalars)
    var limit = max(2, target.count / 3)
    var best: String?
    for candidate in names {
      if let length = asciiTrimmedLength(candidate), abs(length - target.count) > limit {
        continue
      }
      let scalars = Array(normalized(candidate).unicodeScalars)
      guard let distance = EditDistance.between(target, scalars, atMost: limit) else { continue }
      best = candidate
      // Only a nearer name replaces it.
      guard distance > 0 else { break }
      limit = distance - 1
    }
    return best
  }

  /// The length of `name` without spaces and tabs around it, when it is ASCII; else `nil`.
  private static func asciiTrimmedLength(_ name: String) -> Int? {
    var name = name
    return name.withUTF8 { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? trimmedASCII(bytes).count : nil
    }
  }
}
