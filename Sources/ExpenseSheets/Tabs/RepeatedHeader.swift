import SheetCSV

/// Tells a data row that repeats the tab's header row: a header pasted again below the rows
/// (two downloads put one under the other), which holds no data. Such a row is left out with
/// one `repeated-header` warning, instead of an error for each of its cells.
struct RepeatedHeader: Sendable {
  /// The sheet column of the tab's key and its header name, as ``HeaderMatch`` matches names.
  private let key: (column: Int, name: String)?
  /// The sheet column of each of the tab's known columns and its header name, matched so.
  private let names: [(column: Int, name: String)]

  /// The test for rows repeating `header`, whose key is the known column at `keyIndex`.
  init<Column: TabColumn>(header: TabHeader<Column>, keyIndex: Int) {
    names = header.sheetColumns.filter { $0 >= 0 }.map {
      ($0, HeaderMatch.normalized(header.names[$0]))
    }
    let keyColumn = header.sheetColumns[keyIndex]
    key = keyColumn >= 0 ? (keyColumn, HeaderMatch.normalized(header.names[keyColumn])) : nil
  }

  /// Whether `record` names its key cell as the header does, and more than half of the tab's
  /// columns too, matched as header names are (case and surrounding spaces aside).
  func isRepeated(record: Int, in table: CSVTable) -> Bool {
    guard let key, holds(key, record: record, in: table) else { return false }
    return names.count { holds($0, record: record, in: table) } * 2 > names.count
  }

  /// Whether `record`'s cell in the column of `name` holds that header name.
  private func holds(_ name: (column: Int, name: String), record: Int, in table: CSVTable) -> Bool {
    name.column < table.fieldCount(ofRecord: record)
      && HeaderMatch.normalized(table.string(record: record, field: name.column)) == name.name
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
