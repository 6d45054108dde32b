import Foundation

/// What the merge of each tab of one sheet shares: the sheet, the options, the rows the sheet
/// rejected, the tabs whose deletions are held, and the base each tab is compared with.
struct TabMergeInputs: Sendable {
  /// The validated sheet, its floating date-times settled.
  let sheet: ValidatedSheet
  /// What the merge may do.
  let options: MergeOptions
  /// The keys of the rejected rows, by tab: their local rows stay as they are.
  let rejectedKeys: [Tab: Set<RowKey>]
  /// The rejected rows, by tab, in sheet order.
  let rejectedRows: [Tab: [RejectedRow]]
  /// How many local rows the rejected rows stand for, by tab: rows that share a key (a copied
  /// row) count once.
  let rejectedCounts: [Tab: Int]
  /// The tabs whose deletions are held back, and why.
  let holds: [Tab: DeletionHold]
  /// The ledger each tab is compared with: the rows of the export its file comes from; no
  /// entry merges that tab two-way.
  let bases: [Tab: Ledger]
  /// The values earlier merges took from sheets of the export each tab comes from.
  let mergedEdits: [Tab: MergedSheetEdits]

  /// The inputs of merging `sheet`, each tab compared with the base of the export it names.
  init(sheet: ValidatedSheet, bases: MergeBases, options: MergeOptions) {
    self.sheet = sheet
    self.options = options
    var rejectedKeys: [Tab: Set<RowKey>] = [:]
    var rejectedRows: [Tab: [RejectedRow]] = [:]
    var rejectedCounts: [Tab: Int] = [:]
    for row in sheet.rejectedRows {
      // Rows that share a key (a copied row) are listed each, but counted once: one local row.
      let isNewKey = row.key.map { rejectedKeys[row.tab, default: []].insert($0).inserted } ?? true
      if isNewKey { rejectedCounts[row.tab, default: 0] += 1 }
      rejectedRows[row.tab, default: []].append(row)
    }
    var holds = Self.deletionHolds(sheet)
    var tabBases: [Tab: Ledger] = [:]
    var mergedEdits: [Tab: MergedSheetEdits] = [:]
    for tab in Tab.allCases {
      let (base, isUnknownExport) = bases.base(exportId: sheet.exportIds[tab])
      tabBases[tab] = base
      mergedEdits[tab] = bases.mergedEdits(exportId: sheet.exportIds[tab])
      if isUnknownExport, holds[tab] == nil, let id = sheet.exportIds[tab] {
        holds[tab] = .unknownExport(tab, exportId: CellFormatter.uuid(id))
      }
    }
    (self.rejectedKeys, self.rejectedRows, self.rejectedCounts) =
      (rejectedKeys, rejectedRows, rejectedCounts)
    (self.holds, self.bases, self.mergedEdits) = (holds, tabBases, mergedEdits)
  }

  /// Merges one tab of the sheet into the local rows of that tab; under the tab's hold, no row
  /// is deleted.
  ///
  /// - Parameters:
  ///   - local: The local rows of the tab.
  ///   - sheetRows: The sheet's rows of the tab: let go once matched, unless rows were deleted
  ///     (see `TabMerger.Outcome.sheetRows`) or the caller keeps them too.
  ///   - base: The tab's rows in its base; `nil` merges two-way.
  ///   - isBesideOtherWork: whether other work runs beside the merge meanwhile, so that it
  ///     decides its rows on one core.
  ///   - protection: Why a row must not be deleted, or `nil` when it may be.
  func merge<Row: MergeableRow>(
    _ local: [Row], _ sheetRows: consuming [Row], _ base: [Row]?,
    isBesideOtherWork: Bool = false,
    protection: (Row) -> String? = { _ in nil }
  ) -> TabMerger<Row>.Outcome {
    var merger = TabMerger<Row>(
      options: options, typedKeys: sheet.typedKeys, typedRowGaps: sheet.typedRowGaps,
      sheetRows: sheet.sheetRows[Row.tab] ?? [], absentColumns: sheet.absentColumns[Row.tab] ?? [],
      twoDigitYearDates: sheet.twoDigitYearDates[Row.tab] ?? TwoDigitYearDates(),
      mergedBefore: mergedEdits[Row.tab] ?? MergedSheetEdits()
    )
    if isBesideOtherWork { merger.sideBySideFrom = .max }
    return merger.merge(
      local: local, sheet: consume sheetRows, base: base,
      // A tab rejected as a whole says nothing about which rows it holds.
      sheetHasTab: sheet.presentTabs.contains(Row.tab) && !sheet.rejectedTabs.contains(Row.tab),
      rejectedKeys: rejectedKeys[Row.tab] ?? [], rejectedRows: rejectedRows[Row.tab] ?? [],
      hold: holds[Row.tab], protection: protection)
  }

  /// The tabs whose file may lack rows that were never deleted, so that none is deleted: its
  /// CSV has a quote that swallows the rows after it (a `malformed-csv` error: a missing row
  /// may be inside a cell), or it ends inside a row (`cut-off`).
  private static func deletionHolds(_ sheet: ValidatedSheet) -> [Tab: DeletionHold] {
    var holds: [Tab: DeletionHold] = [:]
    for diagnostic in sheet.diagnostics where diagnostic.severity == .error {
      guard let tab = diagnostic.tab else { continue }
      if diagnostic.code == .malformedCSV {
        holds[tab] = .swallowedRows(tab)
      } else if diagnostic.code == .cutOff, holds[tab] == nil {
        holds[tab] = .cutOff(tab)
      }
    }
    return holds
  }
}
