import Foundation

/// The bases a merge compares a sheet with: the rows of the exports the sheet's tabs come from.
///
/// Each tab file names the export it comes from (see `WorkbookWriter.exportId`), so an older
/// download is compared with that export's rows: what was added or changed after it is neither
/// deleted nor reverted.
public struct MergeBases: Sendable {
  /// The rows of the last export: the base of a tab that names no export; `nil` when nothing
  /// was ever exported.
  public var latest: Ledger?
  /// The rows of each export the store keeps, by export id; `nil` compares every tab with
  /// `latest`, whatever export it names.
  public var byExport: [UUID: Ledger]?
  /// The sheet values earlier merges took from the sheets of each export, by export id: a
  /// sheet of that export merged again does not take them a second time over later changes.
  public var mergedEdits: [UUID: MergedSheetEdits]

  /// Creates the bases of a merge.
  public init(
    latest: Ledger?, byExport: [UUID: Ledger]? = nil,
    mergedEdits: [UUID: MergedSheetEdits] = [:]
  ) {
    self.latest = latest
    self.byExport = byExport
    self.mergedEdits = mergedEdits
  }

  /// The base of a tab whose file names the export `exportId`, and whether that export is
  /// unknown: not kept, while others were recorded (the latest base then stands in, and no
  /// row is deleted).
  func base(exportId: UUID?) -> (ledger: Ledger?, isUnknownExport: Bool) {
    guard let byExport, let exportId else { return (latest, false) }
    if let kept = byExport[exportId] { return (kept, false) }
    return (latest, latest != nil)
  }

  /// The values earlier merges took from sheets of the export `exportId`, when its base is
  /// kept: a tab compared with the latest base instead has none.
  func mergedEdits(exportId: UUID?) -> MergedSheetEdits {
    guard let exportId, byExport?[exportId] != nil else { return MergedSheetEdits() }
    return mergedEdits[exportId] ?? MergedSheetEdits()
  }
}
