import GRDB

/// What an SQLite file is to this package: a ledger store, a file on which one can be created,
/// or another program's database.
///
/// A store carries ``applicationID`` in its header (SQLite's `PRAGMA application_id`), set when
/// it is created. A store made before that is recognised by its migration table, which names
/// this package's first migration, and is stamped on its next write. Telling them apart only
/// reads the file.
enum StoreIdentity: Equatable {
  /// A ledger store, stamped with ``applicationID``.
  case stamped
  /// A ledger store made before stores were stamped: its migration table names
  /// ``LedgerSchema/firstIdentifier``, and its header carries no application id.
  case unstamped
  /// No schema at all, and no application id: a new file, or one of 0 bytes.
  case blank
  /// Another program's database: another application id, or tables without this package's
  /// migrations.
  case foreign

  /// The application id of a ledger store: `ExSh` in ASCII.
  static let applicationID: Int32 = 0x4578_5368

  /// Reads what the database open on `db` is.
  ///
  /// - Throws: `DatabaseError` when the file cannot be read.
  init(_ db: Database) throws {
    let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
    if id == Self.applicationID {
      self = .stamped
    } else if id != 0 {
      self = .foreign
    } else if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") == 0 {
      self = .blank
    } else if try LedgerSchema.migrator.appliedIdentifiers(db).contains(
      LedgerSchema.firstIdentifier)
    {
      self = .unstamped
    } else {
      self = .foreign
    }
  }

  /// Stamps the database open on `db` as a ledger store; inside a transaction, the stamp commits
  /// or rolls back with it.
  static func stamp(_ db: Database) throws {
    try db.execute(sql: "PRAGMA application_id = \(applicationID)")
  }
}
