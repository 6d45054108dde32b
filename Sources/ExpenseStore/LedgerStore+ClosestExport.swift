import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// An export the store keeps that a tab's rows match better than the last export's.
  public struct ClosestExport: Sendable, Equatable {
    /// The export's id, which keys its base (``loadBases(exportIds:)``).
    public var exportId: UUID
    /// When the export ran.
    public var exportedAt: Date
  }

  /// For `tabs`, the tabs of a sheet that name no export: the export the store keeps that their
  /// rows can have come from, when that is an earlier export than the last. The tabs are taken
  /// as one download: what one of them tells holds for all.
  ///
  /// Only the rows the app added or deleted between exports tell exports apart. A download of
  /// export *s* cannot hold a row added after *s* (unless typed without an id), nor one deleted
  /// before it, nor a row as the app changed it after *s* (a stamp the store holds, later than
  /// *s*); such a row rules *s* out. Of the exports left, the one whose rows the tabs lack
  /// fewest of is taken (a person may have deleted rows), the later on a tie; none when every
  /// export is ruled out. So a download of an earlier export, its `exportId:` cells gone, is
  /// told by the rows deleted since, which it still holds.
  ///
  /// - Parameters:
  ///   - sheet: The sheet's rows.
  ///   - tabs: The tabs that name no export.
  ///   - live: The ledger the store holds now, as loaded for the merge.
  /// - Throws: ``StoreError`` when the store cannot be read.
  public func closestExport(to sheet: Ledger, tabs: Set<Tab>, live: Ledger) throws
    -> ClosestExport?
  {
    let tabs = tabs.subtracting([.settings])
    guard !tabs.isEmpty else { return nil }
    return try Self.run(path: path) {
      try reader.read { db in
        let exports = try Row.fetchAll(
          db, sql: "SELECT seq, exportId, exportedAt FROM exports ORDER BY seq")
        guard exports.count > 1 else { return nil }
        let changes = try exports.map { try BaseChanges.read(db, path: path, seq: $0["seq"]) }
        let times = exports.map { ColumnCoding.date(milliseconds: $0["exportedAt"]) }
        // How each tab fits each export, summed over the tabs.
        var fits = Array(repeating: ExportFit(), count: exports.count)
        func add<R: StoredRow>(
          _ rows: KeyPath<Ledger, [R]>, _ copied: KeyPath<StoredLedger, StoredRows<R>>,
          _ absent: KeyPath<BaseChanges, Set<R.Key>>, isTyped: (R.Key) -> Bool
        ) {
          let tabFits = Self.fits(
            sheet: sheet[keyPath: rows], live: live[keyPath: rows], exportedAt: times,
            changes.map { ($0.copied[keyPath: copied].rows, $0[keyPath: absent]) },
            isTyped: isTyped)
          for index in fits.indices { fits[index].add(tabFits[index]) }
        }
        for tab in tabs {
          switch tab {
          case .transactions:
            add(\.transactions, \.transactions, \.absentTransactions) {
              RowKey.transaction($0).isContentDerived
            }
          case .receipts:
            add(\.receipts, \.receipts, \.absentReceipts) {
              RowKey.receipt($0).isContentDerived
            }
          case .categories:
            add(\.categories, \.categories, \.absentCategories) { _ in false }
          case .recurringRules:
            add(\.recurringRules, \.recurringRules, \.absentRecurringRules) {
              RowKey.recurringRule($0).isContentDerived
            }
          case .settings:
            break
          }
        }
        // The last export left with the fewest rows lacking.
        let best = fits.indices.filter { !fits[$0].isRuledOut }.min {
          (fits[$0].lacking, -$0) < (fits[$1].lacking, -$1)
        }
        guard let best, best < exports.count - 1, let id = exports[best]["exportId"] as UUID?
        else { return nil }
        return ClosestExport(exportId: id, exportedAt: times[best])
      }
    }
  }

  /// How a sheet's rows fit one export: whether a row rules it out, and how many of its rows
  /// the sheet lacks.
  private struct ExportFit {
    var isRuledOut = false
    var lacking = 0

    mutating func add(_ other: ExportFit) {
      isRuledOut = isRuledOut || other.isRuledOut
      lacking += other.lacking
    }
  }

  /// How `sheet`'s rows fit each export whose changes are `changes` (rows copied before they
  /// changed or went, keys added since) and made at `exportedAt`, over the keys where the
  /// bases differ from the live ledger; rows whose key `isTyped` (typed without an id, which
  /// any download may hold) rule nothing out.
  private static func fits<R: StoredRow>(
    sheet: [R], live: [R], exportedAt: [Date], _ changes: [(copied: [R], absent: Set<R.Key>)],
    isTyped: (R.Key) -> Bool
  ) -> [ExportFit] {
    let copiedKeys = changes.map { Set($0.copied.lazy.map(\.key)) }
    var differing = Set<R.Key>()
    for (index, change) in changes.enumerated() {
      differing.formUnion(copiedKeys[index])
      differing.formUnion(change.absent)
    }
    guard !differing.isEmpty else { return changes.map { _ in ExportFit() } }
    // Every stamp the store holds of those keys: the live rows' and the exported copies'. (A row
    // of no such key is as every export holds it, so it was stamped before the first of them.)
    var stamps: [R.Key: Set<Date>] = [:]
    var inLive = Set<R.Key>()
    for row in live where differing.contains(row.key) {
      inLive.insert(row.key)
      stamps[row.key, default: []].insert(row.lastModifiedAt)
    }
    for change in changes {
      for row in change.copied { stamps[row.key, default: []].insert(row.lastModifiedAt) }
    }
    let sheetRows = sheet.filter { differing.contains($0.key) }
    let inSheet = Set(sheetRows.lazy.map(\.key))
    // The latest change that the sheet shows as the store holds it.
    let latestSeen = sheetRows.lazy.compactMap { row in
      stamps[row.key]?.contains(row.lastModifiedAt) == true ? row.lastModifiedAt : nil
    }.max()
    return changes.indices.map { index in
      var fit = ExportFit()
      if let latestSeen, latestSeen > exportedAt[index] { fit.isRuledOut = true }
      for key in differing {
        let inBase =
          copiedKeys[index].contains(key)
          || (inLive.contains(key) && !changes[index].absent.contains(key))
        let isInSheet = inSheet.contains(key)
        if isInSheet && !inBase && !isTyped(key) { fit.isRuledOut = true }
        if inBase && !isInSheet { fit.lacking += 1 }
      }
      return fit
    }
  }
}
