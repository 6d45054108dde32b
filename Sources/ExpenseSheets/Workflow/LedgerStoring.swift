import Foundation

/// The store an app keeps its ledger in, as ``SheetSync`` needs it: the app implements it over
/// its own models; `ExpenseStore`'s `LedgerStore` is one implementation.
///
/// The store keeps, besides the ledger, the ledger as each recent export wrote it (its base):
/// a merge compares each tab with the base of the export it came from, so that a row removed
/// from the sheet can be told from one added in the app since.
///
/// The requirements are synchronous, called on the caller's actor: an actor cannot conform, but
/// a store it owns can, with the actor calling ``SheetSync``'s async forms from its own methods
/// (see <doc:GettingStartedInAnApp>).
public protocol LedgerStoring {
  /// The ledger the store holds now.
  ///
  /// - Throws: What stops the store from reading.
  func loadLedger() throws -> Ledger

  /// The bases a merge compares with: the latest export's, and those of `exportIds` the store
  /// still keeps, with the sheet values earlier merges took from sheets of each
  /// (``MergeBases/mergedEdits``, kept from ``MergeResult/sheetEdits`` by ``apply(_:)``).
  ///
  /// - Parameter exportIds: The exports the sheet's tabs name (``ValidatedSheet/exportIds``).
  /// - Throws: What stops the store from reading.
  func loadMergeBases(exportIds: Set<UUID>) throws -> MergeBases

  /// Keeps `ledger` as the base of the export `exportId`, made at `time`.
  ///
  /// - Throws: What stops the store from writing; a store that holds no ledger yet (no
  ///   Settings row) should refuse, so that ``SheetSync/export(from:at:)`` returns no files.
  func recordExport(of ledger: Ledger, exportId: UUID, at time: Date) throws

  /// Makes the plan's merged ledger the store's, all or nothing, and only if the store still
  /// holds ``MergePlan/local``, the ledger the plan was made from; a store that keeps bases
  /// also keeps ``MergeResult/sheetEdits`` beside them, for ``loadMergeBases(exportIds:)``.
  ///
  /// - Throws: What stops the store from writing, or that the ledger changed meanwhile.
  func apply(_ plan: MergePlan) throws

  /// For `tabs`, the tabs of `sheet` that name no export (their `exportId:` cells lost): the
  /// export the store keeps that their rows come from, when it is an earlier export than the
  /// last; `nil` when it is the last, or the store cannot tell.
  ///
  /// Only the rows the app added, deleted or changed between exports tell exports apart: a
  /// download of an export holds no row added after it (but rows typed without an id), no row
  /// deleted before it, and no row as the app changed it after it. The default implementation
  /// returns `nil`: such tabs are compared with the last export.
  ///
  /// - Parameters:
  ///   - sheet: The sheet's rows.
  ///   - tabs: The tabs that name no export.
  ///   - live: The ledger the store holds now.
  /// - Throws: What stops the store from reading.
  func closestExport(to sheet: Ledger, tabs: Set<Tab>, live: Ledger) throws -> ClosestExport?

  /// The rows of `tab` whose ids are among `ids` as the export `exportId` wrote them (see
  /// ``ExportedRows``): a validator reads an amount cell that a spreadsheet turned into a date,
  /// or that reads two ways, as the exported amount when that is one of its readings. The
  /// default implementation takes them from ``loadMergeBases(exportIds:)``.
  ///
  /// - Throws: What stops the store from reading.
  func exportedRows(of tab: Tab, withIds ids: Set<UUID>, exportId: UUID?) throws -> Ledger
}

extension LedgerStoring {
  /// `nil`: tabs that name no export are compared with the last export.
  public func closestExport(to sheet: Ledger, tabs: Set<Tab>, live: Ledger) throws
    -> ClosestExport?
  { nil }

  /// The rows from the base ``loadMergeBases(exportIds:)`` gives for `exportId`.
  public func exportedRows(of tab: Tab, withIds ids: Set<UUID>, exportId: UUID?) throws
    -> Ledger
  {
    let bases = try loadMergeBases(exportIds: exportId.map { [$0] } ?? [])
    guard let base = bases.base(exportId: exportId).ledger else { return Ledger() }
    return switch tab {
    case .transactions:
      Ledger(transactions: base.transactions.filter { ids.contains($0.transactionId) })
    case .recurringRules:
      Ledger(recurringRules: base.recurringRules.filter { ids.contains($0.recurringRuleId) })
    default: Ledger()
    }
  }
}
