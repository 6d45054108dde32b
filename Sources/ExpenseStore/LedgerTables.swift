import ExpenseSheets
import GRDB

/// One of the store's two table sets, and the writes of a whole ledger to it (``StoredLedger``
/// reads it).
///
/// The live set holds the ledger; the base set (tables prefixed `base_`) holds rows as last
/// exported: the copies of the rows changed since (see ``BaseSnapshot``), or a whole exported
/// ledger. Both have the same columns, so one code path serves both.
struct LedgerTables {
  /// The table-name prefix: `""` for the live ledger, `"base_"` for the base snapshot.
  var prefix: String
  /// The store's path, for error messages.
  var path: String

  /// Whether these are the live ledger's tables, whose writes keep the base as exported.
  var isLive: Bool { prefix.isEmpty }

  /// The live ledger's tables.
  static func live(path: String) -> LedgerTables { LedgerTables(prefix: "", path: path) }
  /// The base snapshot's tables.
  static func base(path: String) -> LedgerTables { LedgerTables(prefix: "base_", path: path) }

  /// The table names of every tab, without prefix.
  static let tables = [
    Transaction.table, Receipt.table, ExpenseSheets.Category.table, RecurringRule.table,
    AppSettings.table,
  ]

  /// Whether no table of the set holds a row.
  func isEmpty(_ db: Database) throws -> Bool {
    for table in LedgerTables.tables
    where try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(prefix)\(table))") == true {
      return false
    }
    return true
  }

  /// Makes the tables hold `ledger` and nothing else.
  ///
  /// The Transactions and Receipts tables are written as a merge writes them (only the rows
  /// that differ, are added, deleted or must move) when those are at most a third of the rows,
  /// as after the same workbook is imported again; otherwise, as every smaller table, every row is
  /// deleted and `ledger`'s inserted, with their digests worked out beforehand: the
  /// Transactions tab's on all cores, the Receipts tab's on another core while the
  /// transactions are written.
  func replace(with ledger: Ledger, _ db: Database, writes: inout WriteBudget) throws {
    let receiptDigestsWork = BackgroundWork { [receipts = ledger.receipts] in
      RowDigests.of(receipts)
    }
    let transactionDigests = RowDigests.of(ledger.transactions)
    if !(try replaceChangedRows(ledger.transactions, digests: transactionDigests, db, &writes)) {
      try insertAll(ledger.transactions, digests: transactionDigests, db, writes: &writes)
    }
    let receiptDigests = try receiptDigestsWork.value()
    if !(try replaceChangedRows(ledger.receipts, digests: receiptDigests, db, &writes)) {
      try insertAll(ledger.receipts, digests: receiptDigests, db, writes: &writes)
    }
    try insertAll(ledger.categories, db, writes: &writes)
    try insertAll(ledger.recurringRules, db, writes: &writes)
    try insertAll(ledger.settings.map { [$0] } ?? [], db, writes: &writes)
  }

  /// Writes only the rows that differ between `stored` and `merged`, matched by key.
  ///
  /// A row is rewritten when its values differ or when it must move to keep `merged`'s order;
  /// rows keep their stored `position` whenever the order allows, so deleting or appending
  /// rows does not renumber the others.
  func apply(
    stored: Ledger, places: StoredPlaces, merged: Ledger, _ db: Database,
    writes: inout WriteBudget
  ) throws -> ChangeCounts {
    var counts = ChangeCounts()
    counts += try apply(
      stored: stored.transactions, places: places.transactions,
      merged: merged.transactions, db, &writes)
    counts += try apply(
      stored: stored.receipts, places: places.receipts, merged: merged.receipts, db,
      &writes)
    counts += try apply(
      stored: stored.categories, places: places.categories, merged: merged.categories,
      db, &writes)
    counts += try apply(
      stored: stored.recurringRules, places: places.recurringRules,
      merged: merged.recurringRules, db, &writes)
    counts += try apply(
      stored: stored.settings.map { [$0] } ?? [], places: places.settings,
      merged: merged.settings.map { [$0] } ?? [], db, &writes)
    return counts
  }

  /// How many rows one INSERT statement of a bulk write holds.
  static let insertBatch = 32

  /// Deletes every row of `R`'s table, then inserts `rows` with their `digests` (each row's
  /// own when `nil`).
  private func insertAll<R: StoredRow>(
    _ rows: [R], digests: [Int64]? = nil, _ db: Database, writes: inout WriteBudget
  ) throws {
    let digests = digests ?? RowDigests.of(rows)
    let table = prefix + R.table
    // The live rows go: the base keeps those it still needs.
    let base = try isLive && BaseSnapshot.isRecorded(db) ? BaseSnapshot(path: path) : nil
    try base?.keepAllRows(of: R.self, db)
    try db.execute(sql: "DELETE FROM \(table)")
    guard !rows.isEmpty else { return }
    // Building an index once after a bulk insert is much faster than updating it row by row,
    // so the secondary indexes are dropped and re-created from their own stored definitions
    // (the schema stays exactly what the migrations made). All but an index of `position`
    // alone: the rows go in position order, so each only appends to it, which costs less than
    // sorting them all again after.
    let indexes =
      rows.count < 10_000
      ? []
      : try Row.fetchAll(
        db,
        sql: """
          SELECT name, sql FROM sqlite_master AS m
          WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL
            AND (SELECT group_concat(name) FROM pragma_index_info(m.name)) IS NOT 'position'
          """,
        arguments: [table]
      ).map { (name: $0[0] as String, sql: $0[1] as String) }
    for index in indexes { try db.execute(sql: "DROP INDEX \(index.name)") }
    // Rows go in `insertBatch` at a time, one statement run for them all: SQLite's work per
    // statement run (reset, step, program start) is shared by the batch.
    var start = 0
    if rows.count >= Self.insertBatch {
      let insertMany = try db.cachedStatement(
        sql: R.insertSQL(prefix: prefix, rows: Self.insertBatch))
      while rows.count - start >= Self.insertBatch {
        let batch = start..<start + Self.insertBatch
        for _ in batch { try writes.spend() }
        try insertMany.execute(db) { binder in
          for position in batch {
            rows[position].bind(to: &binder, position: position, digest: digests[position])
          }
        }
        start = batch.upperBound
      }
    }
    let insert = try db.cachedStatement(sql: R.insertSQL(prefix: prefix))
    for position in start..<rows.count {
      try writes.spend()
      try insert.execute(db) {
        rows[position].bind(to: &$0, position: position, digest: digests[position])
      }
    }
    for index in indexes { try db.execute(sql: index.sql) }
    try base?.markAddedKeysAbsent(R.self, db)
  }

  /// Writes only the rows of `R`'s table that differ between `stored`, at `places`, and
  /// `merged`, as the ledger's ``apply(stored:places:merged:_:writes:)`` does.
  func apply<R: StoredRow>(
    stored: [R], places: RowPlaces, merged: [R], _ db: Database, _ writes: inout WriteBudget
  ) throws -> ChangeCounts {
    var counts = ChangeCounts()
    let positions = places.positions
    // Merged rows mostly keep the stored order, so the row after the last one matched is tried
    // first; the hashed index is built only when that guess misses.
    var storedIndex: [R.Key: Int]?
    var next = 0
    var matched = [Bool](repeating: false, count: stored.count)
    var matchedCount = 0
    let insert = try db.cachedStatement(sql: R.insertSQL(prefix: prefix))
    var base = isLive ? try BaseRowKeeper<R>(db) : nil
    // One UPDATE statement per set of changed columns met, that finds the row by rowid; and
    // one that finds it by key, for a row no longer at its rowid (a VACUUM renumbers them).
    var updates: [UInt32: Statement] = [:]
    var updatesByKey: [UInt32: Statement] = [:]
    func update(_ changed: UInt32, byRowID: Bool) throws -> Statement {
      if let known = byRowID ? updates[changed] : updatesByKey[changed] { return known }
      let made = try db.makeStatement(
        sql: R.updateSQL(prefix: prefix, changed: changed, byRowID: byRowID))
      if byRowID { updates[changed] = made } else { updatesByKey[changed] = made }
      return made
    }
    var placement = RowPlacement()
    for index in merged.indices {
      let key = merged[index].key
      let found: Int?
      if next < stored.count, stored[next].key == key {
        found = next
      } else if matchedCount == stored.count {
        // Every stored row is matched: a row a merge appends is new, or its insert fails on the
        // unique key index below.
        found = nil
      } else {
        if storedIndex == nil {
          var built: [R.Key: Int] = [:]
          built.reserveCapacity(stored.count)
          for (position, row) in stored.enumerated() { built[row.key] = position }
          storedIndex = built
        }
        found = storedIndex?[key]
      }
      if let old = found {
        guard !matched[old] else {
          throw StoreError.duplicateKey(path, table: prefix + R.table, key: "\(key)")
        }
        matched[old] = true
        matchedCount += 1
        next = old + 1
        let oldPosition = positions[old]
        let changed: UInt32
        if !placement.placeStored(at: oldPosition) {
          if stored[old] == merged[index] { continue }
          changed = merged[index].changedColumns(from: stored[old])
        } else {
          changed = merged[index].changedColumns(from: stored[old]) | R.positionBit
        }
        let newPosition = placement.position
        if changed == 0 { continue }
        try writes.spend()
        try base?.willChange(stored[old], at: oldPosition, db)
        // The key, `?1`, the changed columns and the rowid: the others are not bound at all.
        let rowID = places.rowIDs[old]
        try update(changed, byRowID: true).execute(db, used: changed | 1 | R.rowIDBit) {
          [newPosition] in
          merged[index].bind(to: &$0, position: newPosition)
          $0.bind(rowID)
        }
        if db.changesCount == 0 {
          try update(changed, byRowID: false).execute(db, used: changed | 1) { [newPosition] in
            merged[index].bind(to: &$0, position: newPosition)
          }
        }
        counts.updated += 1
      } else {
        placement.placeNew()
        let newPosition = placement.position
        try writes.spend()
        // The table's unique key index finds a key inserted twice, or one a matched row holds.
        do {
          try insert.execute(db) { [newPosition] in
            merged[index].bind(to: &$0, position: newPosition)
          }
        } catch let error as DatabaseError
          where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
        {
          throw StoreError.duplicateKey(path, table: prefix + R.table, key: "\(key)")
        }
        try base?.didAdd(key)
        counts.inserted += 1
      }
    }
    let delete = try db.cachedStatement(sql: R.deleteSQL(prefix: prefix))
    for index in stored.indices where !matched[index] {
      try writes.spend()
      try base?.willChange(stored[index], at: positions[index], db)
      try delete.execute(arguments: [stored[index].key])
      counts.deleted += 1
    }
    return counts
  }
}

/// How many rows a write inserted, updated and deleted.
struct ChangeCounts: Hashable {
  var inserted = 0
  var updated = 0
  var deleted = 0

  static func += (lhs: inout ChangeCounts, rhs: ChangeCounts) {
    lhs.inserted += rhs.inserted
    lhs.updated += rhs.updated
    lhs.deleted += rhs.deleted
  }
}

/// A test hook: lets tests make a write fail after a number of rows, to prove atomicity.
struct WriteBudget {
  /// The error thrown when the budget runs out.
  struct Exhausted: Error {}

  /// How many more rows may be written; `nil` for no limit.
  var remaining: Int?

  /// No limit: what every public entry point uses.
  static let unlimited = WriteBudget(remaining: nil)

  mutating func spend() throws {
    guard let left = remaining else { return }
    if left == 0 { throw Exhausted() }
    remaining = left - 1
  }
}
