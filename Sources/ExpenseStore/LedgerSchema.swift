import GRDB

/// The store's schema as named GRDB migrations.
///
/// Migrations are frozen once shipped: never edit one, add a new one. They use plain SQL
/// only, never app types, so that an old migration always means what it meant.
enum LedgerSchema {
  /// The identifiers of every migration this build knows, in order.
  static var knownIdentifiers: [String] { migrations.map(\.identifier) }

  /// The identifier of the first migration, which every store made by this package has applied.
  static var firstIdentifier: String { migrations[0].identifier }

  /// The migrator that brings a store up to this build's schema.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for migration in migrations {
      migrator.registerMigration(migration.identifier) { db in
        for statement in migration.statements { try db.execute(sql: statement) }
      }
    }
    return migrator
  }

  private static let migrations: [(identifier: String, statements: [String])] = [
    ("v1-ledger", ledgerTables),
    ("v2-base-snapshot", baseSnapshotTables),
    ("v3-merge-history", mergeHistoryTable),
    ("v4-revision", revisionTable),
    ("v5-named-key-indexes", namedKeyIndexes),
    ("v6-copy-on-write-base", copyOnWriteBase),
    ("v7-unread-indexes-dropped", unreadIndexesDropped),
    ("v8-export-bases", exportBases),
    ("v9-row-digests", rowDigests),
    ("v10-export-file-stamps", exportFileStamps),
    ("v11-merged-sheet-edits", mergedSheetEdits),
    ("v12-deflated-merge-reports", deflatedMergeReports),
  ]

  /// Each merge's report is kept deflated (``DeflatedReport``) in `reportDeflated`, with an
  /// empty `reportJSON`; a merge recorded before keeps its report as text in `reportJSON`.
  private static let deflatedMergeReports: [String] = [
    "ALTER TABLE mergeHistory ADD COLUMN reportDeflated BLOB"
  ]

  /// The sheet values each merge took, by the export the sheet came from (`exportSeq`), the
  /// table the row is in, its key as the sheet writes it, and the field: a sheet of that export
  /// merged again does not take them a second time over later changes. Rows are appended and
  /// read by export only: no key orders them.
  private static let mergedSheetEdits: [String] = [
    """
    CREATE TABLE mergedSheetEdits (
      exportSeq INTEGER NOT NULL,
      tableName TEXT NOT NULL,
      key TEXT NOT NULL,
      field TEXT NOT NULL,
      value TEXT NOT NULL
    )
    """,
    "CREATE INDEX mergedSheetEdits_exportSeq ON mergedSheetEdits(exportSeq)",
  ]

  /// Each export records the files it placed as the file system stamps them (JSON), so that an
  /// export over them can tell them untouched without reading them.
  private static let exportFileStamps: [String] = [
    "ALTER TABLE exports ADD COLUMN fileStamps TEXT"
  ]

  /// Every live and base row gets a `digest`: a 64-bit digest of its model columns' values,
  /// written with the row, so that a merge finds the rows a sheet holds unchanged
  /// without reading them. Rows stored before have none (`NULL`) until they are written again:
  /// a merge reads those in full.
  private static let rowDigests: [String] = [
    "transactions", "receipts", "categories", "recurringRules", "settings",
  ].flatMap { table in
    [
      "ALTER TABLE \(table) ADD COLUMN digest INTEGER",
      "ALTER TABLE base_\(table) ADD COLUMN digest INTEGER",
    ]
  }

  /// The store keeps the base of each recent export, keyed by its id, instead of the last
  /// export's alone. `exports` numbers the exports in order (`seq`); a row of a `base_` table
  /// or of `baseAbsentKeys` now carries the `exportSeq` of the last export before the live row
  /// first changed, went, or was added. The base of export *s* is the live ledger except, for
  /// each key, its first such record with `exportSeq` >= *s*: the row as exported, or its
  /// absence. A store with one base keeps it as export 1, whose id is unknown (`NULL`).
  private static let exportBases: [String] =
    [
      """
      CREATE TABLE exports (
        seq INTEGER PRIMARY KEY,
        exportId BLOB,
        exportedAt INTEGER NOT NULL,
        folder TEXT NOT NULL
      )
      """,
      "CREATE UNIQUE INDEX exports_exportId ON exports(exportId)",
      """
      INSERT INTO exports (seq, exportId, exportedAt, folder)
        SELECT 1, NULL, exportedAt, folder FROM exportState
      """,
      "DROP TABLE exportState",
      """
      CREATE TABLE v8_baseAbsentKeys (
        tableName TEXT NOT NULL,
        key NOT NULL,
        exportSeq INTEGER NOT NULL,
        PRIMARY KEY (tableName, key, exportSeq)
      ) WITHOUT ROWID
      """,
      "INSERT INTO v8_baseAbsentKeys SELECT tableName, key, 1 FROM baseAbsentKeys",
      "DROP TABLE baseAbsentKeys",
      "ALTER TABLE v8_baseAbsentKeys RENAME TO baseAbsentKeys",
    ]
    + [
      ("transactions", "transactionId"), ("receipts", "receiptId"), ("categories", "name"),
      ("recurringRules", "recurringRuleId"), ("settings", "datasetId"),
    ].flatMap { table, key in
      [
        "ALTER TABLE base_\(table) ADD COLUMN exportSeq INTEGER NOT NULL DEFAULT 1",
        "DROP INDEX base_\(table)_\(key)",
        "CREATE UNIQUE INDEX base_\(table)_\(key) ON base_\(table)(\(key), exportSeq)",
      ]
    }

  /// Drops the secondary indexes that no query reads: the store finds rows by key and reads
  /// them in position order only. Every write kept them up to date; a merge, which gives every
  /// row it changes a new `lastModifiedAt`, rewrote an entry of that index for each.
  private static let unreadIndexesDropped: [String] = [
    "DROP INDEX transactions_date",
    "DROP INDEX transactions_category",
    "DROP INDEX transactions_recurringRuleId",
    "DROP INDEX transactions_lastModifiedAt",
    "DROP INDEX receipts_transactionId",
    "DROP INDEX receipts_lastModifiedAt",
    "DROP INDEX categories_lastModifiedAt",
    "DROP INDEX recurringRules_category",
    "DROP INDEX recurringRules_lastModifiedAt",
  ]

  /// The base snapshot becomes copy-on-write: an export no longer copies the ledger into the
  /// `base_` tables. The base is every live row except those whose key has a row in its `base_`
  /// table (the row as exported, copied there before the live row first changed or went) or in
  /// `baseAbsentKeys` (rows added since the export), plus those `base_` rows. A store migrated
  /// with a full base keeps it: every live key it lacks is marked absent.
  private static let copyOnWriteBase: [String] =
    [
      """
      CREATE TABLE baseAbsentKeys (
        tableName TEXT NOT NULL,
        key NOT NULL,
        PRIMARY KEY (tableName, key)
      ) WITHOUT ROWID
      """
    ]
    + [
      ("transactions", "transactionId"), ("receipts", "receiptId"), ("categories", "name"),
      ("recurringRules", "recurringRuleId"), ("settings", "datasetId"),
    ].map { table, key in
      """
      INSERT INTO baseAbsentKeys (tableName, key)
        SELECT '\(table)', \(key) FROM \(table)
        WHERE EXISTS (SELECT 1 FROM exportState)
          AND NOT EXISTS (SELECT 1 FROM base_\(table) WHERE \(key) = \(table).\(key))
      """
    }

  /// The tables of v1 and v2 again, with each key's uniqueness kept by a named index instead of
  /// a table constraint, so that a bulk insert can drop it and build it once afterwards like
  /// the other indexes. The rows are copied; the base tables keep the live tables' columns in
  /// the same order, so that SQLite can copy one into the other page by page.
  private static let namedKeyIndexes: [String] = [
    """
    CREATE TABLE v5_transactions (
      transactionId BLOB NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      date TEXT NOT NULL,
      year INTEGER NOT NULL,
      month INTEGER NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      paidFlag TEXT,
      reimbursedFlag TEXT,
      recurringRuleId BLOB,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_transactions SELECT * FROM transactions",
    "DROP TABLE transactions",
    "ALTER TABLE v5_transactions RENAME TO transactions",
    "CREATE UNIQUE INDEX transactions_transactionId ON transactions(transactionId)",
    "CREATE INDEX transactions_position ON transactions(position)",
    "CREATE INDEX transactions_date ON transactions(date)",
    "CREATE INDEX transactions_category ON transactions(category)",
    "CREATE INDEX transactions_recurringRuleId ON transactions(recurringRuleId)",
    "CREATE INDEX transactions_lastModifiedAt ON transactions(lastModifiedAt)",
    """
    CREATE TABLE v5_receipts (
      receiptId BLOB NOT NULL,
      position INTEGER NOT NULL,
      transactionId BLOB NOT NULL,
      driveFileId TEXT NOT NULL,
      fileName TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_receipts SELECT * FROM receipts",
    "DROP TABLE receipts",
    "ALTER TABLE v5_receipts RENAME TO receipts",
    "CREATE UNIQUE INDEX receipts_receiptId ON receipts(receiptId)",
    "CREATE INDEX receipts_position ON receipts(position)",
    "CREATE INDEX receipts_transactionId ON receipts(transactionId)",
    "CREATE INDEX receipts_lastModifiedAt ON receipts(lastModifiedAt)",
    """
    CREATE TABLE v5_categories (
      name TEXT NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      emoji TEXT NOT NULL,
      colorHex TEXT NOT NULL,
      isActive INTEGER NOT NULL,
      sortOrder INTEGER,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_categories SELECT * FROM categories",
    "DROP TABLE categories",
    "ALTER TABLE v5_categories RENAME TO categories",
    "CREATE UNIQUE INDEX categories_name ON categories(name)",
    "CREATE INDEX categories_position ON categories(position)",
    "CREATE INDEX categories_lastModifiedAt ON categories(lastModifiedAt)",
    """
    CREATE TABLE v5_recurringRules (
      recurringRuleId BLOB NOT NULL,
      position INTEGER NOT NULL,
      isEnabled INTEGER NOT NULL,
      type TEXT NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      startDate TEXT NOT NULL,
      cadence TEXT NOT NULL,
      interval INTEGER NOT NULL,
      endDate TEXT,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_recurringRules SELECT * FROM recurringRules",
    "DROP TABLE recurringRules",
    "ALTER TABLE v5_recurringRules RENAME TO recurringRules",
    "CREATE UNIQUE INDEX recurringRules_recurringRuleId ON recurringRules(recurringRuleId)",
    "CREATE INDEX recurringRules_position ON recurringRules(position)",
    "CREATE INDEX recurringRules_category ON recurringRules(category)",
    "CREATE INDEX recurringRules_lastModifiedAt ON recurringRules(lastModifiedAt)",
    """
    CREATE TABLE v5_settings (
      datasetId BLOB NOT NULL,
      position INTEGER NOT NULL,
      schemaVersion INTEGER NOT NULL,
      timezone TEXT NOT NULL,
      rootFolderId TEXT NOT NULL,
      dataSpreadsheetId TEXT NOT NULL,
      receiptsFolderId TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_settings SELECT * FROM settings",
    "DROP TABLE settings",
    "ALTER TABLE v5_settings RENAME TO settings",
    "CREATE UNIQUE INDEX settings_datasetId ON settings(datasetId)",
    "CREATE INDEX settings_position ON settings(position)",
    """
    CREATE TABLE v5_base_transactions (
      transactionId BLOB NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      date TEXT NOT NULL,
      year INTEGER NOT NULL,
      month INTEGER NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      paidFlag TEXT,
      reimbursedFlag TEXT,
      recurringRuleId BLOB,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_base_transactions SELECT * FROM base_transactions",
    "DROP TABLE base_transactions",
    "ALTER TABLE v5_base_transactions RENAME TO base_transactions",
    "CREATE UNIQUE INDEX base_transactions_transactionId ON base_transactions(transactionId)",
    "CREATE INDEX base_transactions_position ON base_transactions(position)",
    """
    CREATE TABLE v5_base_receipts (
      receiptId BLOB NOT NULL,
      position INTEGER NOT NULL,
      transactionId BLOB NOT NULL,
      driveFileId TEXT NOT NULL,
      fileName TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_base_receipts SELECT * FROM base_receipts",
    "DROP TABLE base_receipts",
    "ALTER TABLE v5_base_receipts RENAME TO base_receipts",
    "CREATE UNIQUE INDEX base_receipts_receiptId ON base_receipts(receiptId)",
    "CREATE INDEX base_receipts_position ON base_receipts(position)",
    """
    CREATE TABLE v5_base_categories (
      name TEXT NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      emoji TEXT NOT NULL,
      colorHex TEXT NOT NULL,
      isActive INTEGER NOT NULL,
      sortOrder INTEGER,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_base_categories SELECT * FROM base_categories",
    "DROP TABLE base_categories",
    "ALTER TABLE v5_base_categories RENAME TO base_categories",
    "CREATE UNIQUE INDEX base_categories_name ON base_categories(name)",
    "CREATE INDEX base_categories_position ON base_categories(position)",
    """
    CREATE TABLE v5_base_recurringRules (
      recurringRuleId BLOB NOT NULL,
      position INTEGER NOT NULL,
      isEnabled INTEGER NOT NULL,
      type TEXT NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      startDate TEXT NOT NULL,
      cadence TEXT NOT NULL,
      interval INTEGER NOT NULL,
      endDate TEXT,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_base_recurringRules SELECT * FROM base_recurringRules",
    "DROP TABLE base_recurringRules",
    "ALTER TABLE v5_base_recurringRules RENAME TO base_recurringRules",
    "CREATE UNIQUE INDEX base_recurringRules_recurringRuleId ON base_recurringRules(recurringRuleId)",
    "CREATE INDEX base_recurringRules_position ON base_recurringRules(position)",
    """
    CREATE TABLE v5_base_settings (
      datasetId BLOB NOT NULL,
      position INTEGER NOT NULL,
      schemaVersion INTEGER NOT NULL,
      timezone TEXT NOT NULL,
      rootFolderId TEXT NOT NULL,
      dataSpreadsheetId TEXT NOT NULL,
      receiptsFolderId TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]'
    )
    """,
    "INSERT INTO v5_base_settings SELECT * FROM base_settings",
    "DROP TABLE base_settings",
    "ALTER TABLE v5_base_settings RENAME TO base_settings",
    "CREATE UNIQUE INDEX base_settings_datasetId ON base_settings(datasetId)",
    "CREATE INDEX base_settings_position ON base_settings(position)",
  ]

  /// A counter every write transaction increments, so a writer can tell cheaply whether the
  /// store changed since it was read.
  private static let revisionTable: [String] = [
    """
    CREATE TABLE storeRevision (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      revision INTEGER NOT NULL
    )
    """,
    "INSERT INTO storeRevision (id, revision) VALUES (1, 0)",
  ]

  /// The five entity tables, in position order, keyed by their model keys.
  private static let ledgerTables: [String] = [
    """
    CREATE TABLE transactions (
      transactionId BLOB NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      date TEXT NOT NULL,
      year INTEGER NOT NULL,
      month INTEGER NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      paidFlag TEXT,
      reimbursedFlag TEXT,
      recurringRuleId BLOB,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (transactionId)
    )
    """,
    """
    CREATE INDEX transactions_position ON transactions(position)
    """,
    """
    CREATE INDEX transactions_date ON transactions(date)
    """,
    """
    CREATE INDEX transactions_category ON transactions(category)
    """,
    """
    CREATE INDEX transactions_recurringRuleId ON transactions(recurringRuleId)
    """,
    """
    CREATE INDEX transactions_lastModifiedAt ON transactions(lastModifiedAt)
    """,
    """
    CREATE TABLE receipts (
      receiptId BLOB NOT NULL,
      position INTEGER NOT NULL,
      transactionId BLOB NOT NULL,
      driveFileId TEXT NOT NULL,
      fileName TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (receiptId)
    )
    """,
    """
    CREATE INDEX receipts_position ON receipts(position)
    """,
    """
    CREATE INDEX receipts_transactionId ON receipts(transactionId)
    """,
    """
    CREATE INDEX receipts_lastModifiedAt ON receipts(lastModifiedAt)
    """,
    """
    CREATE TABLE categories (
      name TEXT NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      emoji TEXT NOT NULL,
      colorHex TEXT NOT NULL,
      isActive INTEGER NOT NULL,
      sortOrder INTEGER,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (name)
    )
    """,
    """
    CREATE INDEX categories_position ON categories(position)
    """,
    """
    CREATE INDEX categories_lastModifiedAt ON categories(lastModifiedAt)
    """,
    """
    CREATE TABLE recurringRules (
      recurringRuleId BLOB NOT NULL,
      position INTEGER NOT NULL,
      isEnabled INTEGER NOT NULL,
      type TEXT NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      startDate TEXT NOT NULL,
      cadence TEXT NOT NULL,
      interval INTEGER NOT NULL,
      endDate TEXT,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (recurringRuleId)
    )
    """,
    """
    CREATE INDEX recurringRules_position ON recurringRules(position)
    """,
    """
    CREATE INDEX recurringRules_category ON recurringRules(category)
    """,
    """
    CREATE INDEX recurringRules_lastModifiedAt ON recurringRules(lastModifiedAt)
    """,
    """
    CREATE TABLE settings (
      datasetId BLOB NOT NULL,
      position INTEGER NOT NULL,
      schemaVersion INTEGER NOT NULL,
      timezone TEXT NOT NULL,
      rootFolderId TEXT NOT NULL,
      dataSpreadsheetId TEXT NOT NULL,
      receiptsFolderId TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (datasetId)
    )
    """,
    """
    CREATE INDEX settings_position ON settings(position)
    """,
  ]

  /// The snapshot of the last export (the base of the next merge) and when it was taken.
  private static let baseSnapshotTables: [String] = [
    """
    CREATE TABLE base_transactions (
      transactionId BLOB NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      date TEXT NOT NULL,
      year INTEGER NOT NULL,
      month INTEGER NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      paidFlag TEXT,
      reimbursedFlag TEXT,
      recurringRuleId BLOB,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (transactionId)
    )
    """,
    """
    CREATE INDEX base_transactions_position ON base_transactions(position)
    """,
    """
    CREATE TABLE base_receipts (
      receiptId BLOB NOT NULL,
      position INTEGER NOT NULL,
      transactionId BLOB NOT NULL,
      driveFileId TEXT NOT NULL,
      fileName TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (receiptId)
    )
    """,
    """
    CREATE INDEX base_receipts_position ON base_receipts(position)
    """,
    """
    CREATE TABLE base_categories (
      name TEXT NOT NULL,
      position INTEGER NOT NULL,
      type TEXT NOT NULL,
      emoji TEXT NOT NULL,
      colorHex TEXT NOT NULL,
      isActive INTEGER NOT NULL,
      sortOrder INTEGER,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (name)
    )
    """,
    """
    CREATE INDEX base_categories_position ON base_categories(position)
    """,
    """
    CREATE TABLE base_recurringRules (
      recurringRuleId BLOB NOT NULL,
      position INTEGER NOT NULL,
      isEnabled INTEGER NOT NULL,
      type TEXT NOT NULL,
      amount TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      note TEXT NOT NULL,
      startDate TEXT NOT NULL,
      cadence TEXT NOT NULL,
      interval INTEGER NOT NULL,
      endDate TEXT,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (recurringRuleId)
    )
    """,
    """
    CREATE INDEX base_recurringRules_position ON base_recurringRules(position)
    """,
    """
    CREATE TABLE base_settings (
      datasetId BLOB NOT NULL,
      position INTEGER NOT NULL,
      schemaVersion INTEGER NOT NULL,
      timezone TEXT NOT NULL,
      rootFolderId TEXT NOT NULL,
      dataSpreadsheetId TEXT NOT NULL,
      receiptsFolderId TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastModifiedAt INTEGER NOT NULL,
      extraCells TEXT NOT NULL DEFAULT '[]',
      UNIQUE (datasetId)
    )
    """,
    """
    CREATE INDEX base_settings_position ON base_settings(position)
    """,
    """
    CREATE TABLE exportState (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      exportedAt INTEGER NOT NULL,
      folder TEXT NOT NULL
    )
    """,
  ]

  /// One row per merge applied.
  private static let mergeHistoryTable: [String] = [
    """
    CREATE TABLE mergeHistory (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      time INTEGER NOT NULL,
      sourceFolder TEXT NOT NULL,
      totals TEXT NOT NULL,
      reportJSON TEXT NOT NULL
    )
    """
  ]
}
