import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// For `tabs`, the tabs of a sheet that name no export: the export the store keeps that their
  /// rows can have come from, when that is an earlier export than the last. The tabs are taken
  /// as one download: what one of them tells holds for all.
  ///
  /// Only the rows the app added or deleted between exports tell exports apart. A download of
  /// export *s* cannot hold a row added after *s* (unless typed without an id), nor one deleted
  /// before it, nor a row as the app changed it after *s* (stamped as only later exports hold
  /// it); such a row rules *s* out. Of the exports left, the one whose rows the
  /// tabs lack fewest of is taken (a person may have deleted rows), the later on a tie; none
  /// when every export is ruled out. So a download of an earlier export, its `exportId:` cells
  /// gone, is told by the rows deleted since, which it still holds.
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
        let seqs: [Int64] = exports.map { $0["seq"] }
        let times = exports.map { ColumnCoding.date(milliseconds: $0["exportedAt"]) }
        // How each tab fits each export, summed over the tabs.
        var fits = Array(repeating: ExportFit(), count: exports.count)
        func add<R: StoredRow>(_ rows: KeyPath<Ledger, [R]>, isTyped: (R.Key) -> Bool) throws {
          let recorded = try RecordedChanges<R>.read(db, path: path, oldestSeq: seqs[0])
          let tabFits = Self.fits(
            sheet: sheet[keyPath: rows], live: live[keyPath: rows], exports: seqs, recorded,
            isTyped: isTyped)
          for index in fits.indices { fits[index].add(tabFits[index]) }
        }
        for tab in tabs {
          switch tab {
          case .transactions:
            try add(\.transactions) { RowKey.transaction($0).isContentDerived }
          case .receipts: try add(\.receipts) { RowKey.receipt($0).isContentDerived }
          case .categories: try add(\.categories) { _ in false }
          case .recurringRules:
            try add(\.recurringRules) { RowKey.recurringRule($0).isContentDerived }
          case .settings: break
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

  /// How `sheet`'s rows fit each export numbered `exports`, over the keys whose rows the store
  /// `recorded` changes of (where the bases differ from the live ledger); rows whose key
  /// `isTyped` (typed without an id, which any download may hold) rule nothing out by their
  /// presence.
  private static func fits<R: StoredRow>(
    sheet: [R], live: [R], exports: [Int64], _ recorded: RecordedChanges<R>,
    isTyped: (R.Key) -> Bool
  ) -> [ExportFit] {
    guard !recorded.records.isEmpty else { return exports.map { _ in ExportFit() } }
    var liveStamps: [R.Key: Date] = [:]
    for row in live where recorded.records[row.key] != nil {
      liveStamps[row.key] = row.lastModifiedAt
    }
    // Each key's row in each export's base, by its stamp; `nil` where the base lacks the key.
    var held: [R.Key: [Date?]] = [:]
    for key in recorded.records.keys {
      held[key] = exports.map { seq in
        guard let record = recorded.record(of: key, at: seq) else { return liveStamps[key] }
        return record.copiedStamp
      }
    }
    let sheetRows = sheet.filter { held[$0.key] != nil }
    let inSheet = Set(sheetRows.lazy.map(\.key))
    // A row as the sheet shows it, stamped as an export first held it, rules out the exports
    // before, which hold it as it was before: told by the exports that hold each row, not by
    // comparing stamps with the exports' times, which a device's clock running ahead would
    // mislead. A stamp no export holds rules nothing out: no download holds a row as the app
    // changed it after the last export, so the sheet itself gave it (an edit merged earlier,
    // its lastModifiedAt typed, or a row typed without an id).
    var firstPossible = 0
    for row in sheetRows {
      let first = held[row.key]!.firstIndex { $0 == row.lastModifiedAt } ?? 0
      firstPossible = max(firstPossible, first)
    }
    return exports.indices.map { index in
      var fit = ExportFit()
      if index < firstPossible { fit.isRuledOut = true }
      for (key, inBases) in held {
        let isInSheet = inSheet.contains(key)
        if isInSheet && inBases[index] == nil && !isTyped(key) { fit.isRuledOut = true }
        if inBases[index] != nil && !isInSheet { fit.lacking += 1 }
      }
      return fit
    }
  }
}
