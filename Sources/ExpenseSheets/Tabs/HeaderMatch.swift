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

  /// The byte lengths of `known` names (already normalized); `0...0` for none.
  static func lengths(of known: some Collection<String>) -> ClosedRange<Int> {
    let lengths = known.map(\.utf8.count)
    return (lengths.min() ?? 0)...(lengths.max() ?? 0)
  }

  /// Whether a cell may be one of the names whose lengths are `lengths`: ASCII whose length
  /// without the spaces and tabs around it is out of that range is not (and is not normalized
  /// to be compared: a header can have millions of cells).
  static func mayName(_ cell: some Collection<UInt8>, lengths: ClosedRange<Int>) -> Bool {
    var (leading, length, trailing) = (true, 0, 0)
    for byte in cell {
      guard byte < 0x80 else { return cell.count <= maximumNameLength }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        if !leading { trailing += 1 }
      } else {
        leading = false
        length += trailing + 1
        trailing = 0
      }
    }
    return lengths.contains(length)
  }

  /// How many of `known` (already normalized) a record names.
  static func score(table: CSVTable, record: Int, known: Set<String>) -> Int {
    var score = 0
    let lengths = lengths(of: known)
    for field in 0..<table.fieldCount(ofRecord: record) {
      // A cell that cannot be a name is data, and is not decoded to be compared.
      let mayName = table.withFieldBytes(record: record, field: field) {
        Self.mayName($0, lengths: lengths)
      }
      if mayName, known.contains(normalized(table.string(record: record, field: field))) {
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
