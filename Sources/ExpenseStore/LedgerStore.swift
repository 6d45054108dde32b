import ExpenseSheets
import Foundation
import GRDB
import GRDBSQLite

/// The local store: one SQLite file holding the ledger, the rows of the last exports (the bases
/// of three-way merges, see ``loadBases(exportIds:)``) and the history of merges.
///
/// `LedgerStore` is a class because it owns the database connections, which close when the
/// last reference goes away. It is `Sendable`: the connections serialize all access.
///
/// A store that is only read never writes its file: its bytes stay as they were until a write.
/// Every write runs in one immediate SQLite transaction in WAL mode: a process that is killed
/// mid-write leaves the previous state, and a second process writing at the same time waits up
/// to ``busyTimeout`` seconds, then fails with a ``StoreError`` whose code is
/// ``StoreError/Code/busy``.
///
/// Timestamps (`createdAt`, `lastModifiedAt`) are kept to the millisecond, as the sheet writes
/// them: a `Date` with a finer part comes back rounded to the nearest millisecond
/// (`Timestamp.truncatedToMilliseconds(_:)`), so an app comparing its own rows with the store's
/// rounds its dates so first.
///
/// ```swift
/// let store = try LedgerStore(path: LedgerStore.defaultFileName)
/// if try store.isEmpty() { try store.replaceLedger(with: ledger) }
/// let current = try store.loadLedger()
/// ```
public final class LedgerStore: Sendable {
  /// The file name a store gets when the user does not choose one.
  public static let defaultFileName = "ledger.sqlite"
  /// How long a write waits for another process's write to finish, in seconds.
  public static let busyTimeout: TimeInterval = 5

  /// The writer's page cache, in KiB: see ``init(path:mustExist:)``.
  static let writerCacheKiB = 262_144
  /// The page cache a merge writes with, in KiB: a merge rewrites rows scattered over the
  /// tables, a few per page, so a larger cache saves it no work, while the pages it rewrites
  /// would stay in memory beside the ledgers it holds until the process ends.
  static let mergeCacheKiB = 32_768
  /// The page size of a store this module creates, in bytes. A merge rewrites rows scattered
  /// over the tables, and commits by copying each page it changed into the file: larger pages
  /// mean fewer pages to log and copy, for about the same bytes. A store made with smaller pages
  /// keeps them.
  static let pageSize = 16_384

  /// The store file's path, as given to ``init(path:)``.
  public let path: String
  /// The read-only connections that load the ledger, several at once.
  ///
  /// Read-only, because a pool that can write writes to the file as it opens (GRDB creates and
  /// drops a table so that the log exists); SQLite creates the log a reader needs by itself.
  let reader: DatabasePool
  /// The one connection that writes: it migrates an older schema on open, and otherwise writes
  /// nothing until a write.
  let writer: DatabaseQueue
  /// Whether this store wrote, so that closing folds the log into the file.
  private let wrote = Locked(false)
  /// Whether the store was made before stores were stamped (see ``StoreIdentity``) and is not
  /// stamped yet: its next write stamps it.
  private let unstamped: Locked<Bool>
  /// The ledger last loaded, so that a merge computed from it need not read it again.
  let loaded = SnapshotSlot()

  /// Opens the store at `path`; unless `mustExist`, creates it when there is no file there, or
  /// an empty one (0 bytes, or an SQLite database without tables).
  ///
  /// Nothing is written until the file is known to be a ledger store: any other file is left
  /// byte for byte as it was.
  ///
  /// - Parameters:
  ///   - path: The SQLite file; its folder must exist.
  ///   - mustExist: Whether a missing or empty file is refused instead of becoming a new store.
  /// - Throws: ``StoreError`` when the file is missing or empty and `mustExist`, is not an
  ///   SQLite database, is another program's database, was written by a newer version, or
  ///   cannot be opened; the file is then left as it was.
  public init(path: String, mustExist: Bool = false) throws {
    self.path = path
    if mustExist, !FileManager.default.fileExists(atPath: path) {
      throw StoreError.noStore(path, fileExists: false)
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(LedgerStore.busyTimeout)
    configuration.label = "ExpenseStore"
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
      // Large ledgers rewrite indexes keyed by random UUIDs: a page cache of up to 256 MiB
      // keeps them in memory instead of spilling pages to the WAL mid-transaction. Readers
      // scan tables once and keep the default.
      if !db.configuration.readonly {
        try db.execute(sql: "PRAGMA cache_size = -\(LedgerStore.writerCacheKiB)")
      }
    }
    let identity = try Self.identity(of: path, configuration: configuration)
    switch identity {
    case .foreign: throw StoreError.notALedgerStore(path)
    case .blank where mustExist: throw StoreError.noStore(path, fileExists: true)
    case .stamped, .unstamped, .blank: break
    }
    // The schema is checked and migrated through the writer, which leaves a file of a newer
    // version untouched; the store then also reads through a pool of read-only connections, so
    // that the ledger and the base can be read at the same time.
    let setup: DatabaseQueue
    do {
      setup = try DatabaseQueue(path: path, configuration: configuration)
    } catch {
      throw StoreError.cannotOpen(path, error)
    }
    try Self.run(path: path) {
      let migrator = LedgerSchema.migrator
      let unknown = try setup.read { db in
        try migrator.appliedIdentifiers(db).subtracting(LedgerSchema.knownIdentifiers)
      }
      if !unknown.isEmpty { throw StoreError.newerSchema(path, unknown: Array(unknown)) }
      try setup.writeWithoutTransaction { db in
        // Takes effect only in a file SQLite has not laid out yet, before its log is chosen.
        if identity == .blank { try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)") }
        let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode")
        if mode?.lowercased() != "wal" { try db.execute(sql: "PRAGMA journal_mode = WAL") }
        if identity == .blank { try StoreIdentity.stamp(db) }
      }
      try migrator.migrate(setup)
    }
    unstamped = Locked(identity == .unstamped)
    writer = setup
    configuration.readonly = true
    do {
      reader = try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw StoreError.cannotOpen(path, error)
    }
  }

  /// What the file at `path` is, read through a read-only connection: unlike one that can
  /// write, it neither folds another program's log into its file nor rolls back its journal
  /// when it closes, so that a file that is not a store is left byte for byte as it was.
  private static func identity(of path: String, configuration: Configuration) throws
    -> StoreIdentity
  {
    guard FileManager.default.fileExists(atPath: path) else { return .blank }
    var configuration = configuration
    configuration.readonly = true
    do {
      return try DatabaseQueue(path: path, configuration: configuration).read { db in
        try StoreIdentity(db)
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      throw StoreError.notADatabase(path)
    } catch {
      throw StoreError.cannotOpen(path, error)
    }
  }

  /// Closes the readers before the writer: see ``close()``.
  deinit {
    try? reader.close()
  }

  /// Reads the whole ledger, every tab in stored order.
  ///
  /// The store keeps the ledger it returns (sharing its storage with the caller's copy) until
  /// its next write, so that a merge computed from it is written without reading it again; and
  /// a load while no write came since (through any store on the file: each counts in the
  /// file's revision) returns the kept ledger without reading a row, as a validation followed
  /// by a merge loads it twice.
  ///
  /// - Returns: The stored ledger; empty for a new store.
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func loadLedger() throws -> Ledger {
    if let snapshot = loaded.value,
      snapshot.revision == (try run { try reader.read { db in try Self.revision(db) } })
    {
      return snapshot.ledger
    }
    return try load(withBase: false).ledger
  }

  /// Whether the store holds a ledger: its Settings row, which names the ledger, is stored. A
  /// new store holds none, nor one whose first import was cut short.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func holdsLedger() throws -> Bool {
    try run { try reader.read { db in try Self.holdsLedger(db) } }
  }

  /// Whether the store open on `db` holds a Settings row.
  private static func holdsLedger(_ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM settings)") ?? false
  }

  /// Whether the store holds no ledger row.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func isEmpty() throws -> Bool {
    try run { try reader.read { db in try LedgerTables.live(path: path).isEmpty(db) } }
  }

  /// Replaces the whole stored ledger with `ledger`, in one transaction.
  ///
  /// Used by the first import and by `import --replace`. The base snapshot and the merge
  /// history are kept.
  /// - Parameter ledger: The new content.
  /// - Throws: ``StoreError``, whose code is ``StoreError/Code/unstorableValue`` when an amount
  ///   is not a number; on failure the store is unchanged.
  public func replaceLedger(with ledger: Ledger) throws {
    try StorableValues.check(ledger, path: path)
    var writes = WriteBudget.unlimited
    let pacer = WritebackPacer.log(ofStoreAt: path)
    defer { pacer.stop() }
    try write { db in try LedgerTables.live(path: path).replace(with: ledger, db, writes: &writes) }
  }

  /// The rows last exported, kept as the base of the next merge.
  ///
  /// The base is the ledger except the rows changed since the export: the live ledger is read
  /// again only when it changed since ``loadLedger()`` or ``loadLedgerAndBase()`` read it, so
  /// that `SheetSync`'s merge, which loads the ledger and then its bases, reads it once.
  ///
  /// - Returns: The base snapshot, or `nil` when nothing was ever exported.
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func loadBase() throws -> Ledger? {
    let kept = try run {
      try reader.read { db -> KeptLedgerBase? in
        guard let snapshot = loaded.value, snapshot.revision == (try Self.revision(db)) else {
          return nil
        }
        guard let seq = try BaseSnapshot.latestSeq(db) else { return KeptLedgerBase(base: nil) }
        return KeptLedgerBase(
          base: try BaseChanges.read(db, path: path, seq: seq).base(of: StoredLedger(snapshot)))
      }
    }
    if let kept { return kept.base }
    return try loadLedgerAndBase().base
  }

  /// The base ``loadBase()`` made from the ledger the store keeps: `nil` when nothing was ever
  /// exported.
  private struct KeptLedgerBase {
    var base: Ledger?
  }

  /// Reads the whole ledger and the base of the next merge, as one consistent state: what a
  /// merge needs, for little more than ``loadLedger()`` (the base is the ledger except the rows
  /// changed since the last export).
  ///
  /// The store keeps the ledger, as ``loadLedger()`` does.
  ///
  /// - Returns: The stored ledger, and the base, `nil` when nothing was ever exported.
  /// - Throws: ``StoreError`` when the file cannot be read or holds a value that does not decode.
  public func loadLedgerAndBase() throws -> (ledger: Ledger, base: Ledger?) {
    try load(withBase: true)
  }

  /// Reads the ledger, and the base when `withBase`, and keeps the ledger as
  /// ``loadLedger()`` says.
  ///
  /// Two connections read at once: one the Transactions tab, the largest, the other the rest.
  /// Each reads the store's revision in its own transaction: when the two differ, a write came
  /// between them and they read again; after `sideBySideAttempts` such misses (three unless a
  /// test says otherwise), one connection reads everything.
  func load(withBase: Bool, sideBySideAttempts: Int = 3) throws -> (ledger: Ledger, base: Ledger?) {
    let live = LedgerTables.live(path: path)
    var result: LoadedPart?
    for _ in 0..<sideBySideAttempts where result == nil {
      let parts = SideBySide.results(2) { index in
        let tabs: StoredLedger.Tabs = index == 0 ? .transactions : .allButTransactions
        return try run {
          try reader.read { db in
            try LoadedPart(tabs, withBase: withBase && tabs != .transactions, db, from: live)
          }
        }
      }
      let (transactions, others) = (parts[0], parts[1])
      var read = try others.get()
      let transactionsPart = try transactions.get()
      guard read.revision == transactionsPart.revision else { continue }
      read.rows.transactions = transactionsPart.rows.transactions
      result = read
    }
    let whole =
      try result
      ?? run {
        try reader.read { db in try LoadedPart(.all, withBase: withBase, db, from: live) }
      }
    let snapshot = LoadedSnapshot(
      revision: whole.revision, ledger: whole.rows.ledger, places: whole.rows.places)
    loaded.value = snapshot
    return (snapshot.ledger, whole.baseChanges?.base(of: whole.rows))
  }

  /// Closes the connections, checkpointing the write-ahead log into the file when the store
  /// wrote, and removing the log, so that the file alone holds everything; the store cannot be
  /// used afterwards. A store that only read leaves its file as it was. A store also closes
  /// when its last reference goes away: call this where the process may end without
  /// releasing it.
  ///
  /// The connections close even when the log cannot be folded in (another process is reading
  /// the store, the disk is full): what was written is kept in the log, which the next store
  /// that writes and closes folds in.
  ///
  /// - Throws: ``StoreError`` whose code is ``StoreError/Code/checkpointFailed`` when the log
  ///   could not be folded in, nothing being lost; another ``StoreError`` when the connections
  ///   cannot close.
  public func close() throws {
    loaded.value = nil
    var checkpointFailure: (any Error)?
    if wrote.withLock({ $0 }) {
      do {
        try writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
      } catch {
        checkpointFailure = error
      }
    }
    try Self.run(path: path) {
      // The writer closes last: the last connection to close checkpoints the log and removes
      // it and its index, which a read-only connection cannot do.
      try reader.close()
      try writer.close()
    }
    if let checkpointFailure { throw StoreError.checkpointFailed(path, because: checkpointFailure) }
  }

  /// The stored Settings row's `timezone`, or `nil` when the store has no Settings row.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func timeZoneIdentifier() throws -> String? {
    try run {
      try reader.read { db in
        try String.fetchOne(db, sql: "SELECT timezone FROM settings ORDER BY position LIMIT 1")
      }
    }
  }

  /// The stored Settings row's `datasetId`, the ledger the store holds, or `nil` when the store
  /// has no Settings row.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func datasetId() throws -> UUID? {
    let bytes = try run {
      try reader.read { db in
        try Data.fetchOne(db, sql: "SELECT datasetId FROM settings ORDER BY position LIMIT 1")
      }
    }
    guard let bytes, bytes.count == 16 else { return nil }
    return bytes.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
  }

  /// When and where the base snapshot was exported, or `nil` when nothing was ever exported.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func lastExport() throws -> (time: Date, folder: String)? {
    try run {
      try reader.read { db in
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT exportedAt, folder FROM exports ORDER BY seq DESC LIMIT 1")
        else { return nil }
        return (
          ColumnCoding.date(milliseconds: try row.decode(atIndex: 0)), try row.decode(atIndex: 1)
        )
      }
    }
  }

  /// Writes the stored ledger into `folder` as the workbook's five CSV files and records them as
  /// the base of the next merge, in one transaction: the store cannot change meanwhile, and the
  /// export is recorded only once every file is complete, synced and journaled; the files move
  /// into place once the record commits. An export interrupted in between is finished or undone
  /// by the next reader or writer of the folder as the record says (``isExportRecorded(_:)``),
  /// so that the folder holds the export the store records. Every file names the export by its
  /// id, `writer`'s `exportId` or a new one, which keys its base (see ``loadBases(exportIds:)``).
  ///
  /// No ledger is loaded: each row is written as it is read, and the parts of the large tabs
  /// are read on two connections at once.
  ///
  /// - Parameters:
  ///   - folder: The folder to write the files into, created when missing.
  ///   - writer: How the files are written.
  ///   - time: When the export runs.
  ///   - progress: Called with how many rows are encoded so far and how many there are in all,
  ///     each time a part of a tab is: from any thread, but one call at a time, in order.
  ///   - beforeReplacing: Called once the new files are written, before the export is recorded
  ///     and they replace the folder's: throw to leave the folder and the store as they were
  ///     (the files to replace changed since they were checked, say); what it throws is
  ///     thrown as it is.
  /// - Returns: How many rows each tab has.
  /// - Throws: ``StoreError``, or the `WorkbookError` of a file that could not be written; the
  ///   folder's files and the previous base are then as they were: the files move into place
  ///   only once the record commits. A store that holds no ledger (see ``holdsLedger()``)
  ///   exports nothing.
  @discardableResult
  public func export(
    to folder: String, writer: WorkbookWriter, at time: Date,
    progress: @Sendable (_ rowsEncoded: Int, _ rows: Int) -> Void = { _, _ in },
    beforeReplacing: () throws -> Void = {}
  ) throws -> [Tab: Int] {
    try export(
      to: folder, writer: writer, at: time, rowsPerPart: ExportPart.rowsPerPart,
      progress: progress, beforeReplacing: beforeReplacing)
  }

  /// ``export(to:writer:at:progress:beforeReplacing:)`` with parts of about `rowsPerPart` rows (a test hook).
  @discardableResult
  func export(
    to folder: String, writer: WorkbookWriter, at time: Date, rowsPerPart: Int,
    progress: @Sendable (_ rowsEncoded: Int, _ rows: Int) -> Void = { _, _ in },
    beforeReplacing: () throws -> Void = {}
  ) throws -> [Tab: Int] {
    var writerFailure: WorkbookError?
    // What `beforeReplacing` threw, thrown as it is.
    var refusal: (any Error)?
    var writer = writer
    let exportId = writer.exportId ?? UUID()
    writer.exportId = exportId
    // The files are complete and journaled before the record commits, and moved into place
    // after: an export interrupted in between ends as the record says (`InterruptedExport`).
    var prepared: PreparedWorkbook?
    // When the files were written, before they are placed.
    var written = Date.distantFuture
    do {
      try write { [writer] db in
        guard try Self.holdsLedger(db) else { throw StoreError.noLedger(path) }
        let live = LedgerTables.live(path: path)
        let revision = try Self.revision(db)
        let (parts, rows) = try ExportPart.plan(db, live, rowsPerPart: rowsPerPart)
        let rowsEncoded = Locked(0)
        // Readers see the state this transaction holds: no other write can commit before it.
        do {
          prepared = try writer.prepare(
            parts: parts.count, to: folder, record: exportRecord(exportId: exportId),
            isRecorded: Self.isExportRecorded
          ) { index in
            let part = try reader.read { db in
              guard try Self.revision(db) == revision else {
                throw StoreError.storeChanged(path, during: "export")
              }
              return try parts[index].encode(db, live)
            }
            // Reported under the lock, so that the counts arrive one at a time and in order.
            rowsEncoded.withLock { rowsEncoded in
              rowsEncoded += part.count
              progress(rowsEncoded, rows)
            }
            return part
          }
        } catch let error as WorkbookError {
          writerFailure = error
          throw error
        }
        written = Date()
        do { try beforeReplacing() } catch {
          refusal = error
          throw error
        }
        try BaseSnapshot(path: path).recordLive(
          exportId: exportId, time: time, folder: folder, db)
      }
    } catch {
      prepared?.discard()
      throw writerFailure ?? refusal ?? error
    }
    // Stamped the moment they are in place, so that no write after can pass as the export's.
    var placed: [FileStamp] = []
    try prepared!.place {
      placed = Tab.allCases.compactMap {
        FileStamp(path: (folder as NSString).appendingPathComponent($0.fileName))
      }
    }
    try? recordExportedFiles(placed, in: folder, writtenBy: written, exportId: exportId)
    return prepared!.rows
  }

  /// Stores the exported rows as the base of the next merge, replacing the previous base.
  ///
  /// When `ledger` is the one ``loadLedger()`` returned and nothing was written since, no row is
  /// copied: the base is kept copy-on-write (see ``BaseSnapshot``), so recording takes the same
  /// time for any size of ledger.
  ///
  /// - Parameters:
  ///   - ledger: The rows written to the sheet export.
  ///   - time: When the export ran.
  ///   - folder: The folder the export was written to.
  ///   - exportId: The id the export's files name (`WorkbookWriter.exportId`), which keys its
  ///     base; `nil` when they name none: its base then serves only sheets that name no export,
  ///     while it is the last.
  ///   - beforeCommit: Called last inside the transaction: the files can be written meanwhile
  ///     on another thread, and the record commits only once this returns. When it throws, the
  ///     previous base is kept and its error is thrown as it is.
  /// - Throws: ``StoreError``, or what `beforeCommit` throws; on failure the previous base is
  ///   kept. ``StoreError/Code/noLedger`` when the store holds no ledger, as ``export(to:writer:at:progress:beforeReplacing:)``
  ///   refuses. A failure after `beforeCommit` returned is a
  ///   ``StoreError/Code/exportNotRecorded``: the files it wrote stay.
  public func recordExport(
    of ledger: Ledger, at time: Date, folder: String, exportId: UUID? = nil,
    beforeCommit: () throws -> Void = {}
  ) throws {
    try StorableValues.check(ledger, path: path)
    var writes = WriteBudget.unlimited
    // What `beforeCommit` throws leaves as it is, not wrapped as a store error.
    var beforeCommitFailure: (any Error)?
    // Whether `beforeCommit` returned, so that a failure to commit says the files are written.
    var placed = false
    do {
      try write { db in
        guard try Self.holdsLedger(db) else { throw StoreError.noLedger(path) }
        let base = BaseSnapshot(path: path)
        // The ledger last loaded, unchanged since: the stored ledger becomes the base as it is.
        if let snapshot = loaded.value, snapshot.revision == (try Self.revision(db)),
          snapshot.ledger == ledger
        {
          try base.recordLive(exportId: exportId, time: time, folder: folder, db)
        } else {
          try base.record(
            ledger, exportId: exportId, time: time, folder: folder, db, writes: &writes)
        }
        do { try beforeCommit() } catch {
          beforeCommitFailure = error
          throw error
        }
        placed = true
      }
    } catch {
      if let beforeCommitFailure { throw beforeCommitFailure }
      if placed { throw StoreError.exportNotRecorded(path, folder: folder, because: error) }
      throw error
    }
  }

  /// Applies a merge result in one transaction: writes only the rows that differ from the
  /// stored ledger (matched by key), records the merge in the history, and optionally replaces
  /// the base snapshot. All or nothing.
  ///
  /// - Parameters:
  ///   - merged: The ledger the store must hold afterwards.
  ///   - expectedCurrent: The ledger the merge was computed from; when given and the store no
  ///     longer holds it (another process wrote meanwhile), nothing is written.
  ///   - record: The history entry for this merge.
  ///   - newBase: When given, becomes the base of the next merge.
  /// - Throws: ``StoreError``, whose code is ``StoreError/Code/unstorableValue`` when an amount
  ///   is not a number; on any failure the store is exactly as before.
  /// - Complexity: O(*n*) reads and hashes for *n* stored rows; writes only changed rows.
  public func applyMerge(
    merged: Ledger, expectedCurrent: Ledger? = nil, record: MergeRecord, newBase: Ledger? = nil
  ) throws {
    try applyMerge(
      merged: merged, expectedCurrent: expectedCurrent, newBase: newBase, record: { record })
  }

  /// ``applyMerge(merged:expectedCurrent:record:newBase:)`` with a history entry made once the
  /// rows are written: the caller can make it meanwhile on another thread (the JSON report of a
  /// large merge takes about as long to write as the rows).
  ///
  /// - Parameters:
  ///   - merged: The ledger the store must hold afterwards.
  ///   - expectedCurrent: The ledger the merge was computed from; when given and the store no
  ///     longer holds it (another process wrote meanwhile), nothing is written. Passed with
  ///     `consume`, it goes once the rows are written, before `record` is called.
  ///   - newBase: When given, becomes the base of the next merge.
  ///   - sheetEdits: The sheet values the merge took, by the export the sheet came from
  ///     (``MergeResult/sheetEdits``): kept beside that export's base, so that a sheet of it
  ///     merged again does not take them over later changes.
  ///   - record: Makes the history entry for this merge; called once, inside the transaction,
  ///     after the rows are written and before the base and the history are.
  /// - Throws: ``StoreError``, whose code is ``StoreError/Code/unstorableValue`` when an amount
  ///   is not a number; on any failure the store is exactly as before.
  /// - Complexity: O(*n*) reads and hashes for *n* stored rows; writes only changed rows.
  public func applyMerge(
    merged: Ledger, expectedCurrent: consuming Ledger? = nil, newBase: Ledger? = nil,
    sheetEdits: [UUID: [MergedSheetEdits.Edit]] = [:], record: () throws -> MergeRecord
  ) throws {
    var writes = WriteBudget.unlimited
    try applyMerge(
      merged: merged, expectedCurrent: consume expectedCurrent,
      entry: { HistoryEntry(try record()) }, newBase: newBase, sheetEdits: sheetEdits,
      writes: &writes)
  }

  /// ``applyMerge(merged:expectedCurrent:record:newBase:)`` with a write budget (a test hook).
  @discardableResult
  func applyMerge(
    merged: Ledger, expectedCurrent: Ledger?, record: MergeRecord, newBase: Ledger?,
    writes: inout WriteBudget
  ) throws -> ChangeCounts {
    try applyMerge(
      merged: merged, expectedCurrent: expectedCurrent, entry: { HistoryEntry(record) },
      newBase: newBase, writes: &writes)
  }

  /// ``applyMerge(merged:expectedCurrent:newBase:sheetEdits:record:)`` with the history's
  /// entry (its report deflated) and a write budget.
  @discardableResult
  func applyMerge(
    merged: Ledger, expectedCurrent: consuming Ledger?,
    entry makeEntry: () throws -> HistoryEntry, newBase: Ledger?,
    sheetEdits: [UUID: [MergedSheetEdits.Edit]] = [:], writes: inout WriteBudget
  ) throws -> ChangeCounts {
    try StorableValues.check(merged, path: path)
    if let newBase { try StorableValues.check(newBase, path: path) }
    // A large merge rewrites pages all over the file: its log goes to disk while it writes,
    // not all when the commit copies it into the file.
    let pacer = WritebackPacer.log(ofStoreAt: path)
    defer { pacer.stop() }
    return try write { db in
      try db.execute(sql: "PRAGMA cache_size = -\(Self.mergeCacheKiB)")
      defer { try? db.execute(sql: "PRAGMA cache_size = -\(Self.writerCacheKiB)") }
      let live = LedgerTables.live(path: path)
      var stored: Ledger
      let places: StoredPlaces
      // The ledger last loaded is still what the store holds when no write came after it.
      if let snapshot = loaded.value, snapshot.revision == (try Self.revision(db)),
        expectedCurrent == nil || expectedCurrent == snapshot.ledger
      {
        (stored, places) = (snapshot.ledger, snapshot.places)
      } else {
        let read = try StoredLedger.read(.all, db, from: live)
        (stored, places) = (read.ledger, read.places)
        if let expectedCurrent, expectedCurrent != stored { throw StoreError.storeChanged(path) }
      }
      let counts = try live.apply(
        stored: stored, places: places, merged: merged, db, writes: &writes)
      // The rows are written: the ledger they replaced goes before the history's entry is made
      // and written (a write drops the kept ledger anyway).
      loaded.value = nil
      (stored, expectedCurrent) = (Ledger(), nil)
      let entry = try makeEntry()
      if let newBase {
        let base = BaseSnapshot(path: path)
        if newBase == merged {
          try base.recordLive(exportId: nil, time: entry.time, folder: entry.sourceFolder, db)
        } else {
          try base.record(
            newBase, exportId: nil, time: entry.time, folder: entry.sourceFolder, db,
            writes: &writes)
        }
      }
      try writes.spend()
      // SQLite refuses a longer cell, and GRDB stops the process when binding one.
      let limit = Int(sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, -1))
      let reportBytes = entry.deflatedReport.count
      guard reportBytes <= limit else {
        throw StoreError.tooLarge(
          path, what: "the merge report", bytes: reportBytes, limit: limit)
      }
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO mergeHistory (time, sourceFolder, totals, reportJSON, reportDeflated)
          VALUES (?, ?, ?, '', ?)
          """)
      let totals = try Self.totalsJSON(entry.totals)
      try entry.deflatedReport.withUnsafeBytes { report in
        try insert.execute(db) { binder in
          binder.bind(ColumnCoding.milliseconds(entry.time))
          binder.bind(entry.sourceFolder)
          binder.bind(totals)
          binder.bind(borrowingBlob: report)
        }
      }
      try MergedSheetEditsTable.record(sheetEdits, db)
      return counts
    }
  }

  /// Every merge applied to this store, oldest first.
  ///
  /// - Throws: ``StoreError`` when the file cannot be read.
  public func mergeHistory() throws -> [MergeRecord] {
    try run {
      try reader.read { db in
        let rows = try Row.fetchCursor(
          db,
          sql: """
            SELECT time, sourceFolder, totals, \(Self.historyReportColumns)
            FROM mergeHistory ORDER BY id
            """)
        var records: [MergeRecord] = []
        while let row = try rows.next() {
          let totals: String = try row.decode(atIndex: 2)
          guard
            let decoded = try? JSONDecoder().decode([String: Int].self, from: Data(totals.utf8))
          else {
            throw StoreError.invalidData(
              path, table: "mergeHistory", column: "totals", value: totals)
          }
          records.append(
            MergeRecord(
              time: ColumnCoding.date(milliseconds: try row.decode(atIndex: 0)),
              sourceFolder: try row.decode(atIndex: 1), totals: decoded,
              reportJSON: try Self.report(of: row, path: path)))
        }
        return records
      }
    }
  }

  private static func totalsJSON(_ totals: [String: Int]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(totals), as: UTF8.self)
  }

  /// Runs `body` in one immediate transaction, so that a concurrent writer waits at the start
  /// instead of failing when it upgrades a read.
  private func write<T>(_ body: (Database) throws -> T) throws -> T {
    defer { loaded.value = nil }
    wrote.withLock { $0 = true }
    return try run {
      try writer.writeWithoutTransaction { db in
        var result: T?
        let stamps = unstamped.withLock { $0 }
        try db.inTransaction(.immediate) {
          result = try body(db)
          try db.execute(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
          if stamps { try StoreIdentity.stamp(db) }
          return .commit
        }
        if stamps { unstamped.withLock { $0 = false } }
        return result!
      }
    }
  }

  /// The store's revision: how many write transactions it has committed.
  static func revision(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT revision FROM storeRevision WHERE id = 1") ?? 0
  }

  /// Runs `body`, turning every error into a ``StoreError`` that names the file.
  private func run<T>(_ body: () throws -> T) throws -> T {
    try Self.run(path: path, body)
  }

  /// Runs `body`, turning every error into a ``StoreError`` that names the file at `path`.
  static func run<T>(path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw error
    } catch let error as WriteBudget.Exhausted {
      throw error
    } catch {
      throw StoreError.database(path, error)
    }
  }
}
