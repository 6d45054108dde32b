import Foundation

/// The sheet belongs to another ledger: its `Settings.datasetId` is not the local one.
public struct DatasetMismatchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The local dataset id.
  public var localDatasetId: UUID
  /// The sheet's dataset id.
  public var sheetDatasetId: UUID

  /// Creates the error.
  public init(localDatasetId: UUID, sheetDatasetId: UUID) {
    self.localDatasetId = localDatasetId
    self.sheetDatasetId = sheetDatasetId
  }

  /// Names both ids.
  public var description: String {
    "the sheet is another ledger: its Settings.datasetId is \(sheetDatasetId.uuidString), the local store's is \(localDatasetId.uuidString); nothing was merged"
  }
}

extension DatasetMismatchError: LocalizedError {
  /// The ``description``: what an app shows as the error's `localizedDescription`.
  public var errorDescription: String? { description }
}
