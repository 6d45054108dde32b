import Foundation
import SheetCSV

/// What the rows of a tab decoded to, with what their cells were reported for.
struct DecodedRows<Row: Hashable & Sendable> {
  /// The non-blank data rows, in sheet order.
  var rows: [DecodedRow<Row>]
  /// The problems of the cells, in sheet order.
  var diagnostics: [Diagnostic]
  /// The timestamp cells that carried no zone.
  var floatingTimestamps: FloatingTimestamps
  /// Positions in ``rows`` of the rows typed without their key.
  var missingKeys: [Int]
  /// The rows rejected only for an amount that holds a date, in sheet order.
  var datedAmountRows: [DatedAmountRow<Row>]
  /// The read rows' date cells that spell their year in two digits.
  var twoDigitYearDates: TwoDigitYearDates
}

extension TabDecoder {
  /// Decodes every data row of a tab whose header maps every required column.
  ///
  /// Large tabs decode in chunks side by side, each writing its rows straight into its own part
  /// of the tab's array, so no row is copied afterwards. Chunks of about 16,384 records, and at
  /// least four a core, keep every core busy to the end, even when one is slowed by other work
  /// on the machine: the last chunk alone takes a few milliseconds.
  static func decodeRows<Codec: TabCodec>(
    _ codec: Codec.Type, table: CSVTable, header: TabHeader<Codec.Column>,
    decisions: ColumnDecisions, zone: ZoneOffsets, readsSplitCells: Bool,
    progress: (@Sendable (ReadProgress) -> Void)?
  ) -> DecodedRows<Codec.Row> {
    let dataRecords = header.dataRecords
    let (layout, knownColumns, unknownColumns, names, dataWidth) = (
      header.layout, header.sheetColumns, header.extraColumns, header.names, header.dataWidth
    )
    let keyColumn = header.sheetColumns[Codec.keyColumn.index]
    let repeatedHeader = RepeatedHeader(header: header, keyIndex: Codec.keyColumn.index)
    let lastRecord = table.recordCount - 1
    let chunkCount =
      dataRecords.count >= 50_000
      ? max(4 * ProcessInfo.processInfo.activeProcessorCount, dataRecords.count / 16_384) : 1
    let chunkSize = (dataRecords.count + chunkCount - 1) / max(1, chunkCount)
    let chunks = ConcurrentResults(count: chunkCount)
    let counter = progress.map {
      RecordCounter(tab: Codec.tab, total: dataRecords.count, report: $0)
    }
    var diagnostics: [Diagnostic] = []
    var floatingTimestamps = FloatingTimestamps(zone: zone.zone)
    var missingKeys: [Int] = []
    var datedAmountRows: [DatedAmountRow<Codec.Row>] = []
    var twoDigitYearDates = TwoDigitYearDates()
    let rows = [DecodedRow<Codec.Row>](unsafeUninitializedCapacity: dataRecords.count) {
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
        var datedAmountRows: [DatedAmountRow<Codec.Row>] = []
        var twoDigitYearDates = TwoDigitYearDates()
        for record in records {
          if let counter, (record - lower) % 16_384 == 16_383 { counter.add(16_384) }
          if isBlank(table: table, record: record) { continue }
          let sheetRow = table.sheetRow(ofRecord: record)
          let reported = reader.diagnostics.count
          reader.start(record: record, sheetRow: sheetRow)
          // A last row with no line break after it is `CutOffTab`'s to judge. A short row's
          // cells are not read: those it lacks would each be reported again.
          let isShort =
            (record != lastRecord || table.endsWithLineBreak) && reader.reportMissingCells()
          var row = isShort ? nil : Codec.decode(&reader)
          // A row wider than the header row, in a file a spreadsheet did not write, may hold a
          // cell split by a delimiter typed outside quotes: one error for it, not one for
          // each cell after it.
          if readsSplitCells, !isShort, case let width = table.fieldCount(ofRecord: record),
            width > dataWidth
          {
            let readings = SplitCell.readings(
              Codec.self, table: table, record: record, sheetRow: sheetRow,
              headerWidth: dataWidth, reader: reader)
            if !readings.isEmpty {
              reader.reportSplitCell(
                readings, extra: width - dataWidth, headerWidth: dataWidth,
                replacing: reported)
              row = nil
            }
          }
          // A header pasted again is one warning instead of its cells' errors (only a row with
          // errors is looked at: no key cell reads as its column's name).
          if reader.hasError, repeatedHeader.isRepeated(record: record, in: table) {
            reader.diagnostics.removeSubrange(reported...)
            reader.diagnostics.append(
              RepeatedHeader.warning(tab: Codec.tab, row: sheetRow, headerRow: header.headerRow))
            continue
          }
          // A row with errors is not read, but one whose one error is an amount that holds a
          // date is kept aside, keyed, for a merge to settle.
          let datedAmount =
            reader.errorCount == 1 && !reader.isMissingKey ? reader.datedAmount : nil
          if reader.hasError && datedAmount == nil { row = nil }
          if row != nil, reader.twoDigitYearColumns != 0 {
            twoDigitYearDates.append(sheetRow: sheetRow, columns: reader.twoDigitYearColumns)
          }
          if !unknownColumns.isEmpty, row != nil {
            row!.extraCells = unknownColumns.map { column in
              ExtraCell(
                column: names[column],
                value: TextGuard.unguarded(table.string(record: record, field: column)))
            }
          }
          if let datedAmount, let value = row.take() {
            datedAmountRows.append(
              DatedAmountRow(position: next - first, value: value, amount: datedAmount))
          }
          let (isMissingKey, isMissingStamp) = (reader.isMissingKey, reader.isMissingStamp)
          let decodedRow: DecodedRow<Codec.Row>
          // Taken out of `row`, the value moves into the decoded row instead of being copied.
          if let decoded = row.take() {
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
            floatingTimestamps: reader.floatingTimestamps, datedAmountRows: datedAmountRows,
            twoDigitYearDates: twoDigitYearDates))
      }
      // Blank rows leave a gap at the end of a chunk's part: later chunks move down to close it.
      for chunk in 0..<chunkCount {
        guard let decoded: DecodedChunk<Codec.Row> = chunks.take(chunk) else { continue }
        diagnostics += decoded.diagnostics
        datedAmountRows += decoded.datedAmountRows.map { row in
          var row = row
          row.position += initializedCount
          return row
        }
        floatingTimestamps.append(decoded.floatingTimestamps)
        twoDigitYearDates.append(contentsOf: decoded.twoDigitYearDates)
        missingKeys += decoded.missingKeys.map { $0 + initializedCount }
        output.move(from: chunk * chunkSize, count: decoded.rowCount, to: initializedCount)
        initializedCount += decoded.rowCount
      }
    }
    return DecodedRows(
      rows: rows, diagnostics: diagnostics, floatingTimestamps: floatingTimestamps,
      missingKeys: missingKeys, datedAmountRows: datedAmountRows,
      twoDigitYearDates: twoDigitYearDates)
  }
}
