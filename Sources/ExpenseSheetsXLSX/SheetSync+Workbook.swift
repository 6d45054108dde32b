import ExpenseSheets
import Foundation

/// The workflows with one workbook file (.xlsx or .ods) in place of a CSV file per tab, as
/// bytes: one upload and one download, no temporary file. Each does what its CSV form does
/// (the same diagnostics, the same merge decisions, the same export recorded as the next
/// merge's base); the file is read as ``WorkbookFileReader`` reads one and written as
/// ``LedgerWorkbookWriter`` writes one.
///
/// ```swift
/// let upload = try SheetSync().export(workbookNamed: "Budget.xlsx", from: store)  // upload.data
/// // ... a person edits the sheet; the app downloads it as .xlsx or .ods ...
/// let download = SheetFile(name: "Budget.xlsx", data: bytes)  // or SheetFile(contentsOf: url)
/// let plan = try SheetSync().merge(workbook: download, into: store)
/// try store.apply(plan)
/// ```
extension SheetSync {
  /// The store's ledger as one .xlsx workbook file, made in memory; the store keeps the ledger
  /// as the base of this export, which every sheet's header row names, as
  /// ``SheetSync/export(from:at:)`` keeps the CSV files'.
  ///
  /// - Parameters:
  ///   - name: The file's name (`Budget.xlsx`), which errors name.
  ///   - store: The app's store: the ledger exported, and where the base is kept.
  ///   - time: When the export is made.
  /// - Returns: The file: `name` and its bytes.
  /// - Throws: `WorkbookError` when a row's extra cell is named like one of its tab's columns,
  ///   `SpreadsheetError` when the file would be 4 GiB or more (nothing is then recorded);
  ///   what the store throws.
  public func export(
    workbookNamed name: String, from store: some LedgerStoring, at time: Date = Date()
  ) throws -> SheetFile {
    try export(from: store, at: time) { try Self.workbook(named: name, of: $0, exportId: $1) }
  }

  /// Reads a workbook file and validates it against the store's ledger, as
  /// ``SheetSync/validate(_:against:)`` does a workbook's CSV files.
  ///
  /// - Parameters:
  ///   - workbook: The .xlsx or .ods file: its name and bytes.
  ///   - store: The app's store, whose ledger the sheet is checked against.
  /// - Returns: The sheet: its ledger, and a diagnostic for each problem, by cell.
  /// - Throws: `SpreadsheetError` when the bytes are not a readable workbook, `WorkbookError`
  ///   when no sheet is a tab or two sheets are the same tab; what the store throws.
  public func validate(workbook: SheetFile, against store: some LedgerStoring) throws
    -> ValidatedSheet
  {
    try validate(reading: { try Self.read(workbook, with: $0) }, against: store)
  }

  /// The plan of merging a workbook file into the store, as
  /// ``SheetSync/merge(_:into:options:sourceNames:)-(_,_,_,[String]?)`` plans a workbook's CSV
  /// files (a money column no cell settles read both ways, the reading nearer the store's values
  /// planned); nothing is written until the plan is applied.
  ///
  /// - Parameters:
  ///   - workbook: The .xlsx or .ods file: its name and bytes.
  ///   - store: The app's store: its ledger and the bases of its exports.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history; `nil` takes the
  ///     file's name.
  /// - Returns: The plan; its report holds the sheet's diagnostics.
  /// - Throws: `SpreadsheetError` when the bytes are not a readable workbook, `WorkbookError`
  ///   when no sheet is a tab or two sheets are the same tab; `DatasetMismatchError` or
  ///   `ForeignTabError` when the sheet is another ledger's; what the store throws.
  public func merge(
    workbook: SheetFile, into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String]? = nil
  ) throws -> MergePlan {
    try merge(
      reading: { try Self.read(workbook, with: $0) }, into: store, options: options,
      sourceNames: sourceNames ?? [workbook.name])
  }

  /// `ledger` as the .xlsx file `name` of export `exportId`, which its sheets name.
  static func workbook(named name: String, of ledger: Ledger, exportId: UUID) throws -> SheetFile {
    SheetFile(
      name: name, data: try LedgerWorkbookWriter(exportId: exportId).data(ledger, name: name))
  }

  /// The tabs of `workbook`, decoded with the read options of `sync`.
  static func read(_ workbook: SheetFile, with sync: SheetSync) throws -> DecodedWorkbook {
    try WorkbookFileReader(reader: WorkbookReader(options: sync.readOptions)).read(file: workbook)
  }
}
