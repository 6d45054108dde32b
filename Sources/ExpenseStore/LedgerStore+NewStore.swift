import ExpenseSheets
import Foundation
import GRDB

extension LedgerStore {
  /// Creates the store at `path`, which must not exist yet, holding `ledger`: what
  /// ``replaceLedger(with:)`` writes into a new store, written faster.
  ///
  /// The store is built in a temporary file beside `path`, with no journal and no write-ahead
  /// log (nothing needs rolling back in a file nobody else sees), synced to disk once, then
  /// linked into place, which succeeds only while `path` still does not exist. So `path` is
  /// either absent or the complete store, whenever the process stops; a process killed mid-way
  /// leaves only temporary files (the store's, and the part file its receipts are written into
  /// meanwhile), whose names start with `.` and the store's name.
  ///
  /// - Parameters:
  ///   - path: The store file to create; its folder must exist.
  ///   - ledger: The ledger the new store holds.
  /// - Returns: Whether the store was created; `false`, with nothing written, when a file is
  ///   at `path` already or the file system cannot link the new file into place (open `path`
  ///   with ``init(path:mustExist:)`` and write through it instead).
  /// - Throws: ``StoreError`` when the temporary file cannot be written or synced.
  public static func create(at path: String, with ledger: Ledger) throws -> Bool {
    guard !FileManager.default.fileExists(atPath: path) else { return false }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).creating-\(ProcessInfo.processInfo.processIdentifier)"
      ).path
    let receiptsFile = temporary + "-receipts"
    let files = [temporary, receiptsFile].flatMap { file in
      ["", "-wal", "-shm", "-journal"].map { file + $0 }
    }
    defer { for file in files { unlink(file) } }
    for file in files { unlink(file) }
    try run(path: path) {
      // The receipts are written into a file of their own on another core while the other tabs
      // are written here, then copied in whole: SQLite copies the records and index entries of
      // a table into an empty one of the same schema without decoding them.
      var receiptsOnly = Ledger()
      receiptsOnly.receipts = ledger.receipts
      let receipts = BackgroundWork { [receiptsOnly] in
        let queue = try newFileQueue(at: receiptsFile)
        try LedgerSchema.migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in
          try db.inTransaction(.immediate) {
            var writes = WriteBudget.unlimited
            try LedgerTables.live(path: path).replace(with: receiptsOnly, db, writes: &writes)
            return .commit
          }
        }
        try queue.close()
      }
      // Waited for on every way out, so that no file is removed while it is written.
      defer { _ = try? receipts.value() }
      var others = ledger
      others.receipts = []
      let queue = try newFileQueue(at: temporary)
      try LedgerSchema.migrator.migrate(queue)
      // The file goes to disk as it fills, not all at the sync below. The pacer lets go of it
      // after `queue.close()`, the last statement here (see `WritebackPacer`).
      let pacer = WritebackPacer(paths: [temporary])
      defer { pacer.stop() }
      try queue.writeWithoutTransaction { db in
        try db.inTransaction(.immediate) {
          try StoreIdentity.stamp(db)
          var writes = WriteBudget.unlimited
          try LedgerTables.live(path: path).replace(with: others, db, writes: &writes)
          try db.execute(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
          return .commit
        }
        try receipts.value()
        try db.execute(sql: "ATTACH DATABASE ? AS receiptsFile", arguments: [receiptsFile])
        try db.inTransaction(.immediate) {
          try db.execute(
            sql: "INSERT INTO main.\(Receipt.table) SELECT * FROM receiptsFile.\(Receipt.table)")
          return .commit
        }
        try db.execute(sql: "DETACH DATABASE receiptsFile")
        // The file is a store like any other from now on: in WAL mode, as every store is.
        try db.execute(sql: "PRAGMA journal_mode = WAL")
      }
      try queue.close()
    }
    try sync(temporary, path: path)
    // `link` fails when `path` exists: a store another process created meanwhile is kept. A
    // file system without hard links (some removable or network ones) declines too: the
    // caller then writes the store in place, as into any existing one.
    guard link(temporary, path) == 0 else { return false }
    try sync(folder, path: path)
    return true
  }

  /// A connection to the new file at `path`, which nobody else sees until it is complete: with
  /// no journal and no write-ahead log (nothing needs rolling back), and index builds that
  /// sort on every core.
  private static func newFileQueue(at path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "ExpenseStore.create"
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA page_size = \(LedgerStore.pageSize)")
      try db.execute(sql: "PRAGMA journal_mode = OFF")
      try db.execute(sql: "PRAGMA synchronous = OFF")
      // A small page cache (2 MiB) writes the new pages out as they fill, so memory is reused
      // instead of touched anew, and it bounds each run the index builds' sorter sorts in
      // memory before merging the runs: both cost less than keeping the whole file cached.
      try db.execute(sql: "PRAGMA cache_size = -2048")
      try db.execute(sql: "PRAGMA threads = \(ProcessInfo.processInfo.activeProcessorCount)")
    }
    return queue
  }

  /// Flushes the file or folder at `file` to disk.
  private static func sync(_ file: String, path: String) throws {
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
      defer { try? handle.close() }
      try handle.synchronize()
    } catch {
      throw StoreError.cannotOpen(path, error)
    }
  }
}
