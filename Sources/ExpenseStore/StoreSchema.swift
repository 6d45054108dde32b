import GRDB

/// The store's schema, created and upgraded by named migrations that are frozen once shipped
/// and use no app types.
enum StoreSchema {
  /// The migrations this build knows, in order.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1 ledger, base snapshot and history") { db in
      for prefix in ["", "base_"] {
        try db.execute(
          sql: """
            CREATE TABLE \(prefix)transactions (
              transactionId TEXT PRIMARY KEY NOT NULL,
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
              recurringRuleId TEXT,
              createdAt INTEGER NOT NULL,
              lastModifiedAt INTEGER NOT NULL,
              extraCells TEXT
            );
            CREATE TABLE \(prefix)receipts (
              receiptId TEXT PRIMARY KEY NOT NULL,
              transactionId TEXT NOT NULL,
              driveFileId TEXT NOT NULL,
              fileName TEXT NOT NULL,
              createdAt INTEGER NOT NULL,
              lastModifiedAt INTEGER NOT NULL,
              extraCells TEXT
            );
            CREATE TABLE \(prefix)categories (
              name TEXT PRIMARY KEY NOT NULL,
              type TEXT NOT NULL,
              emoji TEXT NOT NULL,
              colorHex TEXT NOT NULL,
              isActive INTEGER NOT NULL,
              sortOrder INTEGER,
              createdAt INTEGER NOT NULL,
              lastModifiedAt INTEGER NOT NULL,
              extraCells TEXT
            );
            CREATE TABLE \(prefix)recurringRules (
              recurringRuleId TEXT PRIMARY KEY NOT NULL,
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
              extraCells TEXT
            );
            CREATE TABLE \(prefix)settings (
              datasetId TEXT PRIMARY KEY NOT NULL,
              schemaVersion INTEGER NOT NULL,
              timezone TEXT NOT NULL,
              rootFolderId TEXT NOT NULL,
              dataSpreadsheetId TEXT NOT NULL,
              receiptsFolderId TEXT NOT NULL,
              createdAt INTEGER NOT NULL,
              lastModifiedAt INTEGER NOT NULL,
              extraCells TEXT
            );
            """)
      }
      try db.execute(
        sql: """
          CREATE INDEX transactions_date ON transactions(date);
          CREATE INDEX transactions_category ON transactions(category);
          CREATE INDEX transactions_recurringRuleId ON transactions(recurringRuleId);
          CREATE INDEX transactions_lastModifiedAt ON transactions(lastModifiedAt);
          CREATE INDEX receipts_transactionId ON receipts(transactionId);
          CREATE INDEX receipts_lastModifiedAt ON receipts(lastModifiedAt);
          CREATE INDEX recurringRules_category ON recurringRules(category);
          CREATE TABLE exports (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time INTEGER NOT NULL,
            folder TEXT NOT NULL
          );
          CREATE TABLE merges (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            time INTEGER NOT NULL,
            sourceFolder TEXT NOT NULL,
            totals TEXT NOT NULL,
            report TEXT NOT NULL
          );
          CREATE TABLE revision (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            value INTEGER NOT NULL
          );
          INSERT INTO revision (id, value) VALUES (1, 0);
          """)
    }
    return migrator
  }
}
