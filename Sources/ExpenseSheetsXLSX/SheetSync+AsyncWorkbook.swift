import ExpenseSheets
import Foundation

/// The workflows with one workbook file from async code: the store is called on the caller's
/// actor, and the file is written, read, validated and merged off it, as the async forms of the
/// CSV workflows do.
///
/// ```swift
/// @MainActor func mergeDownload(_ bytes: Data) async throws {
///   let download = SheetFile(name: "Budget.xlsx", data: bytes)
///   let plan = try await SheetSync().merge(workbook: download, into: store)
///   try store.apply(plan)
/// }
/// ```
extension SheetSync {
  /// The store's ledger as one .xlsx workbook file, as ``SheetSync/export(workbookNamed:from:at:)``
  /// makes it, written off the caller's actor.
  ///
  /// - Parameters:
  ///   - name: The file's name (`Budget.xlsx`), which errors name.
  ///   - store: The app's store, called on the caller's actor.
  ///   - time: When the export is made.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Returns: The file: `name` and its bytes.
  /// - Throws: `WorkbookError` when a row's extra cell is named like one of its tab's columns,
  ///   `SpreadsheetError` when the file would be 4 GiB or more (nothing is then recorded);
  ///   what the store throws.
  public func export(
    workbookNamed name: String, from store: some LedgerStoring, at time: Date = Date(),
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> SheetFile {
    try await export(from: store, at: time) {
      try Self.workbook(named: name, of: $0, exportId: $1)
    }
  }

  /// Reads a workbook file and validates it against the store's ledger, as
  /// ``SheetSync/validate(workbook:against:)`` does, reading and validating off the caller's
  /// actor.
  ///
  /// - Parameters:
  ///   - workbook: The .xlsx or .ods file: its name and bytes.
  ///   - store: The app's store, called on the caller's actor.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Returns: The sheet: its ledger, and a diagnostic for each problem, by cell.
  /// - Throws: `SpreadsheetError` when the bytes are not a readable workbook, `WorkbookError`
  ///   when no sheet is a tab or two sheets are the same tab; what the store throws.
  public func validate(
    workbook: SheetFile, against store: some LedgerStoring,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> ValidatedSheet {
    try await validate(reading: { try Self.read(workbook, with: $0) }, against: store)
  }

  /// The plan of merging a workbook file into the store, as
  /// ``SheetSync/merge(workbook:into:options:sourceNames:)`` makes it, reading, validating and
  /// merging off the caller's actor; nothing is written until the plan is applied.
  ///
  /// - Parameters:
  ///   - workbook: The .xlsx or .ods file: its name and bytes.
  ///   - store: The app's store, called on the caller's actor.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history; `nil` takes the
  ///     file's name.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Returns: The plan; its report holds the sheet's diagnostics.
  /// - Throws: `SpreadsheetError` when the bytes are not a readable workbook, `WorkbookError`
  ///   when no sheet is a tab or two sheets are the same tab; `DatasetMismatchError` or
  ///   `ForeignTabError` when the sheet is another ledger's; what the store throws.
  public func merge(
    workbook: SheetFile, into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String]? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> MergePlan {
    try await merge(
      reading: { try Self.read(workbook, with: $0) }, into: store, options: options,
      sourceNames: sourceNames ?? [workbook.name])
  }
}
