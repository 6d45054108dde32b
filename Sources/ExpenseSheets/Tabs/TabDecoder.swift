import Foundation
import SheetCSV

/// The shared driver that decodes any tab: header mapping (any order, names matched ignoring
/// case and spaces, extra columns kept), blank rows, per-column decisions, positions, and rows
/// a person typed without id or timestamps.
///
/// A tab missing a required column reads none of its cells but the keys: each of its data rows
/// is decoded without a value, so that it counts as rejected.
enum TabDecoder {
  /// Decodes a tab's table with its codec: maps the header, checks the columns, decodes the
  /// rows, then gives rows typed without id an id from their content.
  ///
  /// - Complexity: O(cells), with one extra pass over date, timestamp and money columns.
  ///
  /// - Parameters:
  ///   - progress: Called as records are decoded, from any thread.
  ///   - workbookDateOrder: The order the workbook's other tabs show dates are written in,
  ///     for date columns nothing in this tab decides.
  static func decode<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, options: ReadOptions, zone: ZoneOffsets,
    progress: (@Sendable (ReadProgress) -> Void)? = nil,
    workbookDateOrder: WorkbookDateOrder? = nil
  ) -> DecodedTab<Codec.Row> {
    let tab = Codec.tab
    guard table.recordCount > 0 else {
      let layout = TabLayout(tab: tab, header: [], fieldColumns: [:])
      let empty = Diagnostic(
        severity: .error, code: .missingColumn, tab: tab, row: 1,
        message: "the \(tab.rawValue) file is empty: it has no header row")
      return DecodedTab(layout: layout, rows: [], diagnostics: [empty])
    }
    let header = TabHeader.map(Codec.Column.self, tab: tab, table: table)
    var diagnostics = header.diagnostics
    let missingRequired = header.missingRequiredColumns()
    diagnostics += missingRequired
    let unnamed = header.unnamedColumnsWhileColumnsAreMissing(table: table)
    diagnostics += unnamed
    let tooManyCells = header.tooManyExtraCells()
    if let tooManyCells { diagnostics.append(tooManyCells) }
    let dataAboveHeader = header.dataAboveHeader(table: table)
    if let dataAboveHeader {
      // The rows above are no title: the warning that ignores them gives way to the error.
      diagnostics.removeAll { $0.code == .headerRow }
      diagnostics.append(dataAboveHeader)
    }
    let isRejected =
      !missingRequired.isEmpty || !unnamed.isEmpty || header.isDuplicated || tooManyCells != nil
      || dataAboveHeader != nil
    let missingOptional = isRejected ? [] : header.missingOptionalColumns()
    diagnostics += missingOptional
    if isRejected || missingOptional.contains(where: { $0.severity == .error }) {
      return DecodedTab(
        layout: header.layout, rows: rejectedRows(Codec.self, table: table, header: header),
        diagnostics: diagnostics, exportId: header.exportId)
    }
    let decisions = ColumnDecisions.decide(
      Codec.Column.self, tab: tab, table: table, sheetColumns: header.sheetColumns,
      dataRecords: header.dataRecords, options: options, workbookDateOrder: workbookDateOrder)
    diagnostics += decisions.notes
    let readsSplitCells =
      !options.rowsAreSheetRows && SplitCell.mayHoldSplitCells(table, header)
    var decoded = decodeRows(
      Codec.self, table: table, header: header, decisions: decisions, zone: zone,
      readsSplitCells: readsSplitCells, progress: progress)
    diagnostics += decoded.diagnostics
    if readsSplitCells {
      diagnostics = withoutColumnsOfSplitCells(diagnostics, table: table, header: header)
    }
    diagnostics += MisdecodedText.diagnostics(
      tab: tab, table: table, dataRecords: header.dataRecords, names: header.names)
    deriveIdsOfTypedRows(Codec.self, rows: &decoded.rows, at: decoded.missingKeys)
    if let cutOff = CutOffTab.diagnostic(
      table: table, layout: header.layout, diagnostics: diagnostics)
    {
      diagnostics.append(cutOff)
    }
    var tabDecoded = DecodedTab(
      layout: header.layout, rows: decoded.rows, diagnostics: diagnostics,
      exportId: header.exportId)
    tabDecoded.datedAmountRows = decoded.datedAmountRows
    tabDecoded.twoDigitYearDates = decoded.twoDigitYearDates
    tabDecoded.shownDateOrder = decisions.shownDateOrder
    tabDecoded.needsDateOrder = decisions.needsDateOrder
    if !decoded.floatingTimestamps.isEmpty {
      tabDecoded.floatingTimestamps = decoded.floatingTimestamps
    }
    return tabDecoded
  }

  /// Every non-blank data row, without a value, with its key when the key column is there: a
  /// tab whose header cannot be read counts each of its rows as rejected.
  static func rejectedRows<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, header: TabHeader<Codec.Column>
  ) -> [DecodedRow<Codec.Row>] {
    let keyColumn = header.sheetColumns[Codec.keyColumn.index]
    return header.dataRecords.filter { !isBlank(table: table, record: $0) }.map { record in
      DecodedRow<Codec.Row>(
        sheetRow: table.sheetRow(ofRecord: record), value: nil,
        key: key(Codec.self, table: table, record: record, column: keyColumn))
    }
  }

  /// Rows typed without id get an id from their content, in sheet order, so that identical
  /// typed rows get distinct ids and the same sheet always gives the same ids; never one a row
  /// of the tab holds in its cells (a row typed like one merged and exported before).
  static func deriveIdsOfTypedRows<Codec: TabCodec>(
    _ codec: Codec.Type, rows: inout [DecodedRow<Codec.Row>], at positions: [Int]
  ) {
    guard !positions.isEmpty else { return }
    // The ids the tab's rows hold in their cells: a typed row's id is none of them. A row
    // typed like one merged and exported before (a second coffee) would take that row's id.
    let typed = Set(positions)
    // Only a derived id can be one (the app's ids are random ones): the others go unhashed.
    var heldIds = Set<UUID>()
    for index in rows.indices {
      if let id = rows[index].key?.id, ContentIdentity.isDerived(id), !typed.contains(index) {
        heldIds.insert(id)
      }
    }
    var typedOccurrences: [UUID: Int] = [:]
    for position in positions {
      guard var value = rows[position].value else { continue }
      let cells = Codec.encode(value)
      let contentId = ContentIdentity.id(tab: Codec.tab, cells: cells)
      var occurrence = typedOccurrences[contentId, default: 0]
      var id = ContentIdentity.id(tab: Codec.tab, cells: cells, occurrence: occurrence)
      while heldIds.contains(id) {
        occurrence += 1
        id = ContentIdentity.id(tab: Codec.tab, cells: cells, occurrence: occurrence)
      }
      typedOccurrences[contentId] = occurrence + 1
      value = Codec.withDerivedId(id, row: value)
      rows[position].value = value
      rows[position].key = Codec.key(of: value)
    }
  }

  /// The key in a record's key cell, or `nil` when the tab has no key column (`column` is -1)
  /// or the cell holds no key.
  static func key<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, record: Int, column: Int
  ) -> RowKey? {
    column >= 0 ? Codec.key(fromCell: table.string(record: record, field: column)) : nil
  }

  /// Whether every field of a record is empty or spaces (a blank sheet row).
  static func isBlank(table: CSVTable, record: Int) -> Bool {
    for field in 0..<table.fieldCount(ofRecord: record) {
      let blank = table.withFieldBytes(record: record, field: field) { $0.trimmingSpaces.isEmpty }
      if !blank { return false }
    }
    return true
  }
}
