import Foundation

/// The workflows an app runs between its store and the sheet: export the store's ledger as
/// workbook files, validate the files a person edited, merge them into a plan, apply it.
///
/// ```swift
/// let files = try SheetSync().export(from: store)               // upload these
/// let sheet = try SheetSync().validate(downloaded, against: store) // show sheet.diagnostics
/// let plan = try SheetSync().merge(sheet, into: store)         // show plan.changes
/// try store.apply(plan)
/// ```
///
/// `ExpenseSheetsXLSX` adds the same workflows for one workbook file (.xlsx; .ods too, to read)
/// as bytes: `export(workbookNamed:from:at:)`, `validate(workbook:against:)` and
/// `merge(workbook:into:options:sourceNames:)`, each with an async form.
public struct SheetSync: Sendable {
  /// How the files' locale-dependent cells are read.
  public var readOptions: ReadOptions
  /// Whether exported files start with a UTF-8 byte order mark, for Excel.
  public var writeBOM: Bool

  /// Creates the workflows.
  public init(readOptions: ReadOptions = ReadOptions(), writeBOM: Bool = false) {
    self.readOptions = readOptions
    self.writeBOM = writeBOM
  }

  /// The store's ledger as one CSV file per tab, named after the tab; the store keeps the
  /// ledger as the base of this export, which the files name.
  ///
  /// - Parameters:
  ///   - store: The app's store: the ledger exported, and where the base is kept.
  ///   - time: When the export is made.
  /// - Returns: The files, in tab order.
  /// - Throws: What the store throws; `LedgerStore` refuses a store that holds no ledger yet
  ///   (`StoreError.noLedger`), as its own export does. `WorkbookError` when a row's extra cell
  ///   is named like one of its tab's columns; nothing is then recorded.
  public func export(from store: some LedgerStoring, at time: Date = Date()) throws -> [SheetFile] {
    try export(from: store, at: time) { ledger, exportId in
      try files(of: ledger, exportId: exportId)
    }
  }

  /// What `encode` makes of the store's ledger for a new export, whose id it is given; the
  /// store keeps the ledger as the base of that export once `encode` returns.
  ///
  /// - Throws: What the store or `encode` throws; the export is then not recorded.
  package func export<Exported>(
    from store: some LedgerStoring, at time: Date,
    encoding encode: (_ ledger: Ledger, _ exportId: UUID) throws -> Exported
  ) throws -> Exported {
    let ledger = try store.loadLedger()
    let exportId = UUID()
    let exported = try encode(ledger, exportId)
    try store.recordExport(of: ledger, exportId: exportId, at: time)
    return exported
  }

  /// The files of `ledger`'s export `exportId`, in tab order.
  ///
  /// - Throws: `WorkbookError` naming the tab's file when a row's extra cell is named like one of
  ///   its tab's columns, since a read would reject the tab whole.
  func files(of ledger: Ledger, exportId: UUID) throws -> [SheetFile] {
    let tabs = try WorkbookWriter(writeBOM: writeBOM, exportId: exportId).encode(
      ledger, forFilesAt: \.fileName)
    return Tab.allCases.compactMap { tab in
      tabs[tab].map { SheetFile(name: tab.fileName, data: Data($0)) }
    }
  }

  /// Reads and validates a workbook's files against the store's ledger.
  ///
  /// - Parameters:
  ///   - files: Some or all of the workbook's tabs, each recognised by its name or, failing
  ///     that, by its header row.
  ///   - store: The app's store, whose ledger the sheet is checked against.
  /// - Returns: The sheet: its ledger, and a diagnostic for each problem, by cell.
  /// - Throws: ``WorkbookError`` when a file is not a tab or not CSV text, or two files are one
  ///   tab; what the store throws.
  public func validate(_ files: [SheetFile], against store: some LedgerStoring) throws
    -> ValidatedSheet
  {
    try validate(reading: { try $0.read(files) }, against: store)
  }

  /// Reads a workbook with `read`, given these workflows, and validates it against the store's
  /// ledger, as ``validate(_:against:)`` does its files.
  package func validate(
    reading read: (SheetSync) throws -> DecodedWorkbook, against store: some LedgerStoring
  ) throws -> ValidatedSheet {
    let workbook = try read(self)
    return try Validator().validate(
      workbook, local: try store.loadLedger(), loadingExported: store.exportedRows)
  }

  /// The tabs of `files`, decoded.
  ///
  /// - Throws: ``WorkbookError`` when a file is not a tab or not CSV text, or two files are one
  ///   tab.
  func read(_ files: [SheetFile]) throws -> DecodedWorkbook {
    var tabs: [Tab: [UInt8]] = [:]
    for file in files {
      let bytes = [UInt8](file.data)
      guard let tab = try TabRecognizer.tab(ofBytes: bytes, path: file.name) else {
        throw WorkbookError(
          path: file.name,
          message:
            "cannot tell which tab this file is: name it after its tab or give it the tab's header row"
        )
      }
      guard tabs.updateValue(bytes, forKey: tab) == nil else {
        throw WorkbookError(
          path: file.name, message: "another file is the \(tab.rawValue) tab too; keep only one")
      }
    }
    return try WorkbookReader(options: readOptions).read(tabs: tabs)
  }

  /// The plan of merging a validated sheet into the store; nothing is written until the plan is
  /// applied. Tabs that name no export are compared with the export the store tells they come
  /// from (``ValidatedSheet/compareUnmarkedTabs(withClosestExportIn:live:)``).
  ///
  /// - Parameters:
  ///   - sheet: The sheet, as ``validate(_:against:)`` returns it.
  ///   - store: The app's store: its ledger and the bases of its exports.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history.
  /// - Throws: ``DatasetMismatchError`` when the sheet is of another dataset, or
  ///   ``ForeignTabError`` when it looks like another ledger's; what the store throws.
  public func merge(
    _ sheet: ValidatedSheet, into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String] = []
  ) throws -> MergePlan {
    let local = try store.loadLedger()
    var sheet = sheet
    try sheet.compareUnmarkedTabs(withClosestExportIn: store, live: local)
    let bases = try store.loadMergeBases(exportIds: Set(sheet.exportIds.values))
    return try plan(
      merging: sheet, into: local, bases: bases, options: options, sourceNames: sourceNames)
  }

  /// The plan of merging a workbook's files into the store: ``validate(_:against:)`` then
  /// ``merge(_:into:options:sourceNames:)-(_,_,_,[String])``, and one thing more, which needs the files. A money
  /// column no cell of which settles the decimal separator (every amount reads either way, as
  /// `$4.200` or `157` do, in a ledger of whole amounts shown with points between thousands) is
  /// read with the other separator too when its values differ from the store's: the reading
  /// whose values lie nearer the store's is planned, with a `reading-by-rows` note.
  ///
  /// - Parameters:
  ///   - files: Some or all of the workbook's tabs, each recognised by its name or, failing
  ///     that, by its header row.
  ///   - store: The app's store: its ledger and the bases of its exports.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history; `nil` takes the
  ///     files' names.
  /// - Returns: The plan; its report holds the sheet's diagnostics.
  /// - Throws: ``WorkbookError`` when a file is not a tab or not CSV text, or two files are one
  ///   tab; ``DatasetMismatchError`` or ``ForeignTabError`` when the sheet is another ledger's;
  ///   what the store throws.
  public func merge(
    _ files: [SheetFile], into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String]? = nil
  ) throws -> MergePlan {
    try merge(
      reading: { try $0.read(files) }, into: store, options: options,
      sourceNames: sourceNames ?? files.map(\.name))
  }

  /// The plan of merging into the store the workbook `read` reads, given these workflows (with
  /// another decimal separator for money columns no cell settles, to read them again), as
  /// ``merge(_:into:options:sourceNames:)-(_,_,_,[String]?)`` plans its files'.
  package func merge(
    reading read: (SheetSync) throws -> DecodedWorkbook, into store: some LedgerStoring,
    options: MergeOptions, sourceNames: [String]
  ) throws -> MergePlan {
    let local = try store.loadLedger()
    func plan(unsettledSeparator: DecimalSeparator?) throws -> MergePlan {
      let sync = reading(unsettledSeparator: unsettledSeparator)
      var sheet = try Validator().validate(
        try read(sync), local: local, loadingExported: store.exportedRows)
      try sheet.compareUnmarkedTabs(withClosestExportIn: store, live: local)
      let bases = try store.loadMergeBases(exportIds: Set(sheet.exportIds.values))
      return try self.plan(
        merging: sheet, into: local, bases: bases, options: options, sourceNames: sourceNames)
    }
    return UnsettledAmounts.nearerReading(
      of: try plan(unsettledSeparator: nil), options: readOptions,
      replanning: { try plan(unsettledSeparator: $0) })
  }

  /// These workflows reading money columns no cell settles with `unsettledSeparator`, when
  /// given.
  func reading(unsettledSeparator: DecimalSeparator?) -> SheetSync {
    var sync = self
    sync.readOptions.unsettledDecimalSeparator =
      unsettledSeparator ?? readOptions.unsettledDecimalSeparator
    return sync
  }

  /// The plan of merging a validated sheet into a ledger already loaded, each tab compared with
  /// the base of the export it comes from: what ``merge(_:into:options:sourceNames:)-(_,_,_,[String])`` does once
  /// it has loaded them, for an app that loads its ledger while the sheet is read.
  ///
  /// - Parameters:
  ///   - sheet: The sheet, validated against `local` (``Validator/validate(_:local:)``). Passed
  ///     with `consume`, its transactions go once matched, before the merged tab is made.
  ///   - local: The store's ledger, which the plan is applied over.
  ///   - bases: The bases of the exports the sheet's tabs name (``LedgerStoring/loadMergeBases(exportIds:)``).
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history.
  /// - Throws: ``DatasetMismatchError`` when the sheet is of another dataset, or
  ///   ``ForeignTabError`` when it looks like another ledger's.
  /// - Complexity: O(rows × fields).
  public func plan(
    merging sheet: consuming ValidatedSheet, into local: Ledger, bases: MergeBases,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String] = []
  ) throws -> MergePlan {
    let result = try Merger().merge(
      local: local, sheet: consume sheet, bases: bases, options: options)
    return MergePlan(
      local: local, result: result, mergeTime: options.mergeTime, sourceNames: sourceNames)
  }
}
