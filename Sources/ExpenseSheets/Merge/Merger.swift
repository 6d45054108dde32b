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
  public func merge(
    local: Ledger, sheet: consuming ValidatedSheet, base: Ledger?, options: MergeOptions
  ) throws -> MergeResult {
    try merge(local: local, sheet: consume sheet, bases: MergeBases(latest: base), options: options)
  }

  /// Merges `sheet` into `local`, each tab compared with the rows of the export its file
  /// comes from.
  ///
  /// - Parameters:
  ///   - local: the local ledger.
  ///   - sheet: the validated sheet, as for ``merge(local:sheet:base:options:)``. Passed with
  ///     `consume`, its transactions go once matched, before the merged tab is made (unless
  ///     rows are deleted: a deletion may call for merging them again).
  ///   - bases: the rows of the exports the store keeps; a tab from an export not among them
  ///     deletes nothing.
  ///   - options: the merge time, and whether deletions and suspicious changes are applied.
  /// - Throws: `DatasetMismatchError` when the sheet belongs to another ledger;
  ///   `ForeignTabError` when it has no Settings row and a tab of it looks like another
  ///   ledger's.
  /// - Complexity: O(rows × fields).
  public func merge(
    local: Ledger, sheet: consuming ValidatedSheet, bases: MergeBases, options: MergeOptions
  ) throws -> MergeResult {
    try Self.requireSameDataset(local: local, sheet: sheet)
    try ForeignTabError.check(sheet: sheet, local: local, bases: bases)
    let exportIds = sheet.exportIds
    // Date-times a spreadsheet wrote without a zone are read with the offset it applied.
    var sheet = FloatingTimestampReading.settled(
      consume sheet, base: { bases.base(exportId: exportIds[$0]).ledger }, local: local)
    // The largest tab's rows go to their merge alone, which lets them go once matched: the
    // merged tab is then made beside two copies of the tab, not three.
    let sheetTransactions = sheet.ledger.transactions
    sheet.ledger.transactions = []
    let inputs = TabMergeInputs(sheet: sheet, bases: bases, options: options)
    var report = MergeReportDraft(rejectedCounts: inputs.rejectedCounts)
    let merged = Self.mergeTabs(
      local: local, sheetTransactions: consume sheetTransactions, inputs: inputs, into: &report)
    report.append(Self.rejectionChanges(sheet))
    let finished = report.report(diagnostics: sheet.diagnostics)
    return MergeResult(
      ledger: merged, report: finished,
      sheetEdits: Self.sheetEdits(of: finished, exportIds: exportIds, bases: bases))
  }

  /// Throws when the sheet is of another dataset than the local ledger.
  ///
  /// - Throws: `DatasetMismatchError` naming both datasets.
  private static func requireSameDataset(local: Ledger, sheet: ValidatedSheet) throws {
    if let mine = local.settings?.datasetId, let theirs = sheet.ledger.settings?.datasetId,
      mine != theirs
    {
      throw DatasetMismatchError(localDatasetId: mine, sheetDatasetId: theirs)
    }
  }

  /// Merges every tab of the sheet into the local ledger, taking each tab's decisions into
  /// `report`: a deletion that would leave a row naming a row that is gone is undone.
  ///
  /// - Returns: The merged ledger.
  private static func mergeTabs(
    local: Ledger, sheetTransactions: consuming [Transaction], inputs: TabMergeInputs,
    into report: inout MergeReportDraft
  ) -> Ledger {
    let (sheet, bases) = (inputs.sheet.ledger, inputs.bases)
    var merged = Ledger()
    merged.settings =
      report.take(
        inputs.merge(
          local.settings.map { [$0] } ?? [], sheet.settings.map { [$0] } ?? [],
          bases[.settings].map { $0.settings.map { [$0] } ?? [] }
        ) { _ in "the ledger holds exactly one Settings row, which is never deleted" }
      ).first
    var recurringRules = inputs.merge(
      local.recurringRules, sheet.recurringRules, bases[.recurringRules]?.recurringRules)
    var (transactions, receipts) = mergeTransactionsAndReceipts(
      local: local, sheetTransactions: consume sheetTransactions, inputs: inputs)
    // A deletion that would leave a row naming a row that is gone is undone by merging that tab
    // again with the row kept.
    if let named = stillNamed(
      deletedIn: transactions, by: receipts.rows, name: { $0.transactionId })
    {
      // Rows were deleted, so the merge handed the sheet's rows back.
      guard let sheetRows = transactions.sheetRows else {
        preconditionFailure("a tab merge that deleted rows hands the sheet's rows back")
      }
      transactions = inputs.merge(
        local.transactions, sheetRows, bases[.transactions]?.transactions
      ) {
        named[$0.transactionId].map {
          $0 == 1 ? "a receipt still names it" : "\($0) receipts still name it"
        }
      }
    }
    if let named = stillNamed(
      deletedIn: recurringRules, by: transactions.rows, name: { $0.recurringRuleId })
    {
      recurringRules = inputs.merge(
        local.recurringRules, sheet.recurringRules, bases[.recurringRules]?.recurringRules
      ) {
        named[$0.recurringRuleId].map {
          $0 == 1 ? "a transaction still names it" : "\($0) transactions still name it"
        }
      }
    }
    // A row naming a row deleted in the app since the export (in an old download) brings it
    // back: it would name nothing.
    if !transactions.notAddedBack.isEmpty {
      let named = Set(receipts.rows.lazy.map(\.transactionId))
      transactions.addBack(
        where: { named.contains($0.transactionId) }, reason: "a receipt names it")
    }
    if !recurringRules.notAddedBack.isEmpty {
      let named = Set(transactions.rows.lazy.compactMap(\.recurringRuleId))
      recurringRules.addBack(
        where: { named.contains($0.recurringRuleId) }, reason: "a transaction names it")
    }
    // A row naming a row the merge rejected (its id looks mistyped) would name nothing.
    var rejectedTransactions = transactions.rejectedIds
    rejectedTransactions.merge(
      transactions.rejectRows(
        naming: recurringRules.rejectedIds, column: "recurringRuleId", through: \.recurringRuleId,
        local: local.transactions),
      uniquingKeysWith: { first, _ in first })
    _ = receipts.rejectRows(
      naming: rejectedTransactions, column: "transactionId", through: \.transactionId,
      local: local.receipts)
    merged.recurringRules = report.take(recurringRules)
    merged.transactions = report.take(transactions)
    merged.receipts = report.take(receipts)
    // Counted only when a category is about to be deleted, which is rare.
    var used: [String: Int]?
    var categories = inputs.merge(
      local.categories, sheet.categories, bases[.categories]?.categories
    ) { category in
      let counts = used ?? categoryUse(in: merged)
      used = counts
      return counts[category.name].map {
        "\($0 == 1 ? "1 row" : "\($0) rows") of Transactions and RecurringRules still "
          + ($0 == 1 ? "uses it" : "use it")
      }
    }
    if !categories.notAddedBack.isEmpty {
      let counts = used ?? categoryUse(in: merged)
      categories.addBack(
        where: { counts[$0.name] != nil }, reason: "transactions or recurring rules use it")
    }
    CategoryRenames.holdBackPartialRenames(
      &categories, local: local.categories, sheet: sheet.categories,
      use: { used ?? categoryUse(in: merged) })
    CategoryRenames.explain(
      &categories.changes, local: local.categories, sheet: sheet.categories)
    merged.categories = report.take(categories)
    return merged
  }

  /// The Transactions and Receipts tabs merged side by side: Receipts on a thread of its own,
  /// on one core; Transactions, the larger, on this one, from which it decides its rows on all
  /// cores (inside `SideBySide`, it would get one core: work side by side within work side by
  /// side runs on the calling thread alone).
  private static func mergeTransactionsAndReceipts(
    local: Ledger, sheetTransactions: consuming [Transaction], inputs: TabMergeInputs
  ) -> (TabMerger<Transaction>.Outcome, TabMerger<Receipt>.Outcome) {
    let receipts = BackgroundWork {
      inputs.merge(
        local.receipts, inputs.sheet.ledger.receipts, inputs.bases[.receipts]?.receipts,
        isBesideOtherWork: true)
    }
    let transactions = inputs.merge(
      local.transactions, consume sheetTransactions, inputs.bases[.transactions]?.transactions)
    // The merge throws nothing.
    return (transactions, try! receipts.value())
  }

  /// A rejected decision for each row the sheet rejected: the local side is unchanged.
  private static func rejectionChanges(_ sheet: ValidatedSheet) -> [RowChange] {
    let reasons = sheet.rejectionReasons
    let places = Dictionary(
      uniqueKeysWithValues: sheet.rejectedTabs.map { ($0, rejectionPlace(of: $0, in: sheet)) })
    return sheet.rejectedRows.map { row in
      // The error of a tab rejected as a whole is shown once, with the sheet's diagnostics.
      let isTabRejected = sheet.rejectedTabs.contains(row.tab)
      return RowChange(
        tab: row.tab, key: row.key, sheetRow: row.sheetRow, action: .rejected,
        reason: isTabRejected
          ? "the \(row.tab.rawValue) tab is rejected as a whole (see \(places[row.tab]!)); the local side is unchanged"
          : "the sheet row has errors; the local side is unchanged",
        diagnostics: reasons[row.tab]?[row.sheetRow] ?? [])
    }
  }

  /// Where the errors that reject `tab` as a whole stand: on the rows of a Settings tab holding
  /// several, else on its header row (a missing or unknown column).
  private static func rejectionPlace(of tab: Tab, in sheet: ValidatedSheet) -> String {
    let rows = sheet.diagnostics.lazy.filter { $0.tab == tab && $0.code == .settingsRowCount }
      .compactMap(\.row).map(String.init)
    guard rows.count > 1 else { return "the error on its header row" }
    return "the errors on its rows \(rows.dropLast().joined(separator: ", ")) and \(rows.last!)"
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
