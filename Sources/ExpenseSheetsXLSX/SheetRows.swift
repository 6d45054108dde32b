import SheetCSV

/// The rows of sheets as their CSV text holds them, compared whole.
enum SheetRows {
  /// Whether `copy`'s header row is `sheet`'s, and each of its other rows is a row of `sheet`:
  /// a filtered or sorted copy of a tab's sheet holds no edit of its own. Rows compare by the
  /// hashes of their cells' bytes.
  ///
  /// - Complexity: O(bytes of both).
  static func holdsOnlyRows(of sheet: [UInt8], _ copy: [UInt8]) -> Bool {
    let (sheet, copy) = (CSVTable(bytes: sheet), CSVTable(bytes: copy))
    guard sheet.recordCount > 0, copy.recordCount > 0, hash(0, of: sheet) == hash(0, of: copy)
    else { return false }
    let rows = Set((1..<sheet.recordCount).map { hash($0, of: sheet) })
    return (1..<copy.recordCount).allSatisfy { rows.contains(hash($0, of: copy)) }
  }

  /// The hash of record `record`'s cells, each hashed with its length.
  private static func hash(_ record: Int, of table: CSVTable) -> Int {
    var hasher = Hasher()
    for field in 0..<table.fieldCount(ofRecord: record) {
      table.withFieldBytes(record: record, field: field) { bytes in
        hasher.combine(bytes.count)
        hasher.combine(bytes: bytes)
      }
    }
    return hasher.finalize()
  }
}
