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

  /// Creates the bases of a merge.
  public init(latest: Ledger?, byExport: [UUID: Ledger]? = nil) {
    self.latest = latest
    self.byExport = byExport
  }

  /// The base of a tab whose file names the export `exportId`, and whether that export is
  /// unknown: not kept, while others were recorded (the latest base then stands in, and no
  /// row is deleted).
  func base(exportId: UUID?) -> (ledger: Ledger?, isUnknownExport: Bool) {
    guard let byExport, let exportId else { return (latest, false) }
    if let kept = byExport[exportId] { return (kept, false) }
    return (latest, latest != nil)
  }
}
