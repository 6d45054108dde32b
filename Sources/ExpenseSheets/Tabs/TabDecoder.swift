import Foundation
import SheetCSV

/// The shared driver that decodes any tab: header mapping (any order, names matched ignoring
/// case and spaces, extra columns kept), blank rows, per-column decisions, positions, and rows
/// a person typed without id or timestamps.
enum TabDecoder {
  /// Decodes a tab's table with its codec.
  ///
  /// - Complexity: O(cells), with one extra pass over date, timestamp and money columns.
  static func decode<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, options: ReadOptions, zone: ZoneOffsets
  ) -> DecodedTab<Codec.Row> {
    let tab = Codec.tab
    let columns = Codec.Column.allCases
    let knownNames = Dictionary(
      uniqueKeysWithValues: columns.map { (HeaderMatch.normalized($0.name), $0.index) })
    var diagnostics: [Diagnostic] = []

    guard table.recordCount > 0 else {
      let layout = TabLayout(tab: tab, header: [], fieldColumns: [:])
      diagnostics.append(
        Diagnostic(
          severity: .error, code: .missingColumn, tab: tab, row: 1,
          message: "the \(tab.rawValue) file is empty: it has no header row"))
      return DecodedTab(layout: layout, rows: [], diagnostics: diagnostics)
    }

    let headerRecord = HeaderMatch.headerRecord(table: table, known: Set(knownNames.keys))
    let headerRow = headerRecord + 1
    if headerRecord > 0 {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .headerRow, tab: tab, row: headerRow,
          message:
            "the header is on row \(headerRow); the \(headerRecord) row(s) above it are ignored"))
    }
    let dataRecords = (headerRecord + 1)..<table.recordCount
    var width = table.fieldCount(ofRecord: headerRecord)
    for record in dataRecords { width = max(width, table.fieldCount(ofRecord: record)) }
    var header = (0..<width).map { table.string(record: headerRecord, field: $0) }

    // Map the header.
    var sheetColumns = Array(repeating: -1, count: columns.count)
    var extraColumns: [Int] = []
    for (sheetColumn, name) in header.enumerated() {
      let cell = A1.reference(tab: tab, column: sheetColumn, row: headerRow)
      if let index = knownNames[HeaderMatch.normalized(name)] {
        if sheetColumns[index] >= 0 {
          let first = A1.reference(tab: tab, column: sheetColumns[index], row: headerRow)
          diagnostics.append(
            Diagnostic(
              severity: .error, code: .duplicateColumn, tab: tab, row: headerRow,
              column: columns[index].name, cell: cell, value: name,
              message:
                "\(quoted(name)) maps to \(columns[index].name), which \(first) already holds; only \(first) is read"
            ))
          extraColumns.append(sheetColumn)
        } else {
          sheetColumns[index] = sheetColumn
        }
        continue
      }
      let isEmptyColumn =
        name.isEmpty
        && dataRecords.allSatisfy { table.isEmptyField(record: $0, field: sheetColumn) }
      if isEmptyColumn { continue }
      extraColumns.append(sheetColumn)
      if name.isEmpty {
        header[sheetColumn] = ""
      }
      diagnostics.append(
        Diagnostic(
          severity: .info, code: .unknownColumn, tab: tab, row: headerRow, column: name,
          cell: cell, value: name,
          message: "column \(quoted(name)) is not part of the \(tab.rawValue) format; it is kept"
            + (HeaderMatch.nearest(to: name, among: columns.map(\.name)).map {
              " (did you mean \(quoted($0))?)"
            } ?? "")))
    }

    var fieldColumns: [String: Int] = [:]
    for column in columns where sheetColumns[column.index] >= 0 {
      fieldColumns[column.name] = sheetColumns[column.index]
    }
    let layout = TabLayout(tab: tab, header: header, fieldColumns: fieldColumns)

    let found = header.filter { !$0.isEmpty }
    var missingRequired = false
    for column in columns where sheetColumns[column.index] < 0 {
      guard column.rule == .required || column.rule == .key else { continue }
      missingRequired = true
      let unmatched = extraColumns.map { header[$0] }
      let nearest = HeaderMatch.nearest(to: column.name, among: unmatched)
      diagnostics.append(
        Diagnostic(
          severity: .error, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
          message: "the required column \(column.name) is missing; the columns found are "
            + found.joined(separator: ", ")
            + (nearest.map { " (\(quoted($0)) is likely \(column.name))" } ?? ""),
          suggestions: nearest.map { [$0] } ?? [],
          fix: nearest.flatMap { name in
            header.firstIndex(of: name).map {
              Diagnostic.Fix(
                summary: "rename the column \(quoted(name)) to \(column.name)",
                edits: [
                  .init(
                    cell: A1.reference(tab: tab, column: $0, row: headerRow), value: column.name)
                ])
            }
          }))
    }
    if missingRequired {
      return DecodedTab(layout: layout, rows: [], diagnostics: diagnostics)
    }

    let decisions = ColumnDecisions.decide(
      Codec.Column.self, table: table, sheetColumns: sheetColumns, dataRecords: dataRecords,
      options: options)
    let keyColumn = columns.first { $0.rule == .key }.map { sheetColumns[$0.index] }
    let (knownColumns, unknownColumns, names) = (sheetColumns, extraColumns, header)
    // Large tabs decode in chunks side by side; each chunk keeps its rows in sheet order.
    let chunkCount = dataRecords.count >= 50_000 ? 2 : 1
    let chunkSize = (dataRecords.count + chunkCount - 1) / max(1, chunkCount)
    let chunks = ConcurrentResults(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let lower = dataRecords.lowerBound + chunk * chunkSize
      let records = lower..<min(dataRecords.upperBound, lower + chunkSize)
      var reader = RowReader<Codec.Column>(
        table: table, layout: layout, sheetColumns: knownColumns, decisions: decisions, zone: zone)
      var rows: [DecodedRow<Codec.Row>] = []
      // The first chunk's rows become the tab's, so it makes room for all of them: the other
      // chunks are appended without growing it.
      rows.reserveCapacity(chunk == 0 ? dataRecords.count : records.count)
      var missingKeys: [Int] = []
      for record in records {
        if isBlank(table: table, record: record) { continue }
        let sheetRow = record + 1
        reader.start(record: record, sheetRow: sheetRow)
        var row = Codec.decode(&reader)
        if reader.hasError { row = nil }
        let isTyped = reader.isMissingKey || reader.isMissingStamp
        if var decoded = row {
          if !unknownColumns.isEmpty {
            let cells = unknownColumns.map { column in
              ExtraCell(
                column: names[column],
                value: TextGuard.unguarded(table.string(record: record, field: column)))
            }
            decoded = Codec.withExtraCells(cells, row: decoded)
          }
          if reader.isMissingKey { missingKeys.append(rows.count) }
          rows.append(
            DecodedRow(
              sheetRow: sheetRow, value: decoded, key: Codec.key(of: decoded), isTyped: isTyped))
        } else {
          let key = keyColumn.flatMap { column in
            column >= 0 ? Codec.key(fromCell: table.string(record: record, field: column)) : nil
          }
          rows.append(DecodedRow(sheetRow: sheetRow, value: nil, key: key, isTyped: isTyped))
        }
      }
      chunks.set(
        chunk, DecodedChunk(rows: rows, missingKeys: missingKeys, diagnostics: reader.diagnostics))
    }

    var rows: [DecodedRow<Codec.Row>] = []
    var missingKeys: [Int] = []
    for chunk in 0..<chunkCount {
      // Taken, not copied, so each chunk's rows are freed once appended.
      guard let decoded: DecodedChunk<Codec.Row> = chunks.take(chunk) else { continue }
      diagnostics += decoded.diagnostics
      missingKeys += decoded.missingKeys.map { $0 + rows.count }
      if chunk == 0 { rows = decoded.rows } else { rows += decoded.rows }
    }
    // Rows typed without id get an id from their content, in sheet order, so that identical
    // typed rows get distinct ids and the same sheet always gives the same ids.
    var typedOccurrences: [UUID: Int] = [:]
    for position in missingKeys {
      guard var value = rows[position].value else { continue }
      let cells = Codec.encode(value)
      let contentId = ContentIdentity.id(tab: tab, cells: cells)
      let occurrence = typedOccurrences[contentId, default: 0]
      typedOccurrences[contentId] = occurrence + 1
      value = Codec.withDerivedId(
        ContentIdentity.id(tab: tab, cells: cells + [String(occurrence)]), row: value)
      rows[position].value = value
      rows[position].key = Codec.key(of: value)
    }
    return DecodedTab(layout: layout, rows: rows, diagnostics: diagnostics)
  }

  /// Whether every field of a record is empty or spaces (a blank sheet row).
  private static func isBlank(table: CSVTable, record: Int) -> Bool {
    for field in 0..<table.fieldCount(ofRecord: record) {
      let blank = table.withFieldBytes(record: record, field: field) { $0.trimmingSpaces.isEmpty }
      if !blank { return false }
    }
    return true
  }
}

/// The rows one chunk of a tab decoded to, and which of them lack their key.
struct DecodedChunk<Row: Sendable & Hashable> {
  var rows: [DecodedRow<Row>]
  /// Positions in `rows` of rows typed without their key.
  var missingKeys: [Int]
  var diagnostics: [Diagnostic]
}
