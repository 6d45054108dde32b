import Foundation

/// Merges a validated sheet into the local ledger: last write wins by `lastModifiedAt`,
/// three-way when the last export (the base) is known, nothing lost, every decision explained.
///
/// ```swift
/// let (local, base) = try store.loadLedgerAndBase()
/// let result = try Merger().merge(
///   local: local, sheet: Validator().validate(workbook, local: local), base: base,
///   options: MergeOptions(mergeTime: Date()))
/// ```
public struct Merger: Sendable {
  /// Creates a merger.
  public init() {}

  /// Merges `sheet` into `local`.
  ///
  /// - Parameters:
  ///   - local: the local ledger.
  ///   - sheet: the validated sheet; its rejected rows, and its tabs rejected as a whole, never
  ///     change the local side. Validate it with `Validator.validate(_:local:)` given `local`,
  ///     so that a sheet without a Categories or RecurringRules tab is checked against the
  ///     categories and rules the merge keeps: without it, a sheet row may name a category the
  ///     merged ledger lacks.
  ///   - base: the ledger as last exported, for three-way merging; `nil` merges two-way.
  ///   - options: the merge time, and whether deletions and suspicious changes are applied.
  /// - Throws: `DatasetMismatchError` when the sheet belongs to another ledger.
  /// - Complexity: O(rows × fields).
  public func merge(local: Ledger, sheet: ValidatedSheet, base: Ledger?, options: MergeOptions)
    throws -> MergeResult
  {
    try merge(local: local, sheet: sheet, bases: MergeBases(latest: base), options: options)
  }

  /// Merges `sheet` into `local`, each tab compared with the rows of the export its file
  /// comes from.
  ///
  /// - Parameters:
  ///   - local: the local ledger.
  ///   - sheet: the validated sheet, as for ``merge(local:sheet:base:options:)``.
  ///   - bases: the rows of the exports the store keeps; a tab from an export not among them
  ///     deletes nothing.
  ///   - options: the merge time, and whether deletions and suspicious changes are applied.
  /// - Throws: `DatasetMismatchError` when the sheet belongs to another ledger.
  /// - Complexity: O(rows × fields).
  public func merge(
    local: Ledger, sheet: ValidatedSheet, bases: MergeBases, options: MergeOptions
  ) throws -> MergeResult {
    if let mine = local.settings?.datasetId, let theirs = sheet.ledger.settings?.datasetId,
      mine != theirs
    {
      throw DatasetMismatchError(localDatasetId: mine, sheetDatasetId: theirs)
    }
    // Date-times a spreadsheet wrote without a zone are read with the offset it applied.
    let sheet = FloatingTimestampReading.settled(
      sheet, base: { bases.base(exportId: sheet.exportIds[$0]).ledger }, local: local)
    var rejectedKeys: [Tab: Set<RowKey>] = [:]
    var rejectedRows: [Tab: [RejectedRow]] = [:]
    var counts: [Tab: [MergeAction: Int]] = [:]
    for row in sheet.rejectedRows {
      // Rows that share a key (a copied row) are listed each, but counted once: one local row.
      let isNewKey = row.key.map { rejectedKeys[row.tab, default: []].insert($0).inserted } ?? true
      if isNewKey { counts[row.tab, default: [:]][.rejected, default: 0] += 1 }
      rejectedRows[row.tab, default: []].append(row)
    }
    var holds = Self.deletionHolds(sheet)
    var tabBases: [Tab: Ledger] = [:]
    for tab in Tab.allCases {
      let (base, isUnknownExport) = bases.base(exportId: sheet.exportIds[tab])
      tabBases[tab] = base
      if isUnknownExport, holds[tab] == nil, let id = sheet.exportIds[tab] {
        holds[tab] = .unknownExport(tab, exportId: CellFormatter.uuid(id))
      }
    }
    var changes: [RowChange] = []
    var heldBack: [HeldBackDeletions] = []
    var merged = Ledger()

    func outcome<Row: MergeableRow>(
      _ local: [Row], _ sheetRows: [Row], _ base: [Row]?,
      protection: (Row) -> String? = { _ in nil }
    ) -> TabMerger<Row>.Outcome {
      Self.mergeTab(
        local, sheetRows, base, sheet: sheet, options: options, rejectedKeys: rejectedKeys,
        rejectedRows: rejectedRows, hold: holds[Row.tab], protection: protection)
    }
    func take<Row: MergeableRow>(_ outcome: TabMerger<Row>.Outcome) -> [Row] {
      changes += outcome.changes
      counts[Row.tab, default: [:]].merge(outcome.counts, uniquingKeysWith: +)
      for (reason, rows) in outcome.heldBack.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        heldBack.append(HeldBackDeletions(tab: Row.tab, rows: rows, reason: reason))
      }
      return outcome.rows
    }

    merged.settings =
      take(
        outcome(
          local.settings.map { [$0] } ?? [], sheet.ledger.settings.map { [$0] } ?? [],
          tabBases[.settings].map { $0.settings.map { [$0] } ?? [] })
      ).first
    var recurringRules = outcome(
      local.recurringRules, sheet.ledger.recurringRules, tabBases[.recurringRules]?.recurringRules)
    // Transactions and receipts merge side by side; a deletion that would leave a row naming
    // a row that is gone is undone afterwards, by merging that tab again with the row kept.
    let results = ConcurrentResults(count: 2)
    let (rejected, rejectedRowsByTab, tabHolds) = (rejectedKeys, rejectedRows, holds)
    let (transactionsBase, receiptsBase) = (
      tabBases[.transactions]?.transactions, tabBases[.receipts]?.receipts
    )
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      if index == 0 {
        results.set(
          0,
          Self.mergeTab(
            local.transactions, sheet.ledger.transactions, transactionsBase, sheet: sheet,
            options: options, rejectedKeys: rejected, rejectedRows: rejectedRowsByTab,
            hold: tabHolds[.transactions]))
      } else {
        results.set(
          1,
          Self.mergeTab(
            local.receipts, sheet.ledger.receipts, receiptsBase, sheet: sheet,
            options: options, rejectedKeys: rejected, rejectedRows: rejectedRowsByTab,
            hold: tabHolds[.receipts]))
      }
    }
    var transactions: TabMerger<Transaction>.Outcome = results.take(0)!
    let receipts: TabMerger<Receipt>.Outcome = results.take(1)!
    if let named = Self.stillNamed(
      deletedIn: transactions, by: receipts.rows, name: { $0.transactionId })
    {
      transactions = outcome(local.transactions, sheet.ledger.transactions, transactionsBase) {
        named[$0.transactionId].map {
          $0 == 1 ? "a receipt still names it" : "\($0) receipts still name it"
        }
      }
    }
    if let named = Self.stillNamed(
      deletedIn: recurringRules, by: transactions.rows, name: { $0.recurringRuleId })
    {
      recurringRules = outcome(
        local.recurringRules, sheet.ledger.recurringRules, tabBases[.recurringRules]?.recurringRules
      ) {
        named[$0.recurringRuleId].map {
          $0 == 1 ? "a transaction still names it" : "\($0) transactions still name it"
        }
      }
    }
    merged.recurringRules = take(recurringRules)
    merged.transactions = take(transactions)
    merged.receipts = take(receipts)
    // Counted only when a category is about to be deleted, which is rare.
    var used: [String: Int]?
    merged.categories = take(
      outcome(local.categories, sheet.ledger.categories, tabBases[.categories]?.categories) {
        category in
        let counts = used ?? Self.categoryUse(in: merged)
        used = counts
        return counts[category.name].map { "\($0) transactions and recurring rules still use it" }
      })

    let reasons = sheet.rejectionReasons
    for row in sheet.rejectedRows {
      // The error of a tab rejected as a whole is shown once, with the sheet's diagnostics.
      let isTabRejected = sheet.rejectedTabs.contains(row.tab)
      changes.append(
        RowChange(
          tab: row.tab, key: row.key, sheetRow: row.sheetRow, action: .rejected,
          reason: isTabRejected
            ? "the \(row.tab.rawValue) tab is rejected as a whole (see the error on its header row); the local side is unchanged"
            : "the sheet row has errors; the local side is unchanged",
          diagnostics: reasons[row.tab]?[row.sheetRow] ?? []))
    }
    changes.sort { a, b in
      if a.tab != b.tab { return a.tab < b.tab }
      let (rowA, rowB) = (a.sheetRow ?? Int.max, b.sheetRow ?? Int.max)
      return rowA != rowB ? rowA < rowB : a.keyText.precedesInByteOrder(b.keyText)
    }
    return MergeResult(
      ledger: merged,
      report: MergeReport(
        changes: changes, counts: counts, diagnostics: sheet.diagnostics,
        heldBackDeletions: heldBack.sorted { $0.tab < $1.tab }))
  }

  /// Merges one tab of `sheet` into the local rows of that tab; under a `hold`, no row is
  /// deleted.
  private static func mergeTab<Row: MergeableRow>(
    _ local: [Row], _ sheetRows: [Row], _ base: [Row]?, sheet: ValidatedSheet,
    options: MergeOptions, rejectedKeys: [Tab: Set<RowKey>], rejectedRows: [Tab: [RejectedRow]],
    hold: DeletionHold?,
    protection: (Row) -> String? = { _ in nil }
  ) -> TabMerger<Row>.Outcome {
    TabMerger<Row>(
      options: options, typedKeys: sheet.typedKeys, typedRowGaps: sheet.typedRowGaps,
      sheetRows: sheet.sheetRows[Row.tab] ?? [], absentColumns: sheet.absentColumns[Row.tab] ?? []
    ).merge(
      local: local, sheet: sheetRows, base: base,
      // A tab rejected as a whole says nothing about which rows it holds.
      sheetHasTab: sheet.presentTabs.contains(Row.tab) && !sheet.rejectedTabs.contains(Row.tab),
      rejectedKeys: rejectedKeys[Row.tab] ?? [], rejectedRows: rejectedRows[Row.tab] ?? [],
      hold: hold, protection: protection)
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

  /// The ids of the rows `outcome` deleted that a row of `rows` still names, with how many rows
  /// name each, or `nil` when there are none (at once when nothing was deleted).
  private static func stillNamed<Row: MergeableRow, Naming>(
    deletedIn outcome: TabMerger<Row>.Outcome, by rows: [Naming], name: (Naming) -> UUID?
  ) -> [UUID: Int]? {
    guard (outcome.counts[.deleted] ?? 0) > 0 else { return nil }
    let deleted = Set(
      outcome.changes.lazy.filter { $0.action == .deleted }.compactMap { $0.key?.id }
    )
    var named: [UUID: Int] = [:]
    for row in rows {
      if let key = name(row), deleted.contains(key) { named[key, default: 0] += 1 }
    }
    return named.isEmpty ? nil : named
  }

  /// How many transactions and recurring rules use each category name.
  private static func categoryUse(in ledger: Ledger) -> [String: Int] {
    var used: [String: Int] = [:]
    for index in ledger.transactions.indices {
      used[ledger.transactions[index].category, default: 0] += 1
    }
    for index in ledger.recurringRules.indices {
      used[ledger.recurringRules[index].category, default: 0] += 1
    }
    return used
  }
}
