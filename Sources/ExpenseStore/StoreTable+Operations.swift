import GRDB

extension StoreTable {
  /// Every row of the table (or of its base snapshot, with prefix `base_`), in key order.
  static func fetchAll(_ db: Database, prefix: String = "") throws -> [Value] {
    let sql = "SELECT \(columns.joined(separator: ", ")) FROM \(prefix)\(name) ORDER BY rowid"
    var values: [Value] = []
    let cursor = try Row.fetchCursor(db, sql: sql)
    while let row = try cursor.next() { values.append(try decode(row)) }
    return values
  }

  /// Inserts rows, replacing rows with the same key, with one prepared statement.
  static func insert(_ values: some Sequence<Value>, _ db: Database, prefix: String = "") throws {
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let statement = try db.makeStatement(
      sql:
        "INSERT OR REPLACE INTO \(prefix)\(name) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
    )
    for value in values {
      try statement.execute(arguments: arguments(for: value))
    }
  }

  /// Deletes every row.
  static func deleteAll(_ db: Database, prefix: String = "") throws {
    try db.execute(sql: "DELETE FROM \(prefix)\(name)")
  }

  /// Writes only what differs between `current` (what the table holds) and `merged`: rows
  /// added or changed are upserted, rows whose key is gone are deleted.
  ///
  /// - Returns: the number of rows written or deleted.
  static func applyDifference(current: [Value], merged: [Value], _ db: Database) throws -> Int {
    var currentByKey: [String: Value] = [:]
    currentByKey.reserveCapacity(current.count)
    for value in current { currentByKey[key(of: value)] = value }
    var changed: [Value] = []
    var keptKeys: Set<String> = []
    keptKeys.reserveCapacity(merged.count)
    for value in merged {
      let key = key(of: value)
      keptKeys.insert(key)
      if currentByKey[key] != value { changed.append(value) }
    }
    try insert(changed, db)
    let delete = try db.makeStatement(sql: "DELETE FROM \(name) WHERE \(keyColumn) = ?")
    var deleted = 0
    for key in currentByKey.keys where !keptKeys.contains(key) {
      try delete.execute(arguments: [key])
      deleted += 1
    }
    return changed.count + deleted
  }
}
