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
  /// leaves only temporary files, whose names start with `.` and the store's name.
  ///
  /// A large ledger is written on two threads when there are two cores: the second writes the
  /// last half of the transactions, then the receipts, each into a temporary file of its own,
  /// and SQLite copies them into the store record by record (see
  /// ``buildSideBySide(_:with:path:)``).
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
    let files = [temporary, temporary + transactionsPart, temporary + receiptsPart]
    let removeFiles = {
      for file in files {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(file + suffix) }
      }
    }
    defer { removeFiles() }
    removeFiles()
    try run(path: path) {
      if ledger.transactions.count >= sideBySideTransactions,
        ProcessInfo.processInfo.activeProcessorCount > 1
      {
        try buildSideBySide(temporary, with: ledger, path: path)
      } else {
        let queue = try newFile(temporary)
        try queue.write { db in
          try StoreIdentity.stamp(db)
          var writes = WriteBudget.unlimited
          try LedgerTables.live(path: path).replace(with: ledger, db, writes: &writes)
          try db.execute(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
        }
        try finish(queue)
      }
    }
    try sync(temporary, path: path)
    // `link` fails when `path` exists: a store another process created meanwhile is kept. A
    // file system without hard links (some removable or network ones) declines too: the
    // caller then writes the store in place, as into any existing one.
    guard link(temporary, path) == 0 else { return false }
    try sync(folder, path: path)
    return true
  }

  /// How many transactions a ledger needs for ``create(at:with:)`` to write it on two threads:
  /// below, what the second thread saves is too little to be worth its files.
  static let sideBySideTransactions = 10_000

  /// The suffix of the temporary file that holds the second half of the transactions.
  private static let transactionsPart = "-transactions"
  /// The suffix of the temporary file that holds the receipts.
  private static let receiptsPart = "-receipts"

  /// Writes `ledger` into the new store file `file` on two threads, in three steps.
  ///
  /// 1. The store file gets the first half of the transactions; side by side, a part file the
  ///    second half, both without indexes.
  /// 2. The store file copies the second half in (SQLite's transfer of whole records, in order:
  ///    rowids stay in position order), builds the transactions' indexes and writes the small
  ///    tabs; side by side, a part file gets the receipts and their indexes.
  /// 3. The store file copies the receipts with their indexes, record by record, in key order.
  ///
  /// The part files have the store's schema, made by the same migrations, so that SQLite
  /// copies their tables without decoding a row.
  private static func buildSideBySide(_ file: String, with ledger: Ledger, path: String) throws {
    let tables = LedgerTables.live(path: path)
    let transactions = ledger.transactions
    let half = transactions.count / 2
    let store = try newFile(file)
    let firstStep = sideBySide(2) { part in
      var writes = WriteBudget.unlimited
      if part == 0 {
        return try store.write { db in
          try StoreIdentity.stamp(db)
          let indexes = try tables.dropIndexes(of: Transaction.self, db)
          try tables.insert(transactions, 0..<half, db, writes: &writes)
          return indexes
        }
      }
      let queue = try newFile(file + transactionsPart)
      try queue.write { db in
        _ = try tables.dropIndexes(of: Transaction.self, db)
        try tables.insert(transactions, half..<transactions.count, db, writes: &writes)
      }
      try queue.close()
      return []
    }
    let transactionIndexes = try firstStep[0].get()
    _ = try firstStep[1].get()
    let secondStep = sideBySide(2) { part in
      var writes = WriteBudget.unlimited
      if part == 0 {
        try copy(Transaction.table, from: file + transactionsPart, into: store) { db in
          for index in transactionIndexes { try db.execute(sql: index.sql) }
          try tables.insertAll(ledger.categories, db, writes: &writes)
          try tables.insertAll(ledger.recurringRules, db, writes: &writes)
          try tables.insertAll(ledger.settings.map { [$0] } ?? [], db, writes: &writes)
        }
        return
      }
      let queue = try newFile(file + receiptsPart)
      try queue.write { db in try tables.insertAll(ledger.receipts, db, writes: &writes) }
      try queue.close()
    }
    for result in secondStep { try result.get() }
    try copy(Receipt.table, from: file + receiptsPart, into: store) { db in
      try db.execute(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
    }
    try finish(store)
  }

  /// Appends the rows of `table` in the part file `part` to the same table of `store`, then
  /// runs `then`, in one transaction.
  ///
  /// `INSERT INTO … SELECT *` between tables of the same definition copies whole records
  /// (SQLite's transfer optimization): into a table without indexes, or into an empty one
  /// whose indexes the part's table also has, whose entries are then copied too.
  private static func copy(
    _ table: String, from part: String, into store: DatabaseQueue,
    then: (Database) throws -> Void
  ) throws {
    try store.writeWithoutTransaction { db in
      try db.execute(sql: "ATTACH DATABASE ? AS part", arguments: [part])
      try db.inTransaction {
        try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM part.\(table)")
        try then(db)
        return .commit
      }
      try db.execute(sql: "DETACH DATABASE part")
    }
  }

  /// A connection to a new file at `file` that nobody else sees until it is complete: with the
  /// store's schema, no journal, no syncing and a page cache of up to 256 MiB.
  private static func newFile(_ file: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "ExpenseStore.create"
    let queue = try DatabaseQueue(path: file, configuration: configuration)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = OFF")
      try db.execute(sql: "PRAGMA synchronous = OFF")
      try db.execute(sql: "PRAGMA cache_size = -262144")
    }
    try LedgerSchema.migrator.migrate(queue)
    return queue
  }

  /// Puts the complete store file of `queue` in WAL mode, as every store is, and closes it.
  private static func finish(_ queue: DatabaseQueue) throws {
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
    try queue.close()
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
