import Foundation

/// The store an app keeps its ledger in, as ``SheetSync`` needs it: the app implements it over
/// its own models; `ExpenseStore`'s `LedgerStore` is one implementation.
///
/// The store keeps, besides the ledger, the ledger as each recent export wrote it (its base):
/// a merge compares each tab with the base of the export it came from, so that a row removed
/// from the sheet can be told from one added in the app since.
public protocol LedgerStoring {
  /// The ledger the store holds now.
  ///
  /// - Throws: What stops the store from reading.
  func loadLedger() throws -> Ledger

  /// The bases a merge compares with: the latest export's, and those of `exportIds` the store
  /// still keeps.
  ///
  /// - Parameter exportIds: The exports the sheet's tabs name (``ValidatedSheet/exportIds``).
  /// - Throws: What stops the store from reading.
  func loadMergeBases(exportIds: Set<UUID>) throws -> MergeBases

  /// Keeps `ledger` as the base of the export `exportId`, made at `time`.
  ///
  /// - Throws: What stops the store from writing.
  func recordExport(of ledger: Ledger, exportId: UUID, at time: Date) throws

  /// Makes the plan's merged ledger the store's, all or nothing, and only if the store still
  /// holds ``MergePlan/local``, the ledger the plan was made from.
  ///
  /// - Throws: What stops the store from writing, or that the ledger changed meanwhile.
  func apply(_ plan: MergePlan) throws
}
