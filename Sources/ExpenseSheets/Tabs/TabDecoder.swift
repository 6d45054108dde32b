import Foundation
import SheetCSV

/// The shared driver that decodes any tab: header mapping (any order, names matched ignoring
/// case and spaces, extra columns kept), blank rows, per-column decisions, positions, and rows
/// a person typed without id or timestamps.
///
/// A tab missing a required column reads none of its cells but the keys: each of its data rows
/// is decoded without a value, so that it counts as rejected.
enum TabDecoder {
  /// Decodes a tab's table with its codec.
  ///
  /// - Complexity: O(cells), with one extra pass over date, timestamp and money columns.
  ///
  /// - Parameter progress: Called as records are decoded, from any thread.
  static func decode<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, options: ReadOptions, zone: ZoneOffsets,
    progress: (@Sendable (ReadProgress) -> Void)? = nil
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
    let headerRow = table.sheetRow(ofRecord: headerRecord)
    if headerRecord > 0 {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .headerRow, tab: tab, row: headerRow,
          message:
            "the header is on row \(headerRow); the \(headerRow - 1) row(s) above it are ignored"))
    }
    let dataRecords = (headerRecord + 1)..<table.recordCount
    var width = table.fieldCount(ofRecord: headerRecord)
    for record in dataRecords { width = max(width, table.fieldCount(ofRecord: record)) }
    let header = (0..<width).map { table.string(record: headerRecord, field: $0) }

    // Map the header.
    var sheetColumns = Array(repeating: -1, count: columns.count)
    var extraColumns: [Int] = []
    var exportId: UUID?
    var duplicates: [(column: Int, name: String, first: Int)] = []
    var unknown: [Int] = []
    let knownLengths = HeaderMatch.lengths(of: knownNames.keys)
    let unnamedWithContent = Self.unnamedColumnsWithContent(
      header: header, table: table, records: dataRecords)
    for (sheetColumn, name) in header.enumerated() {
      if !name.isEmpty, let id = ExportMarker.exportId(inHeaderCell: name) {
        exportId = exportId ?? id
        continue
      }
      if !name.isEmpty, HeaderMatch.mayName(name.utf8, lengths: knownLengths),
        let index = knownNames[HeaderMatch.normalized(name)]
      {
        if sheetColumns[index] >= 0 {
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
    let duplicated = !duplicates.isEmpty
    diagnostics += HeaderDiagnostics.duplicateColumns(
      duplicates, header: header, tab: tab, row: headerRow)
    diagnostics += HeaderDiagnostics.unknownColumns(
      unknown, header: header, known: columns.map(\.name), tab: tab, row: headerRow)

    var fieldColumns: [String: Int] = [:]
    for column in columns where sheetColumns[column.index] >= 0 {
      fieldColumns[column.name] = sheetColumns[column.index]
    }
    let layout = TabLayout(tab: tab, header: header, fieldColumns: fieldColumns)

    // Not copied: a header can have millions of names.
    let found = header.lazy.filter { !$0.isEmpty }
    let foundCount = header.count { !$0.isEmpty }
    var missingRequired = false
    let unmatched = extraColumns.lazy.map { header[$0] }
    for column in columns where sheetColumns[column.index] < 0 {
      guard column.rule == .required || column.rule == .key else { continue }
      missingRequired = true
      let nearest = HeaderMatch.nearest(to: column.name, among: unmatched)
      diagnostics.append(
        Diagnostic(
          severity: .error, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
          message: "the required column \(column.name) is missing; the columns found are "
            + listed(found, count: foundCount)
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
    let keyColumn = sheetColumns[Codec.keyColumn.index]
    if missingRequired || duplicated {
      // No row is read, but each counts, as rejected, with its key when that column is there.
      let rows = dataRecords.lazy.filter { !isBlank(table: table, record: $0) }.map { record in
        DecodedRow<Codec.Row>(
          sheetRow: table.sheetRow(ofRecord: record), value: nil,
          key: Self.key(Codec.self, table: table, record: record, column: keyColumn))
      }
      return DecodedTab(
        layout: layout, rows: Array(rows), diagnostics: diagnostics, exportId: exportId)
    }
    // An absent optional column matters to a merge only when the tab has rows.
    for column in columns where sheetColumns[column.index] < 0 && !dataRecords.isEmpty {
      diagnostics.append(
        Diagnostic(
          severity: .info, code: .missingColumn, tab: tab, row: headerRow, column: column.name,
          message:
            "the optional column \(column.name) is missing; a merge takes no \(column.name) from this sheet"
        ))
    }

    let decisions = ColumnDecisions.decide(
      Codec.Column.self, tab: tab, table: table, sheetColumns: sheetColumns,
      dataRecords: dataRecords, options: options)
    diagnostics += decisions.notes
    let (knownColumns, unknownColumns, names) = (sheetColumns, extraColumns, header)
    // Large tabs decode in chunks side by side, each writing its rows straight into its own
    // part of the tab's array, so no row is copied afterwards. Chunks of about 16,384 records,
    // and at least four a core, keep every core busy to the end, even when one is slowed by
    // other work on the machine: the last chunk alone takes a few milliseconds.
    let chunkCount =
      dataRecords.count >= 50_000
      ? max(4 * ProcessInfo.processInfo.activeProcessorCount, dataRecords.count / 16_384) : 1
    let chunkSize = (dataRecords.count + chunkCount - 1) / max(1, chunkCount)
    let chunks = ConcurrentResults(count: chunkCount)
    let counter = progress.map {
      RecordCounter(tab: tab, total: dataRecords.count, report: $0)
    }
    var diagnosticsOfChunks: [Diagnostic] = []
    var floatingTimestamps = FloatingTimestamps(zone: zone.zone)
    var missingKeys: [Int] = []
    var rows = [DecodedRow<Codec.Row>](unsafeUninitializedCapacity: dataRecords.count) {
      buffer, initializedCount in
      let output = ChunkOutput(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        let lower = dataRecords.lowerBound + chunk * chunkSize
        let records = lower..<min(dataRecords.upperBound, lower + chunkSize)
        var reader = RowReader<Codec.Column>(
          table: table, layout: layout, sheetColumns: knownColumns, decisions: decisions,
          zone: zone)
        let first = chunk * chunkSize
        var next = first
        var missingKeys: [Int] = []
        for record in records {
          if let counter, (record - lower) % 16_384 == 16_383 { counter.add(16_384) }
          if isBlank(table: table, record: record) { continue }
          let sheetRow = table.sheetRow(ofRecord: record)
          reader.start(record: record, sheetRow: sheetRow)
          var row = Codec.decode(&reader)
          if reader.hasError { row = nil }
          let (isMissingKey, isMissingStamp) = (reader.isMissingKey, reader.isMissingStamp)
          let decodedRow: DecodedRow<Codec.Row>
          // Taken out of `row`, the value moves into the decoded row instead of being copied.
          if var decoded = row.take() {
            if !unknownColumns.isEmpty {
              let cells = unknownColumns.map { column in
                ExtraCell(
                  column: names[column],
                  value: TextGuard.unguarded(table.string(record: record, field: column)))
              }
              decoded = Codec.withExtraCells(cells, row: decoded)
            }
            if reader.isMissingKey { missingKeys.append(next - first) }
            let key = Codec.key(of: decoded)
            decodedRow = DecodedRow(
              sheetRow: sheetRow, value: consume decoded, key: key, isMissingKey: isMissingKey,
              isMissingStamp: isMissingStamp)
          } else {
            decodedRow = DecodedRow(
              sheetRow: sheetRow, value: nil,
              key: Self.key(Codec.self, table: table, record: record, column: keyColumn),
              isMissingKey: isMissingKey,
              isMissingStamp: isMissingStamp)
          }
          output.initialize(next, to: consume decodedRow)
          next += 1
        }
        counter?.add(records.count % 16_384)
        chunks.set(
          chunk,
          DecodedChunk(
            rowCount: next - first, missingKeys: missingKeys, diagnostics: reader.diagnostics,
            floatingTimestamps: reader.floatingTimestamps))
      }
      // Blank rows leave a gap at the end of a chunk's part: later chunks move down to close it.
      for chunk in 0..<chunkCount {
        guard let decoded: DecodedChunk = chunks.take(chunk) else { continue }
        diagnosticsOfChunks += decoded.diagnostics
        floatingTimestamps.append(decoded.floatingTimestamps)
        missingKeys += decoded.missingKeys.map { $0 + initializedCount }
        output.move(from: chunk * chunkSize, count: decoded.rowCount, to: initializedCount)
        initializedCount += decoded.rowCount
      }
    }
    diagnostics += diagnosticsOfChunks
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
    if let cutOff = CutOffTab.diagnostic(table: table, layout: layout, diagnostics: diagnostics) {
      diagnostics.append(cutOff)
    }
    var decoded = DecodedTab(
      layout: layout, rows: rows, diagnostics: diagnostics, exportId: exportId)
    if !floatingTimestamps.isEmpty { decoded.floatingTimestamps = floatingTimestamps }
    return decoded
  }

  /// The key in a record's key cell, or `nil` when the tab has no key column (`column` is -1)
  /// or the cell holds no key.
  private static func key<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, record: Int, column: Int
  ) -> RowKey? {
    column >= 0 ? Codec.key(fromCell: table.string(record: record, field: column)) : nil
  }

  /// The columns without a header name that hold a non-empty cell in `records`.
  ///
  /// Each record is read only as far as it reaches: one row of a million commas widens the
  /// header to a million columns, and reading every record once per column would take hours.
  /// - Complexity: O(cells in unnamed columns).
  private static func unnamedColumnsWithContent(
    header: [String], table: CSVTable, records: Range<Int>
  ) -> Set<Int> {
    let unnamed = header.indices.filter { header[$0].isEmpty }
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

  /// Whether every field of a record is empty or spaces (a blank sheet row).
  private static func isBlank(table: CSVTable, record: Int) -> Bool {
    for field in 0..<table.fieldCount(ofRecord: record) {
      let blank = table.withFieldBytes(record: record, field: field) { $0.trimmingSpaces.isEmpty }
      if !blank { return false }
    }
    return true
  }
}

/// What one chunk of a tab decoded: how many rows it wrote, which of them lack their key, and
/// the problems of its cells.
struct DecodedChunk {
  var rowCount: Int
  /// Positions, counted from the chunk's first row, of rows typed without their key.
  var missingKeys: [Int]
  var diagnostics: [Diagnostic]
  /// The chunk's timestamp cells that carried no zone.
  var floatingTimestamps: FloatingTimestamps
}

/// The uninitialized rows of a tab being decoded, which chunks on several threads fill at
/// disjoint positions.
struct ChunkOutput<Row>: @unchecked Sendable {
  // Unchecked: each chunk writes only its own positions, and the buffer outlives the work.
  let buffer: UnsafeMutableBufferPointer<Row>

  /// Initializes the row at `position`.
  func initialize(_ position: Int, to row: consuming Row) {
    (buffer.baseAddress! + position).initialize(to: row)
  }

  /// Moves the value out of the decoded row at `position`, which must hold one, leaving `nil`.
  func takeValue<Value>(_ position: Int) -> Value where Row == DecodedRow<Value> {
    buffer[position].value.take()!
  }

  /// Moves `count` initialized rows from `source` down to `destination`.
  func move(from source: Int, count: Int, to destination: Int) {
    guard source != destination, count > 0 else { return }
    (buffer.baseAddress! + destination).moveInitialize(
      from: buffer.baseAddress! + source, count: count)
  }
}
