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

  /// For each of `tabs`, tabs of a sheet that name no export: the export the store keeps whose
  /// rows of that tab have keys nearest the sheet's, when that is an earlier export than the
  /// last. Keys count where the exports' bases differ: rows the app added or deleted between
  /// them. So a download of an earlier export, its `exportId:` cells gone, is told by the rows
  /// deleted since, which it still holds, and the rows added since, which it lacks. A tie goes
  /// to the later export.
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
        var closest: [Tab: ClosestExport] = [:]
        for tab in tabs {
          let mismatches: [Int]
          switch tab {
          case .transactions:
            mismatches = Self.mismatches(
              sheet: sheet.transactions, live: live.transactions,
              changes.map { ($0.copied.transactions.rows, $0.absentTransactions) })
          case .receipts:
            mismatches = Self.mismatches(
              sheet: sheet.receipts, live: live.receipts,
              changes.map { ($0.copied.receipts.rows, $0.absentReceipts) })
          case .categories:
            mismatches = Self.mismatches(
              sheet: sheet.categories, live: live.categories,
              changes.map { ($0.copied.categories.rows, $0.absentCategories) })
          case .recurringRules:
            mismatches = Self.mismatches(
              sheet: sheet.recurringRules, live: live.recurringRules,
              changes.map { ($0.copied.recurringRules.rows, $0.absentRecurringRules) })
          case .settings:
            continue
          }
          // The last export with the fewest mismatches.
          let best = mismatches.indices.min { (mismatches[$0], -$0) < (mismatches[$1], -$1) }!
          guard best < exports.count - 1, let id = exports[best]["exportId"] as UUID? else {
            continue
          }
          closest[tab] = ClosestExport(
            exportId: id, exportedAt: ColumnCoding.date(milliseconds: exports[best]["exportedAt"]))
        }
        return closest
      }
    }
  }

  /// For each export's changes (rows copied before they changed or went, keys added since):
  /// how many keys its base and the sheet disagree on, counted over the keys where the bases
  /// differ from the live ledger (elsewhere every base is the live ledger).
  private static func mismatches<R: StoredRow>(
    sheet: [R], live: [R], _ changes: [(copied: [R], absent: Set<R.Key>)]
  ) -> [Int] {
    let copiedKeys = changes.map { Set($0.copied.lazy.map(\.key)) }
    var differing = Set<R.Key>()
    for (index, change) in changes.enumerated() {
      differing.formUnion(copiedKeys[index])
      differing.formUnion(change.absent)
    }
    guard !differing.isEmpty else { return changes.map { _ in 0 } }
    let inLive = Set(live.lazy.map(\.key).filter(differing.contains))
    let inSheet = Set(sheet.lazy.map(\.key).filter(differing.contains))
    return changes.indices.map { index in
      differing.count { key in
        let inBase =
          copiedKeys[index].contains(key)
          || (inLive.contains(key) && !changes[index].absent.contains(key))
        return inBase != inSheet.contains(key)
      }
    }
  }
}
