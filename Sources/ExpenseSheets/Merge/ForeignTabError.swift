import Foundation

/// The sheet looks like another ledger's: it has no Settings row to name its ledger, and one of
/// its tabs holds rows with ids of which the local store holds none, nor exported any.
///
/// Merging such a tab would add every row of it beside the local ones. A person who means to
/// add them clears their id cells: rows typed without an id are added as new.
public struct ForeignTabError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The tab whose ids are all unknown.
  public var tab: Tab
  /// How many of its rows carry an id.
  public var rowsWithIds: Int
  /// How many rows the local tab holds.
  public var localRows: Int

  /// Creates the error.
  public init(tab: Tab, rowsWithIds: Int, localRows: Int) {
    self.tab = tab
    self.rowsWithIds = rowsWithIds
    self.localRows = localRows
  }

  /// Names the tab, its rows and what to do.
  public var description: String {
    let rows = rowsWithIds == 1 ? "1 row" : "\(rowsWithIds) rows"
    return
      "the sheet looks like another ledger's: none of the \(rows) with an id on its \(tab.rawValue) tab is among the store's \(localRows) \(tab.rawValue) rows or was ever exported from it, and the sheet has no Settings row to name its ledger; nothing was merged. Merge the whole download of this ledger's sheet, or, to add these rows as new, clear their \(tab.keyColumnName) cells"
  }

  /// Throws when `sheet` has no Settings row and a tab of it keyed by ids loads rows with ids,
  /// none of which (nor of its rejected rows) the local tab holds (while it holds some) or the
  /// export it comes from held.
  ///
  /// A sheet with a Settings row names its ledger, which `Merger` compares instead; rows typed
  /// without an id count for nothing.
  ///
  /// - Throws: `ForeignTabError` naming the first such tab.
  /// - Complexity: O(rows) when the sheet has no Settings row; O(1) otherwise.
  static func check(sheet: ValidatedSheet, local: Ledger, bases: MergeBases) throws {
    guard sheet.ledger.settings == nil else { return }
    func check<Row: MergeableRow>(_ tab: Tab, _ rows: KeyPath<Ledger, [Row]>) throws {
      let localRows = local[keyPath: rows]
      guard !localRows.isEmpty else { return }
      let loadedKeys = Set(
        sheet.ledger[keyPath: rows].lazy.map(\.rowKey).filter { !sheet.typedKeys.contains($0) })
      guard !loadedKeys.isEmpty else { return }
      // A rejected row changes nothing, but its id, when the store has it, shows whose sheet
      // this is.
      let sheetKeys = loadedKeys.union(
        sheet.rejectedRows.lazy.filter { $0.tab == tab }.compactMap(\.key))
      let shared = { (row: Row) in sheetKeys.contains(row.rowKey) }
      let base = bases.base(exportId: sheet.exportIds[tab]).ledger
      guard !localRows.contains(where: shared),
        !(base?[keyPath: rows].contains(where: shared) ?? false)
      else { return }
      throw ForeignTabError(tab: tab, rowsWithIds: loadedKeys.count, localRows: localRows.count)
    }
    try check(.transactions, \.transactions)
    try check(.receipts, \.receipts)
    try check(.recurringRules, \.recurringRules)
  }
}
