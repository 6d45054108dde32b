import Foundation

/// The sheet looks like another ledger's: one of its tabs holds rows with ids of which the local
/// store holds none, nor exported any, and nothing else names the sheet's ledger as the store's:
/// it has no Settings row, or the tab's file comes from an export the store does not keep (the
/// tab of another ledger's download given beside this ledger's Settings).
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
  /// The export the tab's file names, which the store does not keep; `nil` when the sheet has
  /// no Settings row.
  public var unknownExportId: UUID?
  /// Whether the sheet has a Settings row that was rejected (so names no ledger), rather than
  /// none.
  public var hasRejectedSettingsRow: Bool

  /// Creates the error.
  public init(
    tab: Tab, rowsWithIds: Int, localRows: Int, unknownExportId: UUID? = nil,
    hasRejectedSettingsRow: Bool = false
  ) {
    self.tab = tab
    self.rowsWithIds = rowsWithIds
    self.localRows = localRows
    self.unknownExportId = unknownExportId
    self.hasRejectedSettingsRow = hasRejectedSettingsRow
  }

  /// Names the tab, its rows and what to do.
  public var description: String {
    let rows = rowsWithIds == 1 ? "1 row" : "\(rowsWithIds) rows"
    return
      "the sheet looks like another ledger's: none of the \(rows) with an id on its \(tab.rawValue) tab is among the store's \(localRows) \(tab.rawValue) rows or was ever exported from it, and "
      + (unknownExportId.map {
        "its file comes from export \($0.uuidString), which this store does not keep"
      }
        ?? (hasRejectedSettingsRow
          ? "the sheet's Settings row, which would name its ledger, has errors"
          : "the sheet has no Settings row to name its ledger"))
      + "; nothing was merged. Merge the whole download of this ledger's sheet, or, to add these rows as new, clear their \(tab.keyColumnName) cells"
  }

  /// How many of a tab's first rows are compared with the local rows at their places.
  static let probedRows = 64

  /// Throws when a tab of `sheet` keyed by ids loads rows with ids, none of which (nor of its
  /// rejected rows) the local tab holds (while it holds some) or the export it comes from held,
  /// and the sheet has no Settings row or the tab's file names an export the store does not
  /// keep.
  ///
  /// A Settings row names the sheet's ledger, which `Merger` compares; a tab from an export the
  /// store keeps is the store's. Rows typed without an id count for nothing.
  ///
  /// - Throws: `ForeignTabError` naming the first such tab.
  /// - Complexity: O(rows) of the tabs checked, unless one of their first ``probedRows`` rows
  ///   has the key of the local row at its place; O(1) for the others.
  static func check(sheet: ValidatedSheet, local: Ledger, bases: MergeBases) throws {
    let hasSettings = sheet.ledger.settings != nil
    func check<Row: MergeableRow>(_ tab: Tab, _ rows: KeyPath<Ledger, [Row]>) throws {
      let (base, isUnknownExport) = bases.base(exportId: sheet.exportIds[tab])
      guard !hasSettings || isUnknownExport else { return }
      let (localRows, sheetRows) = (local[keyPath: rows], sheet.ledger[keyPath: rows])
      guard !localRows.isEmpty else { return }
      // A sheet of this ledger holds its rows mostly in the store's order: a row with a local
      // row's key at the same place settles it without a set of every key.
      let probe = Self.probedRows
      if zip(sheetRows.prefix(probe), localRows.prefix(probe)).contains(where: {
        $0.rowKey == $1.rowKey
      }) {
        return
      }
      let loadedKeys = Set(sheetRows.lazy.map(\.rowKey).filter { !sheet.typedKeys.contains($0) })
      guard !loadedKeys.isEmpty else { return }
      // A rejected row changes nothing, but its id, when the store has it, shows whose sheet
      // this is.
      let sheetKeys = loadedKeys.union(
        sheet.rejectedRows.lazy.filter { $0.tab == tab }.compactMap(\.key))
      let shared = { (row: Row) in sheetKeys.contains(row.rowKey) }
      guard !localRows.contains(where: shared),
        !(base?[keyPath: rows].contains(where: shared) ?? false)
      else { return }
      throw ForeignTabError(
        tab: tab, rowsWithIds: loadedKeys.count, localRows: localRows.count,
        unknownExportId: isUnknownExport ? sheet.exportIds[tab] : nil,
        hasRejectedSettingsRow: sheet.rejectedRows.contains { $0.tab == .settings })
    }
    try check(.transactions, \.transactions)
    try check(.receipts, \.receipts)
    try check(.recurringRules, \.recurringRules)
  }
}

extension ForeignTabError: LocalizedError {
  /// The ``description``: what an app shows as the error's `localizedDescription`.
  public var errorDescription: String? { description }
}
