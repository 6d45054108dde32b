import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error that stops a store operation: which file, what happened, and what to do about it.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A stable, machine-readable identifier of the kind of failure.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code's text, such as `newer-schema`.
    public var rawValue: String
    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The code's text.
    public var description: String { rawValue }

    /// The file exists but is not an SQLite database.
    public static let notADatabase = Code(rawValue: "not-a-database")
    /// The file is another program's SQLite database.
    public static let notALedgerStore = Code(rawValue: "not-a-ledger-store")
    /// There is no store at the path, or only an empty file, and none was to be created.
    public static let noStore = Code(rawValue: "no-store")
    /// The store holds no ledger: it is new, or its first import was cut short.
    public static let noLedger = Code(rawValue: "no-ledger")
    /// The store file, or its folder, may be read but not written.
    public static let readOnly = Code(rawValue: "read-only")
    /// The disk that holds the store is full.
    public static let diskFull = Code(rawValue: "disk-full")
    /// SQLite found the store file damaged.
    public static let damaged = Code(rawValue: "damaged")
    /// What was written is saved, but is still in the store's log, not yet in the file itself.
    public static let checkpointFailed = Code(rawValue: "checkpoint-failed")
    /// The export's files were written, but the store could not record the export.
    public static let exportNotRecorded = Code(rawValue: "export-not-recorded")
    /// The file was written by a newer build that knows migrations this build does not.
    public static let newerSchema = Code(rawValue: "newer-schema")
    /// The file could not be opened or created.
    public static let cannotOpen = Code(rawValue: "cannot-open")
    /// Another process held the store for longer than the busy timeout.
    public static let busy = Code(rawValue: "busy")
    /// The stored ledger changed since the caller read it.
    public static let storeChanged = Code(rawValue: "store-changed")
    /// A stored value could not be decoded.
    public static let invalidData = Code(rawValue: "invalid-data")
    /// The ledger to write has two rows with the same key in one tab.
    public static let duplicateKey = Code(rawValue: "duplicate-key")
    /// SQLite reported an error, such as a violated constraint.
    public static let databaseError = Code(rawValue: "database-error")
    /// A value to store is longer than SQLite keeps in one cell.
    public static let tooLarge = Code(rawValue: "too-large")
    /// A value to store is one no read could decode: an amount that is not a number.
    public static let unstorableValue = Code(rawValue: "unstorable-value")
  }

  /// The kind of failure.
  public var code: Code
  /// The path of the store file.
  public var path: String
  /// What happened.
  public var reason: String
  /// What the user can do about it.
  public var suggestion: String

  /// Creates an error; prefer the static factories.
  public init(code: Code, path: String, reason: String, suggestion: String) {
    self.code = code
    self.path = path
    self.reason = reason
    self.suggestion = suggestion
  }

  /// `path: reason. suggestion`, for people.
  public var description: String { "\(path): \(reason). \(suggestion)" }

  static func notADatabase(_ path: String) -> StoreError {
    StoreError(
      code: .notADatabase, path: path,
      reason: "the file is not an SQLite database; it was left unchanged",
      suggestion: "Pass the path of a ledger store, or a path where a new one can be created")
  }

  static func notALedgerStore(_ path: String) -> StoreError {
    StoreError(
      code: .notALedgerStore, path: path,
      reason:
        "the file is another program's SQLite database, not a ledger store; it was left unchanged",
      suggestion:
        "Check the path: pass the path of a ledger store, or a path where a new one can be created")
  }

  static func noStore(_ path: String, fileExists: Bool) -> StoreError {
    StoreError(
      code: .noStore, path: path,
      reason: fileExists ? "the file is empty: it holds no ledger store" : "there is no store here",
      suggestion: "Create the store by importing a workbook into it")
  }

  static func noLedger(_ path: String) -> StoreError {
    StoreError(
      code: .noLedger, path: path,
      reason:
        "the store holds no ledger (no Settings row): it is new, or its first import was cut short; nothing was written",
      suggestion: "Import a workbook into it first")
  }

  static func checkpointFailed(_ path: String, because error: any Error) -> StoreError {
    StoreError(
      code: .checkpointFailed, path: path,
      reason:
        "the changes were saved, but are still in the store's log \(path)-wal, not yet in the file itself: "
        + database(path, error).reason,
      suggestion:
        "Nothing is lost: keep the log beside the store (move or copy the two together); the store's next write moves the changes into the file"
    )
  }

  static func exportNotRecorded(_ path: String, folder: String, because error: any Error)
    -> StoreError
  {
    StoreError(
      code: .exportNotRecorded, path: path,
      reason:
        "the workbook was written to \(folder), but the store could not record the export ("
        + database(path, error).reason + "); the store was left unchanged",
      suggestion:
        "Export again before the sheet is edited: until the store records an export of these files, a merge compares them with the previous export"
    )
  }

  static func newerSchema(_ path: String, unknown: [String]) -> StoreError {
    StoreError(
      code: .newerSchema, path: path,
      reason:
        "the store was written by a newer version (unknown migrations: "
        + unknown.sorted().joined(separator: ", ") + "); it was left unchanged",
      suggestion: "Update ExpenseSheets to its newest version to use this store")
  }

  /// Opening failed with `error`: what SQLite says of the file, in the user's terms, when it
  /// says more than that the file cannot be opened (a full disk, a read-only file, a failing
  /// disk while the log is set up).
  static func cannotOpen(_ path: String, _ error: any Error) -> StoreError {
    if let described = (error as? DatabaseErrorDescribing)?.storeError(path: path),
      described.code != .cannotOpen
    {
      return described
    }
    if FileManager.default.fileExists(atPath: path), !isFolderWritable(of: path) {
      return StoreError(
        code: .cannotOpen, path: path,
        reason:
          "the store's folder cannot be written (a read-only disk or folder), and SQLite keeps "
          + "the store's log beside it even to read it",
        suggestion:
          "Nothing was written; copy the store into a folder you may write in and run the command on the copy"
      )
    }
    return StoreError(
      code: .cannotOpen, path: path, reason: "the store could not be opened (\(error))",
      suggestion: "Check that the folder exists and that you may read and write the file")
  }

  /// Whether this process may create files in the folder of `path`, on a disk mounted writable.
  private static func isFolderWritable(of path: String) -> Bool {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var disk = statvfs()
    if statvfs(folder, &disk) == 0, disk.f_flag & UInt(ST_RDONLY) != 0 { return false }
    return access(folder, W_OK) == 0
  }

  static func busy(_ path: String) -> StoreError {
    StoreError(
      code: .busy, path: path, reason: "another process kept the store locked for too long",
      suggestion: "Wait for the other import or merge to finish, then run the command again")
  }

  static func storeChanged(_ path: String, during command: String = "merge") -> StoreError {
    StoreError(
      code: .storeChanged, path: path,
      reason:
        "the ledger changed in the store since it was read for this \(command); nothing was written",
      suggestion: "Run the \(command) again")
  }

  static func invalidData(_ path: String, table: String, column: String, value: String)
    -> StoreError
  {
    StoreError(
      code: .invalidData, path: path,
      reason: "table \(table), column \(column) holds \"\(value)\", which cannot be decoded",
      suggestion: "Import the ledger again, replacing what the store holds")
  }

  static func tooLarge(_ path: String, what: String, bytes: Int, limit: Int) -> StoreError {
    StoreError(
      code: .tooLarge, path: path,
      reason:
        "\(what) takes \(bytes) bytes, more than the \(limit) SQLite keeps in one cell; nothing was written",
      suggestion: "Store a shorter one, such as the report's summary alone")
  }

  static func notANumber(_ path: String, table: String, column: String, key: String)
    -> StoreError
  {
    StoreError(
      code: .unstorableValue, path: path,
      reason:
        "the ledger to write has a \(column) that is not a number (NaN) in table \(table), row \(key); nothing was written",
      suggestion: "Give that row a real \(column)")
  }

  static func duplicateKey(_ path: String, table: String, key: String) -> StoreError {
    StoreError(
      code: .duplicateKey, path: path,
      reason:
        "the ledger to write has two rows with key \(key) in table \(table); nothing was written",
      suggestion: "This is a bug in the merge; please report it with the sheet export")
  }

  static func database(_ path: String, _ error: any Error) -> StoreError {
    if let error = error as? StoreError { return error }
    if let error = error as? DatabaseErrorDescribing {
      return error.storeError(path: path)
    }
    return StoreError(
      code: .databaseError, path: path, reason: "\(error)",
      suggestion: "Nothing was written; fix the cause and run the command again")
  }
}

/// Lets `StoreError.database` translate GRDB errors without importing GRDB here.
protocol DatabaseErrorDescribing {
  func storeError(path: String) -> StoreError
}

extension StoreError: LocalizedError {
  /// The ``description``: what an app shows as the error's `localizedDescription`.
  public var errorDescription: String? { description }
}
