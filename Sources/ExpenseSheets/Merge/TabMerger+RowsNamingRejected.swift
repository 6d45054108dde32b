import Foundation

/// A row the merge of a tab rejected after validation (its id looks mistyped), which rows of
/// another tab may name.
struct MergeRejectedRow: Sendable {
  /// The row's tab.
  var tab: Tab
  /// The row's sheet row, when known.
  var sheetRow: Int?
}

extension TabMerger.Outcome {
  /// The rows of this tab the merge rejected after validation, by id: no merged row holds them.
  var rejectedIds: [UUID: MergeRejectedRow] {
    var ids: [UUID: MergeRejectedRow] = [:]
    for change in changes where change.action == .rejected {
      if let id = change.key?.id {
        ids[id] = MergeRejectedRow(tab: Row.tab, sheetRow: change.sheetRow)
      }
    }
    return ids
  }

  /// Rejects the merged rows that name, through `name`, a row the merge rejected (`rejected`),
  /// so that no merged row names a row the ledger lacks: such a row came from the sheet (no
  /// local row names a rejected id, which no local row has). Each keeps its local row, or is
  /// not added when it is new.
  ///
  /// - Parameters:
  ///   - rejected: The ids of the rows the merge rejected, with where they are.
  ///   - column: The column of this tab that names them.
  ///   - name: The id a row names in that column, if any.
  ///   - local: The tab's local rows.
  /// - Returns: The rows no longer added, by id, for the rows that name them in turn.
  mutating func rejectRows(
    naming rejected: [UUID: MergeRejectedRow], column: String, through name: (Row) -> UUID?,
    local: [Row]
  ) -> [UUID: MergeRejectedRow] {
    guard !rejected.isEmpty else { return [:] }
    let naming = rows.indices.compactMap { index in
      name(rows[index]).flatMap { id in rejected[id].map { (index, id, target: $0) } }
    }
    guard !naming.isEmpty else { return [:] }
    let keys = Set(naming.map { rows[$0.0].rowKey })
    var localRows: [RowKey: Row] = [:]
    for row in local where keys.contains(row.rowKey) { localRows[row.rowKey] = row }
    var notAdded: [UUID: MergeRejectedRow] = [:]
    var removed = Set<Int>()
    for (index, id, target) in naming {
      let key = rows[index].rowKey
      let change = changes.firstIndex { $0.key == key && $0.action != .rejected }
      let sheetRow = change.flatMap { changes[$0].sheetRow }
      if let change {
        counts[changes[change].action, default: 0] -= 1
        changes.remove(at: change)
      }
      counts[.rejected, default: 0] += 1
      changes.append(
        RowChange(
          tab: Row.tab, key: key, sheetRow: sheetRow, action: .rejected,
          reason: Self.namingRejectedReason(column: column, id: id, target: target)))
      if let localRow = localRows[key] {
        rows[index] = localRow
      } else {
        removed.insert(index)
        if let ownId = key.id {
          notAdded[ownId] = MergeRejectedRow(tab: Row.tab, sheetRow: sheetRow)
        }
      }
    }
    if !removed.isEmpty {
      rows = rows.indices.filter { !removed.contains($0) }.map { rows[$0] }
    }
    return notAdded
  }

  /// Why a row naming the rejected row `target`, of id `id`, is rejected.
  private static func namingRejectedReason(column: String, id: UUID, target: MergeRejectedRow)
    -> String
  {
    let place =
      target.sheetRow.map { "\(target.tab.rawValue) row \($0)" } ?? "a \(target.tab.rawValue) row"
    return
      "its \(column) names \(CellFormatter.uuid(id)), \(place), which this merge rejected: merged, the row would name a row the ledger lacks; fix that row, then merge again; the local side is unchanged"
  }
}
