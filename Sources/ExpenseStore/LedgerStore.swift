import ExpenseSheets
import Foundation
import GRDB

/// The local store: one SQLite file holding the ledger, the snapshot of the last export (the
/// base of the next three-way merge), and the history of merges.
///
/// A class because it owns the database connection; the connection serialises all access, so
/// the store is safe to share. Two processes that write at once wait for each other (up to
/// `busyTimeout`), and a merge computed from a ledger that changed meanwhile is refused.
///
/// ```swift
/// let store = try LedgerStore(path: "ledger.sqlite")
/// let snapshot = try store.load()
/// ```
public final class LedgerStore: Sendable {
  /// The default file name, in the working folder.
  public static let defaultFileName = "ledger.sqlite"
  /// How long a write waits for another process's write to finish.
  public static let busyTimeout: TimeInterval = 10

  /// The store's file.
  public let path: String
  private let database: DatabaseQueue
  /// Called after each table a merge writes; tests throw from it to interrupt a merge.
  private let afterTableWrite: @Sendable (String) throws -> Void

  /// Opens the store at `path`, creating it on first use and upgrading its schema.
  ///
  /// - Throws: `StoreError` when the file is not a SQLite database, cannot be opened, or has a
  ///   schema newer than this build knows (such a file is left untouched).
  public convenience init(path: String) throws {
    try self.init(path: path, afterTableWrite: { _ in })
  }

  /// Opens the store, with a hook called after each table a merge writes.
  init(path: String, afterTableWrite: @escaping @Sendable (String) throws -> Void) throws {
    self.path = path
    self.afterTableWrite = afterTableWrite
    try Self.refuseNewerSchema(path: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(Self.busyTimeout)
    configuration.journalMode = .wal
    configuration.label = "ExpenseStore"
    do {
      database = try DatabaseQueue(path: path, configuration: configuration)
    } catch {
      throw StoreError(path: path, message: Self.explain(error, doing: "open the store"))
    }
    let migrator = StoreSchema.migrator
    do {
      let superseded = try database.read { db in try migrator.hasBeenSuperseded(db) }
      if superseded {
        throw StoreError(
          path: path,
          message:
            "the store was written by a newer version of expense-sheets (its schema has migrations this version does not know); use that version, or another --store"
        )
      }
      try migrator.migrate(database)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, message: Self.explain(error, doing: "read the store"))
    }
  }

  /// Refuses, without writing to it, a store whose schema has migrations this build does not
  /// know.
  private static func refuseNewerSchema(path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    var configuration = Configuration()
    configuration.readonly = true
    let superseded: Bool
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      superseded = try queue.read { db in try StoreSchema.migrator.hasBeenSuperseded(db) }
      try queue.close()
    } catch {
      throw StoreError(path: path, message: explain(error, doing: "open the store"))
    }
    if superseded {
      throw StoreError(
        path: path,
        message:
          "the store was written by a newer version of expense-sheets (its schema has migrations this version does not know); use that version, or another --store"
      )
    }
  }

  /// The ledger and the revision it was read at, read in one transaction.
  public func load() throws -> LedgerSnapshot {
    try read { db in
      LedgerSnapshot(ledger: try Self.fetchLedger(db), revision: try Self.revision(db))
    }
  }

  /// The ledger.
  public func loadLedger() throws -> Ledger { try load().ledger }

  /// Whether the store holds no row at all.
  public func isEmpty() throws -> Bool {
    try read { db in
      for table in ["transactions", "receipts", "categories", "recurringRules", "settings"] {
        if try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table))") == 1 {
          return false
        }
      }
      return true
    }
  }

  /// Replaces the whole ledger, in one transaction.
  public func replaceLedger(with ledger: Ledger) throws {
    try write { db in
      try Self.deleteLedger(db, prefix: "")
      try Self.insertLedger(ledger, db, prefix: "")
      try Self.bumpRevision(db)
    }
  }

  /// The ledger as last exported, or `nil` when the store was never exported.
  public func loadBase() throws -> Ledger? {
    try read { db in
      guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exports") ?? 0 > 0 else { return nil }
      return try Self.fetchLedger(db, prefix: "base_")
    }
  }

  /// Remembers `ledger` as exported to `folder`: the base of the next merge.
  public func recordExport(of ledger: Ledger, at time: Date, folder: String) throws {
    try write { db in
      try Self.deleteLedger(db, prefix: "base_")
      try Self.insertLedger(ledger, db, prefix: "base_")
      try db.execute(
        sql: "INSERT INTO exports (time, folder) VALUES (?, ?)",
        arguments: [StoreColumn.milliseconds(time), folder])
    }
  }

  /// Applies a merge in one transaction, writing only the rows that differ from `snapshot`,
  /// and records it. All of it or none of it.
  ///
  /// - Throws: `StoreError` when the store changed since `snapshot` was loaded (another merge
  ///   ran meanwhile); nothing is written then.
  public func applyMerge(merged: Ledger, over snapshot: LedgerSnapshot, record: MergeRecord)
    throws
  {
    try write { db in
      guard try Self.revision(db) == snapshot.revision else {
        throw StoreError(
          path: path,
          message:
            "the store changed while this merge ran (another process wrote to it); nothing was written, run the merge again"
        )
      }
      let current = snapshot.ledger
      _ = try TransactionTable.applyDifference(
        current: current.transactions, merged: merged.transactions, db)
      try afterTableWrite(TransactionTable.name)
      _ = try ReceiptTable.applyDifference(current: current.receipts, merged: merged.receipts, db)
      try afterTableWrite(ReceiptTable.name)
      _ = try CategoryTable.applyDifference(
        current: current.categories, merged: merged.categories, db)
      try afterTableWrite(CategoryTable.name)
      _ = try RecurringRuleTable.applyDifference(
        current: current.recurringRules, merged: merged.recurringRules, db)
      try afterTableWrite(RecurringRuleTable.name)
      _ = try SettingsTable.applyDifference(
        current: current.settings.map { [$0] } ?? [], merged: merged.settings.map { [$0] } ?? [], db
      )
      try afterTableWrite(SettingsTable.name)
      let totals = String(decoding: try JSONEncoder().encode(record.totals), as: UTF8.self)
      try db.execute(
        sql: "INSERT INTO merges (time, sourceFolder, totals, report) VALUES (?, ?, ?, ?)",
        arguments: [
          StoreColumn.milliseconds(record.time), record.sourceFolder, totals, record.reportJSON,
        ])
      try Self.bumpRevision(db)
    }
  }

  /// Every merge recorded, oldest first.
  public func mergeHistory() throws -> [MergeRecord] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT time, sourceFolder, totals, report FROM merges ORDER BY id")
        .map { row in
          MergeRecord(
            time: StoreColumn.date(milliseconds: row[0]), sourceFolder: row[1],
            totals: try JSONDecoder().decode(
              [String: Int].self, from: Data((row[2] as String).utf8)),
            reportJSON: row[3])
        }
    }
  }

  // MARK: - Plumbing

  private func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try database.read(body)
    } catch let error as StoreError {
      throw StoreError(path: path, message: error.message)
    } catch {
      throw StoreError(path: path, message: Self.explain(error, doing: "read the store"))
    }
  }

  private func write(_ body: (Database) throws -> Void) throws {
    do {
      try database.write(body)
    } catch let error as StoreError {
      throw StoreError(path: path, message: error.message)
    } catch {
      throw StoreError(path: path, message: Self.explain(error, doing: "write the store"))
    }
  }

  private static func explain(_ error: any Error, doing action: String) -> String {
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB:
        return "this file is not a SQLite store; give another --store path"
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return
          "another expense-sheets process is using the store and did not finish within \(Int(busyTimeout)) seconds; try again when it is done"
      case .SQLITE_CANTOPEN:
        return "cannot open the store (does its folder exist, and may it be written?)"
      case .SQLITE_READONLY:
        return "the store is read-only"
      default:
        return "cannot \(action): \(error.message ?? "\(error)")"
      }
    }
    return "cannot \(action): \(error)"
  }

  private static func fetchLedger(_ db: Database, prefix: String = "") throws -> Ledger {
    Ledger(
      transactions: try TransactionTable.fetchAll(db, prefix: prefix),
      receipts: try ReceiptTable.fetchAll(db, prefix: prefix),
      categories: try CategoryTable.fetchAll(db, prefix: prefix),
      recurringRules: try RecurringRuleTable.fetchAll(db, prefix: prefix),
      settings: try SettingsTable.fetchAll(db, prefix: prefix).first)
  }

  private static func insertLedger(_ ledger: Ledger, _ db: Database, prefix: String) throws {
    try TransactionTable.insert(ledger.transactions, db, prefix: prefix)
    try ReceiptTable.insert(ledger.receipts, db, prefix: prefix)
    try CategoryTable.insert(ledger.categories, db, prefix: prefix)
    try RecurringRuleTable.insert(ledger.recurringRules, db, prefix: prefix)
    try SettingsTable.insert(ledger.settings.map { [$0] } ?? [], db, prefix: prefix)
  }

  private static func deleteLedger(_ db: Database, prefix: String) throws {
    try TransactionTable.deleteAll(db, prefix: prefix)
    try ReceiptTable.deleteAll(db, prefix: prefix)
    try CategoryTable.deleteAll(db, prefix: prefix)
    try RecurringRuleTable.deleteAll(db, prefix: prefix)
    try SettingsTable.deleteAll(db, prefix: prefix)
  }

  private static func revision(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT value FROM revision WHERE id = 1") ?? 0
  }

  private static func bumpRevision(_ db: Database) throws {
    try db.execute(sql: "UPDATE revision SET value = value + 1 WHERE id = 1")
  }
}

/// A ledger as read from the store, with the revision it was read at.
public struct LedgerSnapshot: Sendable, Hashable {
  /// The ledger.
  public var ledger: Ledger
  /// The store's revision when it was read; a merge applies only over the same revision.
  public var revision: Int
}
