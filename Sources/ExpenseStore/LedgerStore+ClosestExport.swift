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

  /// For each of `tabs`, tabs of a sheet that name no export: the export the store keeps that
  /// the tab's rows can have come from, when that is an earlier export than the last.
  ///
  /// Only the rows the app added or deleted between exports tell exports apart. A download of
  /// export *s* cannot hold a row added after *s*, nor one deleted before it, nor a row as the
  /// app changed it after *s*; such a row rules *s* out. Of the exports left, the one whose
  /// rows the tab lacks fewest of is taken (a person may have deleted rows), the later on a
  /// tie; none when every export is ruled out. So a download of an earlier export, its
  /// `exportId:` cells gone, is told by the rows deleted since, which it still holds.
  ///
  /// - Parameters:
  ///   - sheet: The sheet's rows.
  ///   - tabs: The tabs to find an export for.
  ///   - live: The ledger the store holds now, as loaded for the merge.
  /// - Throws: ``StoreError`` when the store cannot be read.
  public func closestExports(to sheet: Ledger, tabs: Set<Tab>, live: Ledger) throws -> [Tab:
    ClosestExport]
  {
    let tabs = tabs.subtracting([.settings])
    guard !tabs.isEmpty else { return [:] }
    return try Self.run(path: path) {
      try reader.read { db in
        let exports = try Row.fetchAll(
          db, sql: "SELECT seq, exportId, exportedAt FROM exports ORDER BY seq")
        guard exports.count > 1 else { return [:] }
        let changes = try exports.map { try BaseChanges.read(db, path: path, seq: $0["seq"]) }
        let times = exports.map { ColumnCoding.date(milliseconds: $0["exportedAt"]) }
        var closest: [Tab: ClosestExport] = [:]
        for tab in tabs {
          // The export of `tab`'s rows, of type `R`, found in the ledgers and the changes.
          func best<R: StoredRow>(
            _ rows: KeyPath<Ledger, [R]>, _ copied: KeyPath<StoredLedger, StoredRows<R>>,
            _ absent: KeyPath<BaseChanges, Set<R.Key>>
          ) -> Int? {
            Self.closest(
              sheet: sheet[keyPath: rows], live: live[keyPath: rows], exportedAt: times,
              changes.map { ($0.copied[keyPath: copied].rows, $0[keyPath: absent]) })
          }
          let found: Int? =
            switch tab {
            case .transactions: best(\.transactions, \.transactions, \.absentTransactions)
            case .receipts: best(\.receipts, \.receipts, \.absentReceipts)
            case .categories: best(\.categories, \.categories, \.absentCategories)
            case .recurringRules: best(\.recurringRules, \.recurringRules, \.absentRecurringRules)
            case .settings: nil
            }
          guard let found, found < exports.count - 1, let id = exports[found]["exportId"] as UUID?
          else { continue }
          closest[tab] = ClosestExport(exportId: id, exportedAt: times[found])
        }
        return closest
      }
    }
  }

  /// Of the exports whose changes are `changes` (rows copied before they changed or went, keys
  /// added since) and made at `exportedAt`, the one `sheet`'s rows can have come from and lack
  /// fewest of (the later on a tie), counting the keys where the bases differ from the live
  /// ledger; `nil` when no keys differ, or every export is ruled out.
  private static func closest<R: StoredRow>(
    sheet: [R], live: [R], exportedAt: [Date], _ changes: [(copied: [R], absent: Set<R.Key>)]
  ) -> Int? {
    let copiedKeys = changes.map { Set($0.copied.lazy.map(\.key)) }
    var differing = Set<R.Key>()
    for (index, change) in changes.enumerated() {
      differing.formUnion(copiedKeys[index])
      differing.formUnion(change.absent)
    }
    guard !differing.isEmpty else { return nil }
    // The live rows of those keys, by key, as the app last stamped them. (A row of no such key
    // is as every export holds it, so it was stamped before the first of them.)
    let liveStamps = Dictionary(
      live.lazy.filter { differing.contains($0.key) }.map { ($0.key, $0.lastModifiedAt) },
      uniquingKeysWith: { first, _ in first })
    let sheetRows = sheet.filter { differing.contains($0.key) }
    let inSheet = Set(sheetRows.lazy.map(\.key))
    // The latest change of the app's that the sheet shows: a row as the app last stamped it.
    let latestSeen = sheetRows.lazy.compactMap { row in
      liveStamps[row.key] == row.lastModifiedAt ? row.lastModifiedAt : nil
    }.max()
    var best: (index: Int, lacking: Int)?
    for index in changes.indices {
      if let latestSeen, latestSeen > exportedAt[index] { continue }
      var lacking = 0
      var isRuledOut = false
      for key in differing {
        let inBase =
          copiedKeys[index].contains(key)
          || (liveStamps[key] != nil && !changes[index].absent.contains(key))
        let isInSheet = inSheet.contains(key)
        if isInSheet && !inBase {
          isRuledOut = true
          break
        }
        if inBase && !isInSheet { lacking += 1 }
      }
      if !isRuledOut, best.map({ lacking <= $0.lacking }) ?? true { best = (index, lacking) }
    }
    return best?.index
  }
}
