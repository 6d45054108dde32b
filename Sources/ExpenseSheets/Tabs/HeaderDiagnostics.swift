import SheetCSV

/// The diagnostics of a header row's columns that are not one of the tab's (`unknown-column`),
/// repeat one (`duplicate-column`) or hold cells under the export's marker (`marker-column`):
/// one per column when there are few, else one for all the
/// columns of the kind, with how many there are and the first few cells.
///
/// A header can have millions of columns (a one-line file of `a,a,a,…`): a diagnostic each
/// would make a report of gigabytes, and a suggestion each would take minutes.
enum HeaderDiagnostics {
  /// Up to how many columns of one kind each get their own diagnostic.
  static let individualLimit = 10
  /// How many cells a summary names.
  static let shownCells = 3

  /// The `unknown-column` notes of the header's columns at `columns` (zero-based sheet columns,
  /// in order), kept as they are.
  ///
  /// - Parameters:
  ///   - header: The header's names, by sheet column.
  ///   - known: The tab's column names, for "did you mean" suggestions.
  /// - Complexity: O(`columns.count`).
  static func unknownColumns(
    _ columns: [Int], header: [String], known: [String], tab: Tab, row: Int
  ) -> [Diagnostic] {
    guard columns.count > individualLimit else {
      return columns.map { column in
        let name = header[column]
        let nearest = HeaderMatch.nearest(to: name, among: known)
        let message =
          name.trimmingCharacters(in: .whitespaces).isEmpty
          ? "the column \(A1.columnLetters(column)) has no header and is not part of the \(tab.rawValue) format; its cells are kept, as a column of its own"
          : "column \(quoted(name)) is not part of the \(tab.rawValue) format; it is kept"
            + (nearest.map { " (did you mean \(quoted($0))?)" } ?? "")
        return Diagnostic(
          severity: .info, code: .unknownColumn, tab: tab, row: row, column: name,
          cell: A1.reference(tab: tab, column: column, row: row), value: name, message: message)
      }
    }
    return [
      Diagnostic(
        severity: .info, code: .unknownColumn, tab: tab, row: row, column: header[columns[0]],
        cell: A1.reference(tab: tab, column: columns[0], row: row), value: header[columns[0]],
        message:
          "\(columns.count) columns are not part of the \(tab.rawValue) format (\(cells(columns, header: header, tab: tab, row: row))); they are kept"
      )
    ]
  }

  /// A `marker-column` warning for the cells of `records` typed in `columns`, the columns of
  /// the header's export marker (`exportId:…`), which hold no data: those cells are not read.
  /// A copy of the marker itself (a header row pasted again) is no typed cell.
  ///
  /// - Complexity: O(`records.count`): a record is read only as far as it reaches, and an
  ///   export's rows stop before the marker's column.
  static func markerColumnCells(
    _ columns: [Int], header: [String], table: CSVTable, records: Range<Int>, tab: Tab
  ) -> [Diagnostic] {
    guard !columns.isEmpty else { return [] }
    var shown: [(column: Int, row: Int, text: String)] = []
    var count = 0
    for record in records {
      let fieldCount = table.fieldCount(ofRecord: record)
      for column in columns where column < fieldCount {
        guard !table.isEmptyField(record: record, field: column),
          table.string(record: record, field: column) != header[column]
        else { continue }
        count += 1
        if shown.count < shownCells {
          shown.append(
            (column, table.sheetRow(ofRecord: record), table.string(record: record, field: column)))
        }
      }
    }
    guard let first = shown.first else { return [] }
    let cells = shown.map { "\(A1.columnLetters($0.column))\($0.row) \(quoted($0.text))" }
    return [
      Diagnostic(
        severity: .warning, code: .markerColumn, tab: tab, row: first.row,
        cell: A1.reference(tab: tab, column: first.column, row: first.row), value: first.text,
        message:
          "the column \(A1.columnLetters(first.column)) is headed by the export's marker \(quoted(header[first.column])), which names no column of data, so its cells are not read: \(listed(cells, count: count, limit: shownCells)); move them into a column with a header of its own"
      )
    ]
  }

  /// The `duplicate-column` errors of the header's columns at `columns`, each with the known
  /// column its name maps to and the sheet column that holds that one first.
  ///
  /// - Complexity: O(`columns.count`).
  static func duplicateColumns(
    _ columns: [(column: Int, name: String, first: Int)], header: [String], tab: Tab, row: Int
  ) -> [Diagnostic] {
    guard columns.count > individualLimit else {
      return columns.map { duplicate in
        let name = header[duplicate.column]
        let first = A1.reference(tab: tab, column: duplicate.first, row: row)
        return Diagnostic(
          severity: .error, code: .duplicateColumn, tab: tab, row: row, column: duplicate.name,
          cell: A1.reference(tab: tab, column: duplicate.column, row: row), value: name,
          message:
            "\(quoted(name)) maps to \(duplicate.name), which \(first) already holds; the tab is not read until one of the two columns is renamed or removed"
        )
      }
    }
    let first = columns[0]
    return [
      Diagnostic(
        severity: .error, code: .duplicateColumn, tab: tab, row: row, column: first.name,
        cell: A1.reference(tab: tab, column: first.column, row: row),
        value: header[first.column],
        message:
          "\(columns.count) columns repeat a column that a column before them already holds (\(cells(columns.map(\.column), header: header, tab: tab, row: row))); the tab is not read until each is renamed or removed"
      )
    ]
  }

  /// The first ``shownCells`` of `columns` as `F1 "name"`, then how many more there are.
  private static func cells(_ columns: [Int], header: [String], tab: Tab, row: Int) -> String {
    listed(
      columns.prefix(shownCells).map {
        "\(A1.columnLetters($0))\(row) \(quoted(header[$0]))"
      }, count: columns.count, limit: shownCells)
  }
}
