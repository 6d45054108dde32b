import Foundation

/// An export a store keeps, earlier than the last, whose rows the tabs of a sheet that name no
/// export hold (``LedgerStoring/closestExport(to:tabs:live:)``).
public struct ClosestExport: Sendable, Equatable {
  /// The export's id, which keys its base (``LedgerStoring/loadMergeBases(exportIds:)``).
  public var exportId: UUID
  /// When the export ran.
  public var exportedAt: Date

  /// Names the export `exportId`, made at `exportedAt`.
  public init(exportId: UUID, exportedAt: Date) {
    self.exportId = exportId
    self.exportedAt = exportedAt
  }
}
