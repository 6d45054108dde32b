import Foundation

/// The workflows from async code: the store is called on the caller's actor, as an app's
/// store (a `ModelContext`) must be, and the encoding, decoding, validating and merging run
/// off it, so that the main actor stays free while a large sheet is read.
///
/// ```swift
/// @MainActor func mergeDownload(_ urls: [URL]) async throws {
///   let files = try urls.map(SheetFile.init(contentsOf:))
///   let sheet = try await SheetSync().validate(files, against: store)
///   let plan = try await SheetSync().merge(sheet, into: store)
///   try store.apply(plan)
/// }
/// ```
extension SheetSync {
  /// The store's ledger as one CSV file per tab, as ``export(from:at:)`` makes them, encoded
  /// off the caller's actor.
  ///
  /// - Parameters:
  ///   - store: The app's store, called on the caller's actor.
  ///   - time: When the export is made.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Returns: The files, in tab order.
  /// - Throws: What the store throws; `WorkbookError` when a row's extra cell is named like one
  ///   of its tab's columns.
  public func export(
    from store: some LedgerStoring, at time: Date = Date(),
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> [SheetFile] {
    try await export(from: store, at: time) { [self] ledger, exportId in
      try files(of: ledger, exportId: exportId)
    }
  }

  /// What `encode` makes, off the caller's actor, of the store's ledger for a new export, whose
  /// id it is given; the store keeps the ledger as the base of that export once `encode`
  /// returns.
  ///
  /// - Throws: What the store or `encode` throws; the export is then not recorded.
  package func export<Exported: Sendable>(
    from store: some LedgerStoring, at time: Date, isolation: isolated (any Actor)? = #isolation,
    encoding encode: @escaping @Sendable (_ ledger: Ledger, _ exportId: UUID) throws -> Exported
  ) async throws -> Exported {
    let ledger = try store.loadLedger()
    let exportId = UUID()
    let exported = try await Self.offTheCallersActor { try encode(ledger, exportId) }
    try store.recordExport(of: ledger, exportId: exportId, at: time)
    return exported
  }

  /// Reads and validates a workbook's files against the store's ledger, as
  /// ``validate(_:against:)`` does, reading and validating off the caller's actor.
  ///
  /// - Parameters:
  ///   - files: Some or all of the workbook's tabs.
  ///   - store: The app's store, called on the caller's actor.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Returns: The sheet: its ledger, and a diagnostic for each problem, by cell.
  /// - Throws: ``WorkbookError`` when a file is not a tab or not CSV text, or two files are one
  ///   tab; what the store throws.
  public func validate(
    _ files: [SheetFile], against store: some LedgerStoring,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> ValidatedSheet {
    try await validate(reading: { try $0.read(files) }, against: store)
  }

  /// Reads a workbook with `read`, given these workflows, and validates it against the store's
  /// ledger, both off the caller's actor, as ``validate(_:against:isolation:)`` does its files.
  package func validate(
    reading read: @escaping @Sendable (SheetSync) throws -> DecodedWorkbook,
    against store: some LedgerStoring, isolation: isolated (any Actor)? = #isolation
  ) async throws -> ValidatedSheet {
    let local = try store.loadLedger()
    return try await Self.readAndValidate({ [self] in try read(self) }, local: local, store: store)
  }

  /// The plan of merging a validated sheet into the store, as ``merge(_:into:options:sourceNames:)-(_,_,_,[String])``
  /// makes it, merging off the caller's actor; nothing is written until the plan is applied.
  ///
  /// - Parameters:
  ///   - sheet: The sheet, as ``validate(_:against:isolation:)`` returns it.
  ///   - store: The app's store, called on the caller's actor.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Throws: ``DatasetMismatchError`` when the sheet is of another dataset, or
  ///   ``ForeignTabError`` when it looks like another ledger's; what the store throws.
  public func merge(
    _ sheet: ValidatedSheet, into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String] = [],
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> MergePlan {
    let local = try store.loadLedger()
    var sheet = sheet
    try sheet.compareUnmarkedTabs(withClosestExportIn: store, live: local)
    let bases = try store.loadMergeBases(exportIds: Set(sheet.exportIds.values))
    return try await Self.offTheCallersActor { [self, sheet] in
      try plan(
        merging: sheet, into: local, bases: bases, options: options, sourceNames: sourceNames)
    }
  }

  /// The plan of merging a workbook's files into the store, as
  /// ``merge(_:into:options:sourceNames:)-(_,_,_,[String]?)`` makes it (a money column no cell
  /// settles read both ways, the reading nearer the store's values planned), reading, validating
  /// and merging off the caller's actor; nothing is written until the plan is applied.
  ///
  /// - Parameters:
  ///   - files: Some or all of the workbook's tabs.
  ///   - store: The app's store, called on the caller's actor.
  ///   - options: What the merge may do; its merge time is the plan's.
  ///   - sourceNames: The names of the sheet's files, for a merge history; `nil` takes the
  ///     files' names.
  ///   - isolation: The caller's actor, which the store is called on.
  /// - Throws: ``WorkbookError`` when a file is not a tab or not CSV text, or two files are one
  ///   tab; ``DatasetMismatchError`` or ``ForeignTabError`` when the sheet is another ledger's;
  ///   what the store throws.
  public func merge(
    _ files: [SheetFile], into store: some LedgerStoring,
    options: MergeOptions = MergeOptions(mergeTime: Date()), sourceNames: [String]? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> MergePlan {
    try await merge(
      reading: { try $0.read(files) }, into: store, options: options,
      sourceNames: sourceNames ?? files.map(\.name))
  }

  /// The plan of merging into the store the workbook `read` reads, given these workflows (with
  /// another decimal separator for money columns no cell settles, to read them again), reading,
  /// validating and merging off the caller's actor, as
  /// ``merge(_:into:options:sourceNames:isolation:)-(_,_,_,[String]?,_)`` plans its files'.
  package func merge(
    reading read: @escaping @Sendable (SheetSync) throws -> DecodedWorkbook,
    into store: some LedgerStoring, options: MergeOptions, sourceNames: [String],
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> MergePlan {
    let local = try store.loadLedger()
    func plan(unsettledSeparator: DecimalSeparator?) async throws -> MergePlan {
      let sync = reading(unsettledSeparator: unsettledSeparator)
      var sheet = try await Self.readAndValidate(
        { [sync] in try read(sync) }, local: local, store: store)
      try sheet.compareUnmarkedTabs(withClosestExportIn: store, live: local)
      let bases = try store.loadMergeBases(exportIds: Set(sheet.exportIds.values))
      return try await Self.offTheCallersActor { [self, sheet] in
        try self.plan(
          merging: sheet, into: local, bases: bases, options: options, sourceNames: sourceNames)
      }
    }
    let first = try await plan(unsettledSeparator: nil)
    guard let unsettled = UnsettledAmounts(first.result.report, options: readOptions),
      let other = try? await plan(unsettledSeparator: unsettled.otherSeparator)
    else { return first }
    return unsettled.nearer(first, or: other)
  }

  /// What `work` gives, run on the global concurrent executor: in this module's Swift 6 mode a
  /// nonisolated async function leaves its caller's actor.
  static func offTheCallersActor<Value: Sendable>(
    _ work: @Sendable () throws -> Value
  ) async rethrows -> Value {
    try work()
  }

  /// The workbook `read` reads, validated against `local`, both off the caller's actor; the
  /// rows as exported of amount cells that are dates or read two ways
  /// (``Validator/validate(_:local:loadingExported:)``) are read from `store` on it. Most
  /// workbooks have no such cell: read and validated in one go, their rows move into the sheet,
  /// never copied.
  static func readAndValidate(
    _ read: @escaping @Sendable () throws -> DecodedWorkbook, local: Ledger,
    store: some LedgerStoring, isolation: isolated (any Actor)? = #isolation
  ) async throws -> ValidatedSheet {
    let first = try await offTheCallersActor {
      let workbook = try read()
      guard DatedAmountSettling.unsettled(workbook).isEmpty else {
        return (sheet: ValidatedSheet?.none, workbook: Optional(workbook))
      }
      return (sheet: Validator().validate(workbook, local: local), workbook: nil)
    }
    if let sheet = first.sheet { return sheet }
    let workbook = first.workbook!
    var exported: [Tab: Ledger] = [:]
    for (tab, ids, exportId) in DatedAmountSettling.unsettled(workbook) {
      exported[tab] = try store.exportedRows(of: tab, withIds: ids, exportId: exportId)
    }
    return await offTheCallersActor { [exported] in
      Validator().validate(
        workbook, local: local, loadingExported: { tab, _, _ in exported[tab] ?? Ledger() })
    }
  }
}
