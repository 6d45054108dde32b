import SheetCSV

/// A free-text cell that a delimiter typed outside quotes split in two, making its row wider
/// than the header row: read with its parts joined again, and the cells after it moved back
/// under their columns, the row reads without error.
///
/// A spreadsheet writes every row of a CSV file as wide as the widest, the header included, and
/// quotes a cell holding the delimiter: only a file edited as text has a row wider than its
/// header. Without this reading, the cells after the split each land a column too far, and
/// each is blamed for the value of its neighbour.
struct SplitCell<Column: TabColumn> {
  /// The text column whose cell was split.
  var column: Column
  /// The cell's text, its parts joined again by the delimiter.
  var text: String
  /// How much the parts look like one text split: 1 when every part holds something other
  /// than spaces (an empty part is a neighbouring cell's emptiness taken in), 2 when, besides,
  /// each part after the first starts with a space, as after a comma in a sentence.
  var likeness: Int

  /// The split cells that explain `record`, a data row wider than the header row's
  /// `headerWidth` cells: each free-text column whose cell, joined with the cells after it
  /// until the row is as wide as the header, leaves a row that reads without error. Empty when
  /// the cells past the header's width are empty (a delimiter typed at the end of the row), are
  /// more than ``maximumExtraCells``, or when no one cell explains the row.
  static func readings<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, record: Int, sheetRow: Int, headerWidth: Int,
    reader: RowReader<Column>
  ) -> [SplitCell] where Codec.Column == Column {
    let width = table.fieldCount(ofRecord: record)
    let extra = width - headerWidth
    guard extra > 0, extra <= maximumExtraCells,
      (headerWidth..<width).contains(where: { field in
        table.withFieldBytes(record: record, field: field) { !$0.trimmingSpaces.isEmpty }
      })
    else { return [] }
    let sheetColumns = reader.sheetColumns
    return Column.allCases.compactMap { column -> SplitCell? in
      let split = sheetColumns[column.index]
      guard column.kind == .text, split >= 0, split < headerWidth else { return nil }
      var shifted = RowReader<Column>(
        table: table, layout: reader.layout,
        sheetColumns: sheetColumns.map { $0 > split ? $0 + extra : $0 },
        decisions: reader.decisions, zone: reader.zone)
      shifted.start(record: record, sheetRow: sheetRow)
      guard Codec.decode(&shifted) != nil, !shifted.hasError else { return nil }
      let parts = (split...(split + extra)).map { table.string(record: record, field: $0) }
      let delimiter = String(decoding: [table.delimiter], as: UTF8.self)
      return SplitCell(
        column: column, text: parts.joined(separator: delimiter),
        likeness: likeness(of: parts))
    }
  }

  /// Whether the rows of `table` wider than the header's data columns are few enough to be
  /// cells split by accident: ten, or a tenth of the rows, at most, and a thousand at most.
  /// More are a column without a header, or a file no person edited; they are not read cell by
  /// cell for a split, each reading decoding the row again (about as long as reading the rows
  /// of the largest sheet, for a twentieth of its rows wide).
  static func mayHoldSplitCells(_ table: CSVTable, _ header: TabHeader<Column>) -> Bool {
    // The header's names are as wide as the widest row.
    guard header.names.count > header.dataWidth else { return false }
    let records = header.dataRecords
    let wider = records.count { table.fieldCount(ofRecord: $0) > header.dataWidth }
    return wider > 0 && wider <= min(maximumSplitRows, max(10, records.count / 10))
  }

  /// The most rows wider than the header read for split cells.
  static var maximumSplitRows: Int { 1_000 }

  /// The most cells a row read for a split cell has past the header's: a delimiter typed by
  /// accident splits a cell in a few parts, and the fix writes every cell after the split one.
  static var maximumExtraCells: Int { 20 }

  /// ``likeness`` of a cell split into `parts`.
  private static func likeness(of parts: [String]) -> Int {
    let isSpace = { (character: Character) in character == " " || character == "\u{A0}" }
    guard parts.allSatisfy({ !$0.allSatisfy(isSpace) }) else { return 0 }
    return parts.dropFirst().allSatisfy { $0.first.map(isSpace) == true } ? 2 : 1
  }

  /// The fix of a row whose one reading is `self`, in sheet column `split` of `record`: the
  /// cell's joined text in its cell, and each cell after it moved back under its column.
  func fix(table: CSVTable, record: Int, sheetRow: Int, headerWidth: Int, split: Int, tab: Tab)
    -> Diagnostic.Fix
  {
    let width = table.fieldCount(ofRecord: record)
    let extra = width - headerWidth
    var edits = [
      Diagnostic.CellEdit(cell: A1.reference(tab: tab, column: split, row: sheetRow), value: text)
    ]
    for field in (split + 1)..<width {
      let source = field + extra
      edits.append(
        Diagnostic.CellEdit(
          cell: A1.reference(tab: tab, column: field, row: sheetRow),
          value: source < width ? table.string(record: record, field: source) : ""))
    }
    return Diagnostic.Fix(
      summary: "join the split cell and move the cells after it back", edits: edits)
  }
}

extension RowReader {
  /// Reports this row, `extra` cells wider than the header row, as split by a delimiter typed
  /// outside quotes in one of `readings`' cells (see ``SplitCell``), in place of what its
  /// cells were reported for from `reported` on: a `split-cell` error, with the fix when one
  /// cell explains the row best.
  mutating func reportSplitCell(
    _ readings: [SplitCell<Column>], extra: Int, headerWidth: Int, replacing reported: Int
  ) {
    guard !readings.isEmpty else { return }
    diagnostics.removeSubrange(reported...)
    // The readings most like a text split between its words go first: a cell joined with an
    // empty neighbour leaves another cell empty, seldom the person's own row.
    let best = readings.map(\.likeness).max()!
    let readings = readings.filter { $0.likeness == best }
    let first = readings[0]
    let split = sheetColumns[first.column.index]
    let delimiter = table.delimiterName
    let width =
      "row \(sheetRow) has \(headerWidth + extra) cells, \(extra) more than the header's \(headerWidth) columns"
    let keep = "the row is not read, so \(Diagnostic.unreadRowOutcome)"
    guard readings.count == 1 else {
      let names = readings.map(\.column.name).joined(separator: ", ")
      report(
        .splitCell, column: first.column, value: table.string(record: record, field: split),
        message:
          "\(width): a \(delimiter) typed in a cell that is not in quotes split one of its cells (\(names)), and the row reads without error with any one of them joined again; \(keep); put the cell that holds the \(delimiter) in quotes"
      )
      return
    }
    report(
      .splitCell, column: first.column, value: table.string(record: record, field: split),
      message:
        "\(width): a \(delimiter) typed in the \(first.column.name) cell, not in quotes, split it in two; read as one cell, \(quoted(first.text)), the row reads without error; \(keep); put the cell in quotes, or apply the fix",
      fix: first.fix(
        table: table, record: record, sheetRow: sheetRow, headerWidth: headerWidth, split: split,
        tab: layout.tab))
  }
}

extension TabDecoder {
  /// `diagnostics` without the `unknown-column` notes and `marker-column` warnings of the
  /// columns past `header`'s data columns that only rows reported `split-cell` fill: those cells are parts of a split cell, not a column a person added.
  ///
  /// - Complexity: O(rows) for each such column, only when a row is reported split.
  static func withoutColumnsOfSplitCells<Column: TabColumn>(
    _ diagnostics: [Diagnostic], table: CSVTable, header: TabHeader<Column>
  ) -> [Diagnostic] {
    let splitRows = Set(diagnostics.lazy.filter { $0.code == .splitCell }.compactMap(\.row))
    guard !splitRows.isEmpty else { return diagnostics }
    let (tab, headerRow, dataRecords) = (header.tab, header.headerRow, header.dataRecords)
    // The header's names are as wide as the widest row.
    let splitColumns = (header.dataWidth..<header.names.count).filter { column in
      dataRecords.allSatisfy { record in
        splitRows.contains(table.sheetRow(ofRecord: record))
          || table.withFieldBytes(record: record, field: column) { $0.trimmingSpaces.isEmpty }
      }
    }
    let headerCells = Set(splitColumns.map { A1.reference(tab: tab, column: $0, row: headerRow) })
    return diagnostics.filter { diagnostic in
      switch diagnostic.code {
      case .unknownColumn: !headerCells.contains(diagnostic.cell ?? "")
      case .markerColumn:
        // The warning names the first cell typed under the marker: a split row's is no typing.
        !splitColumns.contains { column in
          diagnostic.cell == A1.reference(tab: tab, column: column, row: diagnostic.row ?? 0)
        }
      default: true
      }
    }
  }
}
