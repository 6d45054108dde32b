import Foundation
import SheetCSV

/// Finds a tab's header row and maps its names to known columns.
///
/// Names match ignoring case, spaces, underscores, hyphens and invisible marks (`Paid Flag`,
/// `paid_flag` and `Transaction ID` name `paidFlag` and `transactionId`). The header is the first
/// record, or the first of the leading records that names most known columns (a title row may
/// stand above it).
package enum HeaderMatch {
  /// How many leading records may stand above the header.
  static let searchDepth = 10

  /// The longest cell compared with header names, in bytes.
  static let maximumNameLength = 256

  /// A header name as matched: lower-cased, without spaces, tabs, underscores and hyphens.
  ///
  /// An ASCII name is done byte by byte; others through Foundation.
  package static func normalized(_ name: String) -> String {
    // Most cells past a header's names are empty: a row can reach a million columns.
    guard !name.isEmpty else { return name }
    var name = name
    guard name.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else {
      return String(name.unicodeScalars.filter { !isSeparator($0) }).lowercased()
    }
    return name.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        var count = 0
        for byte in bytes where !isSeparator(Unicode.Scalar(byte)) {
          buffer[count] =
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
          count += 1
        }
        return count
      }
    }
  }

  /// Whether a header name holds a character left out when names are matched (`Paid Flag`).
  static func isSpelledApart(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    return trimmed.unicodeScalars.contains(where: isSeparator)
  }

  /// Whether `name` is `column`'s name in the plural or the singular, as matched (`Notes` and
  /// `note`, `Tag` and `tags`, `Categories` and `category`).
  static func isPlural(_ name: String, of column: String) -> Bool {
    let (name, column) = (normalized(name), normalized(column))
    return isPluralOf(name, column) || isPluralOf(column, name)
  }

  /// Whether `name` is `column`'s name with a qualifier in brackets after it, as matched
  /// (`Amount (USD)`, `date [UTC]`).
  static func isQualified(_ name: String, of column: String) -> Bool {
    guard let open = name.firstIndex(where: { $0 == "(" || $0 == "[" }),
      name.last == (name[open] == "(" ? ")" : "]")
    else { return false }
    return normalized(String(name[..<open])) == normalized(column)
  }

  /// Whether `plural` is `singular` with an English plural's ending (`s`, or `ies` for `y`).
  private static func isPluralOf(_ plural: String, _ singular: String) -> Bool {
    plural == singular + "s"
      || (singular.hasSuffix("y") && plural == singular.dropLast() + "ies")
  }

  /// Whether a header name's character is left out when names are matched.
  private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "_" || scalar == "-" || scalar == "\u{A0}"
      // Invisible: a second byte order mark (a file saved twice with one), a zero-width space.
      || scalar == "\u{FEFF}" || scalar == "\u{200B}"
  }

  /// The byte lengths of `known` names (already normalized); `0...0` for none.
  static func lengths(of known: some Collection<String>) -> ClosedRange<Int> {
    let lengths = known.map(\.utf8.count)
    return (lengths.min() ?? 0)...(lengths.max() ?? 0)
  }

  /// Whether a cell may be one of the names whose lengths are `lengths`: ASCII whose length
  /// without spaces, tabs, underscores and hyphens is out of that range is not (and is not
  /// normalized to be compared: a header can have millions of cells).
  static func mayName(_ cell: some Collection<UInt8>, lengths: ClosedRange<Int>) -> Bool {
    var length = 0
    for byte in cell {
      guard byte < 0x80 else { return cell.count <= maximumNameLength }
      if !isSeparator(Unicode.Scalar(byte)) { length += 1 }
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

  /// The score a record below the leading ones needs to be the header, when no leading record
  /// has it: half the `knownCount` known columns, at least 2.
  static func scoreBelowLeadingRecords(knownCount: Int) -> Int { max(2, knownCount / 2) }

  /// The record holding the header: the best-scoring of the leading records; when none of
  /// them names half the known columns, the first record further down that does (a sort of
  /// the tab moved the header among its rows); else 0.
  static func headerRecord(table: CSVTable, known: Set<String>) -> Int {
    var best = (record: 0, score: 0)
    for record in 0..<min(searchDepth, table.recordCount) {
      let score = score(table: table, record: record, known: known)
      if score > best.score { best = (record, score) }
      if score == known.count { break }
    }
    let half = scoreBelowLeadingRecords(knownCount: known.count)
    guard best.score < half, table.recordCount > searchDepth else { return best.record }
    return (searchDepth..<table.recordCount).first { record in
      score(table: table, record: record, known: known) >= half
    } ?? best.record
  }

  /// The name among `names` closest to `name` (both compared normalized), for "did you mean"
  /// messages: the first of those at the smallest edit distance, when that is at most a third
  /// of `name`'s length (and at least 2); its plural or singular counts as one edit away.
  ///
  /// - Complexity: O(*n*) for *n* names, each ASCII name much longer or shorter than `name`
  ///   passed over without being normalized.
  static func nearest(to name: String, among names: some Sequence<String>) -> String? {
    let target = Array(normalized(name).unicodeScalars)
    var limit = max(2, target.count / 3)
    var best: String?
    for candidate in names {
      // `Categories` is `category` in the plural, three edits apart: as near as one. A plural
      // is at most two letters longer or shorter.
      let length = asciiMatchedLength(candidate)
      if let length, abs(length - target.count) > limit + 2 { continue }
      let isPlural = limit >= 1 && isPlural(candidate, of: name)
      if !isPlural, let length, abs(length - target.count) > limit { continue }
      let scalars = Array(normalized(candidate).unicodeScalars)
      guard
        let distance = isPlural ? 1 : EditDistance.between(target, scalars, atMost: limit)
      else { continue }
      best = candidate
      // Only a nearer name replaces it.
      guard distance > 0 else { break }
      limit = distance - 1
    }
    return best
  }

  /// The length of `name` as matched (see ``normalized(_:)``), when it is ASCII; else `nil`.
  private static func asciiMatchedLength(_ name: String) -> Int? {
    var name = name
    return name.withUTF8 { bytes in
      bytes.allSatisfy { $0 < 0x80 }
        ? bytes.count { !isSeparator(Unicode.Scalar($0)) } : nil
    }
  }
}
