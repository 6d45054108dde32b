import Foundation

/// What the rules share while they run: the workbook, the diagnostics so far, and which rows
/// have errors.
struct ValidationContext {
  /// The decoded workbook; `takeResult()` moves its rows into the ledger.
  private(set) var workbook: DecodedWorkbook
  private(set) var diagnostics: [Diagnostic]
  /// Sheet rows with an error, per tab.
  private(set) var rejected: [Tab: Set<Int>] = [:]
  /// Tabs rejected as a whole, of whose rows only the keys were read: a required column is
  /// missing, or the file has no header row (`missing-column`), or a known column is there
  /// twice (`duplicate-column`: which of the two a person edited cannot be told).
  private(set) var rejectedTabs: Set<Tab> = []
  /// The ledger the sheet merges into, whose categories, recurring rules and Settings row stand
  /// in for a tab of them that is missing (or, but for Settings, rejected as a whole), and
  /// whose transactions stand in for rejected Transactions rows that receipts name; `nil` when
  /// none was given, or not yet asked for.
  var local: Ledger?
  /// Loadable category names (case-sensitive), once the Categories rules ran; `nil` when the
  /// workbook has no Categories tab and no local ledger was given, so category names cannot be
  /// checked.
  var categoryNames: Set<String>?
  /// Whether `categoryNames` are the local ledger's, the sheet having no Categories tab to load.
  var categoryNamesAreLocal = false
  /// The sheet row of each category name whose Categories row was rejected (the first, for a
  /// repeated name), once the Categories rules ran.
  var rejectedCategoryRows: [String: Int] = [:]
  /// The position of each transaction in the Transactions tab by id (the first, for a repeated
  /// id), once the Transactions rules ran.
  var transactionPositions = RowKeyIndex()
  /// Category types by name.
  var categoryTypes = CategoryTypeIndex()
  /// The latest `lastModifiedAt` that is not in the future (`future-timestamp`).
  let latestStamp: Date
  /// Suggestions for unknown category names, among `categoryNames`.
  var categorySuggestions = CategorySuggestions(names: [])

  init(workbook: DecodedWorkbook, latestStamp: Date = .distantFuture, local: Ledger? = nil) {
    self.workbook = workbook
    self.latestStamp = latestStamp
    self.local = local
    var diagnostics = workbook.diagnostics
    diagnostics += workbook.settings?.diagnostics ?? []
    diagnostics += workbook.categories?.diagnostics ?? []
    diagnostics += workbook.recurringRules?.diagnostics ?? []
    diagnostics += workbook.transactions?.diagnostics ?? []
    diagnostics += workbook.receipts?.diagnostics ?? []
    self.diagnostics = diagnostics
    for diagnostic in diagnostics where diagnostic.severity == .error {
      if let tab = diagnostic.tab, let row = diagnostic.row {
        rejected[tab, default: []].insert(row)
      }
      if Self.rejectsTab(diagnostic), let tab = diagnostic.tab { rejectedTabs.insert(tab) }
    }
  }

  /// Whether a diagnostic rejects its tab as a whole: an error about the header
  /// (`missing-column`, `duplicate-column`, `too-many-cells`, `header-row`).
  static func rejectsTab(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error
      && [.missingColumn, .duplicateColumn, .tooManyCells, .headerRow].contains(diagnostic.code)
  }

  /// Rejects `tab` as a whole, for an error about the tab rather than its header: a merge
  /// deletes none of its rows.
  mutating func rejectTab(_ tab: Tab) {
    rejectedTabs.insert(tab)
  }

  /// Whether the workbook's `tab` has no row to load: the tab is missing, or its `diagnostics`
  /// reject it as a whole.
  static func isUnloadable(_ tab: Tab, diagnostics: [Diagnostic]?) -> Bool {
    guard let diagnostics else { return true }
    return diagnostics.contains { $0.tab == tab && rejectsTab($0) }
  }

  /// A copy for a task that reports on its own (see `sideBySide(_:)`), without the diagnostics
  /// reported so far: its first report would otherwise copy all of them out of the shared list.
  func copyForTask() -> ValidationContext {
    var copy = self
    copy.diagnostics = []
    return copy
  }

  /// Records a diagnostic; an error rejects its row.
  mutating func report(_ diagnostic: consuming Diagnostic) {
    if diagnostic.severity == .error, let tab = diagnostic.tab, let row = diagnostic.row {
      rejected[tab, default: []].insert(row)
    }
    diagnostics.append(diagnostic)
  }

  /// Gives the diagnostic reported at `index` in ``diagnostics`` suggestions and a fix found
  /// once all its like were reported; what it rejects stays as it is.
  mutating func suggest(_ suggestions: [String], fix: Diagnostic.Fix?, forDiagnosticAt index: Int) {
    diagnostics[index].suggestions = suggestions
    diagnostics[index].fix = fix
  }

  /// Says what the diagnostic reported at `index` in ``diagnostics`` found with `message`, once
  /// more is known than when it was reported; what it rejects stays as it is.
  mutating func rephrase(_ message: String, forDiagnosticAt index: Int) {
    diagnostics[index].message = message
  }

  /// Makes the diagnostic at `index` say `message`, with `fix` and `suggestions` in place of
  /// its own: what it found first is not what to write.
  mutating func redirect(
    _ message: String, fix: Diagnostic.Fix, suggestions: [String] = [], forDiagnosticAt index: Int
  ) {
    diagnostics[index].message = message
    diagnostics[index].suggestions = suggestions
    diagnostics[index].fix = fix
  }

  /// Makes the error at `index` a `depends-on-rejected-row` one saying `message`, without
  /// suggestions or fix: another row's error, found since, is what its row waits on, and that
  /// error's fix mends both.
  mutating func makeWaiting(_ message: String, forDiagnosticAt index: Int) {
    diagnostics[index].code = .dependsOnRejectedRow
    diagnostics[index].message = message
    diagnostics[index].suggestions = []
    diagnostics[index].fix = nil
  }

  /// Records a diagnostic about one cell of a row.
  mutating func report(
    _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, layout: TabLayout, row: Int,
    field: String?, value: String?, message: String, suggestions: [String] = [],
    fix: Diagnostic.Fix? = nil
  ) {
    report(
      Diagnostic(
        severity: severity, code: code, tab: layout.tab, row: row, column: field,
        cell: field.flatMap { layout.cell(field: $0, row: row) }, value: value, message: message,
        suggestions: suggestions, fix: fix))
  }

  /// Whether a row of a tab has an error so far.
  func isRejected(_ tab: Tab, row: Int) -> Bool {
    rejected[tab]?.contains(row) ?? false
  }

  /// The rows of a tab that have a value, in sheet order, without copying the tab.
  static func readable<Value>(_ tab: DecodedTab<Value>?)
    -> some Sequence<(row: DecodedRow<Value>, value: Value)>
  {
    (tab?.rows ?? []).lazy.compactMap { row in row.value.map { (row, $0) } }
  }

  /// Reports rows that share a key, naming the other rows; all of them are rejected, since any
  /// copy may be the one a person edited. A tab rejected as a whole (its header's error) reports
  /// none: its rows are not read, and their keys may be another column's (another tab's file
  /// under its name).
  ///
  /// - Returns: the position in `tab.rows` of the first row of each key.
  @discardableResult
  mutating func checkDuplicateKeys<Value>(
    _ tab: DecodedTab<Value>?, field: String
  ) -> RowKeyIndex {
    guard let tab else { return RowKeyIndex() }
    var firstPosition = RowKeyIndex(capacity: tab.rows.count)
    var repeated: [RowKey: [Int]] = [:]
    firstPosition.insertAll(
      tab.rows.indices, key: { tab.rows[$0].key },
      repeated: { position, first in
        let key = tab.rows[position].key!
        repeated[key, default: [tab.rows[first].sheetRow]].append(tab.rows[position].sheetRow)
      })
    let reported = rejectedTabs.contains(tab.tab) ? [:] : repeated
    for (key, rows) in reported.sorted(by: { $0.value[0] < $1.value[0] }) {
      for row in rows {
        // A few are named, not all: a row filled down a column repeats its id on every row.
        let others = listed(
          rows.lazy.filter { $0 != row }.map(String.init), count: rows.count - 1)
        let advice =
          tab.tab == .categories
          ? "two categories cannot share a name (names that look the same, however typed, are the same name): rename or remove one"
          : "a copied row keeps its id, so give the new row an empty \(field) and it is added as new"
        report(
          .duplicateKey, .error, layout: tab.layout, row: row, field: field, value: key.value,
          message:
            "\(field) \(key.value) is also on \(rows.count == 2 ? "row" : "rows") \(others); \(advice)"
        )
      }
    }
    return firstPosition
  }

  /// The loadable ledger and the report. The rows move from the workbook into the ledger, so
  /// the context is left without them.
  mutating func takeResult() -> ValidatedSheet {
    var ledger = Ledger()
    var loaded = LoadedRows()
    Self.collect(&workbook.transactions, rejected: rejected, into: &ledger.transactions, &loaded)
    Self.collect(&workbook.receipts, rejected: rejected, into: &ledger.receipts, &loaded)
    Self.collect(&workbook.categories, rejected: rejected, into: &ledger.categories, &loaded)
    Self.collect(
      &workbook.recurringRules, rejected: rejected, into: &ledger.recurringRules, &loaded)
    var settings: [AppSettings] = []
    Self.collect(&workbook.settings, rejected: rejected, into: &settings, &loaded)
    ledger.settings = settings.count == 1 ? settings[0] : nil
    var sheet = ValidatedSheet(
      ledger: ledger, diagnostics: takeSortedDiagnostics(), rejectedRows: loaded.rejectedRows,
      typedKeys: loaded.typedKeys, sheetRows: loaded.sheetRows, presentTabs: loaded.present,
      rejectedTabs: rejectedTabs, absentColumns: loaded.absentColumns,
      exportIds: loaded.exportIds)
    sheet.typedRowGaps = loaded.typedRowGaps
    sheet.floatingTimestamps = loaded.floatingTimestamps
    sheet.twoDigitYearDates = loaded.twoDigitYearDates
    return sheet
  }

  /// The report `takeResult()` leads to, counted without moving a row into a ledger; the
  /// diagnostics move into the report.
  mutating func takeReport() -> ValidationReport {
    var rowsLoaded: [Tab: Int] = [:]
    var rowsRejected: [Tab: Int] = [:]
    func count<Value>(_ tab: DecodedTab<Value>?) {
      guard let tab else { return }
      let rejectedHere = rejected[tab.tab] ?? []
      // Only the rows' tags are read: comparing a row's value with nil would copy it.
      var loaded = 0
      for index in tab.rows.indices {
        guard case .some = tab.rows[index].value else { continue }
        if rejectedHere.isEmpty || !rejectedHere.contains(tab.rows[index].sheetRow) {
          loaded += 1
        }
      }
      rowsLoaded[tab.tab] = loaded
      rowsRejected[tab.tab] = tab.rows.count - loaded
    }
    count(workbook.transactions)
    count(workbook.receipts)
    count(workbook.categories)
    count(workbook.recurringRules)
    count(workbook.settings)
    // The ledger holds settings only when exactly one row is loadable.
    if rowsLoaded[.settings] != 1 { rowsLoaded[.settings] = 0 }
    return ValidationReport(
      diagnostics: takeSortedDiagnostics(), rowsLoaded: rowsLoaded, rowsRejected: rowsRejected)
  }

  /// The diagnostics by tab, then sheet row, in the order reported within a row, moved out of
  /// the context.
  private mutating func takeSortedDiagnostics() -> [Diagnostic] {
    var sorted = diagnostics
    diagnostics = []
    // Small keys are sorted, then the diagnostics swapped into their places: moving the
    // diagnostics themselves while sorting, or copying them into a new array (retaining each
    // one's strings), costs seconds when every row of a large tab has an error.
    let keys = sorted.indices.map { index in
      (
        tab: sorted[index].tab?.position ?? -1,
        row: sorted[index].row ?? 0, index: index
      )
    }
    let order = keys.sorted { ($0.tab, $0.row, $0.index) < ($1.tab, $1.row, $1.index) }
    sorted.permute(to: order.map(\.index))
    return sorted
  }

  /// Moves a tab's loadable rows into `rows`, which must be empty, and notes the others,
  /// leaving the tab `nil`.
  ///
  /// The rows that load are found first, by their values' tags alone; then they move into the
  /// new array side by side on all cores, each core moving a range of them: the pages of a
  /// large array are first touched, and cleared by the system, on every core instead of one.
  /// What is left of the tab is freed on a background thread.
  private static func collect<Value>(
    _ tab: inout DecodedTab<Value>?, rejected: [Tab: Set<Int>], into rows: inout [Value],
    _ loaded: inout LoadedRows
  ) {
    guard var decoded = tab.take() else { return }
    loaded.present.insert(decoded.tab)
    if let exportId = decoded.exportId { loaded.exportIds[decoded.tab] = exportId }
    let absent = Set(TabRecognizer.columnNames(of: decoded.tab))
      .subtracting(decoded.layout.fieldColumns.keys)
    if !absent.isEmpty { loaded.absentColumns[decoded.tab] = absent }
    let rejectedHere = rejected[decoded.tab] ?? []
    var kept: [Int] = []
    kept.reserveCapacity(decoded.rows.count)
    for index in decoded.rows.indices {
      let sheetRow = decoded.rows[index].sheetRow
      if case .some = decoded.rows[index].value,
        rejectedHere.isEmpty || !rejectedHere.contains(sheetRow)
      {
        kept.append(index)
        if decoded.rows[index].isTyped, let key = decoded.rows[index].key {
          loaded.typedKeys.insert(key)
          loaded.typedRowGaps[key] = TypedRowGaps(
            isMissingKey: decoded.rows[index].isMissingKey,
            isMissingStamp: decoded.rows[index].isMissingStamp)
        }
      } else {
        loaded.rejectedRows.append(
          RejectedRow(tab: decoded.tab, sheetRow: sheetRow, key: decoded.rows[index].key))
      }
    }
    loaded.sheetRows[decoded.tab] = kept.map { decoded.rows[$0].sheetRow }
    if let floating = decoded.floatingTimestamps {
      loaded.floatingTimestamps[decoded.tab] = floating
    }
    if !decoded.twoDigitYearDates.isEmpty {
      loaded.twoDigitYearDates[decoded.tab] = decoded.twoDigitYearDates
    }
    let positions = kept
    rows = decoded.rows.withUnsafeMutableBufferPointer { source in
      let source = ChunkOutput(buffer: source)
      return [Value](unsafeUninitializedCapacity: positions.count) { buffer, count in
        let output = ChunkOutput(buffer: buffer)
        let ranges = ChunkedWork.ranges(of: positions.indices, sideBySideFrom: 20_000)
        DispatchQueue.concurrentPerform(iterations: ranges.count) { range in
          for index in ranges[range] {
            output.initialize(index, to: source.takeValue(positions[index]))
          }
        }
        count = positions.count
      }
    }
    BackgroundRelease.release(decoded)
  }
}

/// What `takeResult()` gathers besides the rows themselves.
private struct LoadedRows {
  var rejectedRows: [RejectedRow] = []
  var typedKeys: Set<RowKey> = []
  var typedRowGaps: [RowKey: TypedRowGaps] = [:]
  var sheetRows: [Tab: [Int]] = [:]
  var present: Set<Tab> = []
  var absentColumns: [Tab: Set<String>] = [:]
  var floatingTimestamps: [Tab: FloatingTimestamps] = [:]
  var twoDigitYearDates: [Tab: TwoDigitYearDates] = [:]
  var exportIds: [Tab: UUID] = [:]
}
