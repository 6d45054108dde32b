import Foundation
import SheetCSV

/// A tab's header row mapped to its codec's columns: where each known column is, which columns
/// are extra, and what the header says about the rows below it.
struct TabHeader<Column: TabColumn> {
  /// The tab.
  var tab: Tab
  /// The header row's sheet row (1-based).
  var headerRow: Int
  /// The records below the header.
  var dataRecords: Range<Int>
  /// The header names, as wide as the widest record.
  var names: [String]
  /// How many cells the header row itself has.
  var headerWidth: Int
  /// How many of them head data: the cells but the export's marker cells at the end.
  var dataWidth: Int
  /// The sheet row of the widest data row, when it is wider than the header row.
  var widestRow: Int?
  /// The sheet column of each known column, by `Column.index`; -1 when absent.
  var sheetColumns: [Int]
  /// The sheet columns kept as extra cells: unknown names, repeated names, unnamed columns that
  /// hold something.
  var extraColumns: [Int]
  /// The sheet columns whose header cell is empty yet which hold something, in order.
  var unnamedColumns: [Int]
  /// The export id written in the header, if any.
  var exportId: UUID?
  /// Whether a known column's name appears twice.
  var isDuplicated: Bool
  /// The header as found and each known column's place.
  var layout: TabLayout
  /// What the header row itself is reported for: rows above it, repeated or unknown names.
  var diagnostics: [Diagnostic]

  /// Whether `record` of `table` is Excel's separator line, `sep=;` (or another delimiter),
  /// which names the file's delimiter and is no row of the sheet: the delimiter it names splits
  /// it into `sep=` and an empty field.
  private static func isSeparatorLine(_ table: CSVTable, record: Int) -> Bool {
    let fields = (0..<table.fieldCount(ofRecord: record)).map {
      table.string(record: record, field: $0)
    }
    guard let first = fields.first?.lowercased(), first.hasPrefix("sep=") else { return false }
    return first.count <= 5 && fields.dropFirst().allSatisfy(\.isEmpty)
  }

  /// Finds the header row of `table`, which has at least one record, and maps its names.
  static func map(_ column: Column.Type, tab: Tab, table: CSVTable) -> TabHeader {
    let columns = Column.allCases
    let knownNames = Dictionary(
      uniqueKeysWithValues: columns.map { (HeaderMatch.normalized($0.name), $0.index) })
    var diagnostics: [Diagnostic] = []
    let headerRecord = HeaderMatch.headerRecord(table: table, known: Set(knownNames.keys))
    let headerRow = table.sheetRow(ofRecord: headerRecord)
    if headerRecord > 0, !(headerRecord == 1 && isSeparatorLine(table, record: 0)) {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .headerRow, tab: tab, row: headerRow,
          message:
            "the header is on row \(headerRow); the \(headerRow - 1) row(s) above it are ignored"))
    }
    let dataRecords = (headerRecord + 1)..<table.recordCount
    let headerWidth = table.fieldCount(ofRecord: headerRecord)
    var width = headerWidth
    var widestRecord: Int?
    for record in dataRecords where table.fieldCount(ofRecord: record) > width {
      width = table.fieldCount(ofRecord: record)
      widestRecord = record
    }
    let header = (0..<width).map { table.string(record: headerRecord, field: $0) }

    var sheetColumns = Array(repeating: -1, count: columns.count)
    var extraColumns: [Int] = []
    var exportId: UUID?
    var duplicates: [(column: Int, name: String, first: Int)] = []
    var unknown: [Int] = []
    let knownLengths = HeaderMatch.lengths(of: knownNames.keys)
    let unnamedWithContent = columnsWithContent(
      header.indices.filter { header[$0].isEmpty }, table: table, records: dataRecords)
    var markerColumns: [Int] = []
    var spelledApart: [(sheetColumn: Int, index: Int)] = []
    for (sheetColumn, name) in header.enumerated() {
      if !name.isEmpty, let id = ExportMarker.exportId(inHeaderCell: name) {
        exportId = exportId ?? id
        markerColumns.append(sheetColumn)
        continue
      }
      if !name.isEmpty, HeaderMatch.mayName(name.utf8, lengths: knownLengths),
        let index = knownNames[HeaderMatch.normalized(name)]
      {
        if HeaderMatch.isSpelledApart(name) {
          // `Paid Flag` names paidFlag only where no `paidFlag` does: the export keeps a column
          // of the person's own spelled so beside it.
          spelledApart.append((sheetColumn, index))
        } else if sheetColumns[index] >= 0 {
          duplicates.append((sheetColumn, columns[index].name, sheetColumns[index]))
          extraColumns.append(sheetColumn)
        } else {
          sheetColumns[index] = sheetColumn
        }
        continue
      }
      if name.isEmpty && !unnamedWithContent.contains(sheetColumn) { continue }
      extraColumns.append(sheetColumn)
      unknown.append(sheetColumn)
    }
    for (sheetColumn, index) in spelledApart {
      if sheetColumns[index] < 0 {
        sheetColumns[index] = sheetColumn
      } else {
        extraColumns.append(sheetColumn)
        unknown.append(sheetColumn)
      }
    }
    if !spelledApart.isEmpty {
      extraColumns.sort()
      unknown.sort()
    }
    diagnostics += HeaderDiagnostics.markerColumnCells(
      markerColumns, header: header, table: table, records: dataRecords, tab: tab)
    diagnostics += HeaderDiagnostics.duplicateColumns(
      duplicates, header: header, tab: tab, row: headerRow)
    diagnostics += HeaderDiagnostics.unknownColumns(
      unknown, header: header, known: columns.map(\.name), tab: tab, row: headerRow)

    // The export's marker heads the column after the data's.
    var dataWidth = headerWidth
    while dataWidth > 0, markerColumns.contains(dataWidth - 1) { dataWidth -= 1 }
    var fieldColumns: [String: Int] = [:]
    for column in columns where sheetColumns[column.index] >= 0 {
      fieldColumns[column.name] = sheetColumns[column.index]
    }
    return TabHeader(
      tab: tab, headerRow: headerRow, dataRecords: dataRecords, names: header,
      headerWidth: headerWidth, dataWidth: dataWidth,
      widestRow: widestRecord.map(table.sheetRow(ofRecord:)),
      sheetColumns: sheetColumns, extraColumns: extraColumns,
      unnamedColumns: unnamedWithContent.sorted(), exportId: exportId,
      isDuplicated: !duplicates.isEmpty,
      layout: TabLayout(tab: tab, header: header, fieldColumns: fieldColumns),
      diagnostics: diagnostics)
  }

  /// `header-row`, an error, when rows above the header hold data: a sort of the tab, its
  /// header row not frozen, moved the header among the rows (Google Sheets freezes no row of an
  /// imported CSV file). Read as a title, those rows would be missing from the sheet, and a
  /// merge would delete them. The tab is rejected as a whole.
  ///
  /// A row above is data when it fills, under the known columns, at least half of them and
  /// three or more: a title row fills a cell or two.
  func dataAboveHeader(table: CSVTable) -> Diagnostic? {
    let headerRecord = dataRecords.lowerBound - 1
    guard headerRecord > 0 else { return nil }
    let known = sheetColumns.filter { $0 >= 0 }
    let least = max(3, known.count / 2)
    let dataRows = (0..<headerRecord).filter { record in
      let width = table.fieldCount(ofRecord: record)
      return known.count { $0 < width && !table.isEmptyField(record: record, field: $0) }
        >= least
    }
    guard let first = dataRows.first else { return nil }
    return Diagnostic(
      severity: .error, code: .headerRow, tab: tab, row: headerRow,
      message:
        "the header is on row \(headerRow), below \(dataRows.count) row(s) of data (the first, row \(table.sheetRow(ofRecord: first))): a sort of the tab moved its header row; move it back to the first row (sort with the header row frozen, or with \"Data has header row\"); the tab is not read until then"
    )
  }

  /// The most cells the columns a person added may hold, over all rows: as many as Google
  /// Sheets holds in a whole spreadsheet. Each is kept as a cell of its row, so a header of
  /// 300,000 names over 300 short rows (a 2 MB file) would take gigabytes.
  static var maximumExtraCells: Int { 10_000_000 }

  /// `too-many-cells`, when the extra columns times the data rows pass ``maximumExtraCells``:
  /// the tab is rejected as a whole, its rows read for their keys alone.
  func tooManyExtraCells() -> Diagnostic? {
    let (product, overflow) = extraColumns.count.multipliedReportingOverflow(
      by: dataRecords.count)
    guard overflow || product > Self.maximumExtraCells else { return nil }
    // Rows wider than the header make columns of their own: the widest is named.
    let columns =
      widestRow.map { row in
        "row \(row) has \(names.count) cells, where the header has \(headerWidth), making "
          + "\(extraColumns.count) columns besides the tab's own"
      } ?? "the header has \(extraColumns.count) columns besides the tab's own"
    return Diagnostic(
      severity: .error, code: .tooManyCells, tab: tab, row: widestRow ?? headerRow,
      message:
        "\(columns), over \(dataRecords.count) rows: "
        + "more cells than Google Sheets holds in a whole spreadsheet (\(Self.maximumExtraCells)); "
        + "the tab is not read; delete the columns no one uses")
  }

  /// An error for each required or key column the header lacks, with the likeliest misspelt
  /// name as a suggested fix.
  func missingRequiredColumns() -> [Diagnostic] {
    // Not copied: a header can have millions of names.
    let found = names.lazy.filter { !$0.isEmpty }
    let foundCount = names.count { !$0.isEmpty }
    let unmatched = extraColumns.lazy.map { names[$0] }
    var diagnostics: [Diagnostic] = []
    let missing = Column.allCases.filter { column in
      sheetColumns[column.index] < 0 && (column.rule == .required || column.rule == .key)
    }
    guard !missing.isEmpty else { return [] }
    // A header that is another tab's: the file or sheet is that tab's, misnamed.
    let otherTab = names.count <= 1_000 ? TabRecognizer.tab(fromHeaderNames: names) : nil
    let otherTabNote = otherTab.flatMap { other in
      other == tab
        ? nil
        : "; this header is the \(other.rawValue) tab's: is this the \(other.rawValue) tab under the \(tab.rawValue) tab's name?"
    }
    for column in missing {
      // Or the name with a qualifier: `Amount (USD)`.
      let nearest =
        HeaderMatch.nearest(to: column.name, among: unmatched)
        ?? unmatched.first { HeaderMatch.isQualified($0, of: column.name) }
      diagnostics.append(
        Diagnostic(
          severity: .error, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
          message: "the required column \(column.name) is missing; the columns found are "
            + listed(found.map(shortened), count: foundCount)
            + (nearest.map { " (\(quoted($0)) is likely \(column.name))" } ?? "")
            + (otherTabNote ?? ""),
          suggestions: nearest.map { [$0] } ?? [],
          fix: nearest.flatMap { name in
            names.firstIndex(of: name).map {
              Diagnostic.Fix(
                summary: "rename the column \(quoted(name)) to \(column.name)",
                edits: [
                  .init(
                    cell: A1.reference(tab: tab, column: $0, row: headerRow), value: column.name)
                ])
            }
          }))
    }
    return diagnostics
  }

  /// An error for each column between named ones whose header cell is empty yet which holds
  /// something, while the header lacks one of the tab's columns: the column is likely that one,
  /// its name lost (its header cell cleared, or merged into the cell beside it), and read as an
  /// extra column its cells would be merged into every row as new text while the column they
  /// belong to kept its old values. The tab is not read until the column is named or deleted.
  /// Cells past the header's last name are cells typed beside the table, kept as extra cells.
  func unnamedColumnsWhileColumnsAreMissing(table: CSVTable) -> [Diagnostic] {
    let missing = Column.allCases.filter { sheetColumns[$0.index] < 0 }.map(\.name)
    guard !missing.isEmpty, let lastNamed = names.lastIndex(where: { !$0.isEmpty }) else {
      return []
    }
    let inside = unnamedColumns.filter { $0 < lastNamed }
    return inside.prefix(HeaderDiagnostics.individualLimit).map { column in
      let letters = A1.columnLetters(column)
      let first = dataRecords.first { record in
        column < table.fieldCount(ofRecord: record)
          && !table.isEmptyField(record: record, field: column)
      }
      let example = first.map { record in
        " (\(letters)\(table.sheetRow(ofRecord: record)) \(quoted(shortened(table.string(record: record, field: column)))))"
      }
      return Diagnostic(
        severity: .error, code: .missingColumn, tab: tab, row: headerRow,
        cell: A1.reference(tab: tab, column: column, row: headerRow), value: "",
        message:
          "the header cell \(letters)\(headerRow) is empty, yet the column below it holds cells\(example ?? ""), and the header lacks \(listed(missing, count: missing.count)): name the column (\(missing.count == 1 ? missing[0] : "one of those") if that is what it holds) or delete it; the tab is not read until then"
      )
    }
  }

  /// A note for each optional column the header lacks: it matters to a merge only when the tab
  /// has rows. An error instead when a column of the sheet's own is that one's name in the
  /// plural or the singular (`Notes` for `note`, `Tag` for `tags`), or with a qualifier
  /// (`Note (private)`), renamed: read as a column of its own, its edits would not reach the
  /// field.
  func missingOptionalColumns() -> [Diagnostic] {
    guard !dataRecords.isEmpty else { return [] }
    let unmatched = extraColumns.filter { !names[$0].isEmpty }
    return Column.allCases.filter { sheetColumns[$0.index] < 0 }.map { column in
      guard
        let sheetColumn = unmatched.first(where: {
          HeaderMatch.isPlural(names[$0], of: column.name)
            || HeaderMatch.isQualified(names[$0], of: column.name)
        })
      else {
        return Diagnostic(
          severity: .info, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
          message:
            "the optional column \(column.name) is missing; a merge takes no \(column.name) from this sheet"
        )
      }
      let nearest = names[sheetColumn]
      return Diagnostic(
        severity: .error, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
        message:
          "the column \(column.name) is missing, and \(quoted(nearest)) is likely it: read as a column of its own, its edits would not reach \(column.name); rename it, or delete it to keep the local values; the tab is not read until then",
        suggestions: [nearest],
        fix: Diagnostic.Fix(
          summary: "rename the column \(quoted(nearest)) to \(column.name)",
          edits: [
            .init(
              cell: A1.reference(tab: tab, column: sheetColumn, row: headerRow),
              value: column.name)
          ]))
    }
  }

  /// Those of `columns` (in order) that hold a non-empty cell in `records`.
  ///
  /// Each record is read only as far as it reaches: one row of a million commas widens the
  /// header to a million columns, and reading every record once per column would take hours.
  /// - Complexity: O(cells in `columns`).
  private static func columnsWithContent(
    _ unnamed: [Int], table: CSVTable, records: Range<Int>
  ) -> Set<Int> {
    guard !unnamed.isEmpty else { return [] }
    var withContent: Set<Int> = []
    for record in records {
      let fieldCount = table.fieldCount(ofRecord: record)
      for column in unnamed {
        guard column < fieldCount else { break }
        if !table.isEmptyField(record: record, field: column) { withContent.insert(column) }
      }
    }
    return withContent
  }
}
