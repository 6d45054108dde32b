import SheetCSV

/// Tells a data row that repeats the tab's header row: a header pasted again below the rows
/// (two downloads put one under the other), which holds no data. Such a row is left out with
/// one `repeated-header` warning, instead of an error for each of its cells.
struct RepeatedHeader: Sendable {
  /// The header's record.
  private let headerRecord: Int
  /// The sheet column of the tab's key, which a repeated header names first.
  private let keyColumn: Int
  /// The sheet columns of the tab's known columns.
  private let knownColumns: [Int]

  /// The test for rows repeating `header`, whose key is the known column at `keyIndex`.
  init<Column: TabColumn>(header: TabHeader<Column>, keyIndex: Int) {
    headerRecord = header.dataRecords.lowerBound - 1
    keyColumn = header.sheetColumns[keyIndex]
    knownColumns = header.sheetColumns.filter { $0 >= 0 }
  }

  /// Whether `record` names its key cell as the header does, and more than half of the tab's
  /// columns too (ASCII case and surrounding spaces aside).
  func isRepeated(record: Int, in table: CSVTable) -> Bool {
    guard keyColumn >= 0, sameName(record: record, column: keyColumn, in: table) else {
      return false
    }
    let same = knownColumns.count { sameName(record: record, column: $0, in: table) }
    return same * 2 > knownColumns.count
  }

  /// Whether `record`'s cell in `column` holds the header's name of the column.
  private func sameName(record: Int, column: Int, in table: CSVTable) -> Bool {
    guard column < table.fieldCount(ofRecord: record) else { return false }
    return table.withFieldBytes(record: headerRecord, field: column) { name in
      table.withFieldBytes(record: record, field: column) { cell in
        let (name, cell) = (name.trimmingSpaces, cell.trimmingSpaces)
        guard !name.isEmpty, name.count == cell.count else { return false }
        return zip(name, cell).allSatisfy { a, b in
          a == b
            || (a | 0x20 == b | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20))
        }
      }
    }
  }

  /// The diagnostic of the repeated header on sheet row `row` of `tab`, whose header is on
  /// `headerRow`.
  static func warning(tab: Tab, row: Int, headerRow: Int) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: .repeatedHeader, tab: tab, row: row,
      message:
        "row \(row) repeats the header row (row \(headerRow)) and holds no data, so it is not read; delete it"
    )
  }
}
