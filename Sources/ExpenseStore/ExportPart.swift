import ExpenseSheets
import GRDB

/// One part of an export: the rows of one tab whose positions lie in a range, read and encoded
/// on a connection of its own, so that the parts of a large tab share the cores.
struct ExportPart: Sendable {
  /// The tab.
  var tab: Tab
  /// The positions of the part's rows.
  var positions: ClosedRange<Int>

  /// About how many rows a part holds: enough that a part is worth a transaction, few enough
  /// that the parts of the largest tabs share two cores evenly.
  static let rowsPerPart = 32_768

  /// The parts of every tab of `live`, in file order: each tab's range of positions cut into
  /// parts of about `rowsPerPart` rows, by value (positions are nearly consecutive), every part
  /// at least one position wide; and how many rows the tabs hold in all.
  static func plan(_ db: Database, _ live: LedgerTables, rowsPerPart: Int) throws
    -> (parts: [ExportPart], rows: Int)
  {
    var rows = 0
    let parts = try Tab.allCases.flatMap { tab in
      let table = live.prefix + Self.table(of: tab)
      let row = try Row.fetchOne(
        db, sql: "SELECT COUNT(*), MIN(position), MAX(position) FROM \(table)")
      let count: Int = row?[0] ?? 0
      rows += count
      guard count > 0, let first: Int = row?[1], let last: Int = row?[2] else {
        return [ExportPart(tab: tab, positions: 0...0)]
      }
      let width = last.subtractingReportingOverflow(first)
      // Positions too far apart to cut without overflow stay in one part.
      guard !width.overflow, width.partialValue < Int.max / count - 1 else {
        return [ExportPart(tab: tab, positions: Int.min...Int.max)]
      }
      let span = width.partialValue + 1
      let pieces = min(span, max(1, count / max(rowsPerPart, 1)))
      return (0..<pieces).map { piece in
        let lower = piece == 0 ? Int.min : first + span * piece / pieces
        let upper = piece == pieces - 1 ? Int.max : first + span * (piece + 1) / pieces - 1
        return ExportPart(tab: tab, positions: lower...upper)
      }
    }
    return (parts, rows)
  }

  /// The part's rows of `live`, written as the tab's CSV records.
  func encode(_ db: Database, from live: LedgerTables) throws -> EncodedRows {
    switch tab {
    case .transactions: try Self.encode(Transaction.self, db, from: live, positions: positions)
    case .receipts: try Self.encode(Receipt.self, db, from: live, positions: positions)
    case .categories:
      try Self.encode(ExpenseSheets.Category.self, db, from: live, positions: positions)
    case .recurringRules: try Self.encode(RecurringRule.self, db, from: live, positions: positions)
    case .settings: try Self.encode(AppSettings.self, db, from: live, positions: positions)
    }
  }

  /// The table that holds `tab`'s rows.
  private static func table(of tab: Tab) -> String {
    switch tab {
    case .transactions: Transaction.table
    case .receipts: Receipt.table
    case .categories: ExpenseSheets.Category.table
    case .recurringRules: RecurringRule.table
    case .settings: AppSettings.table
    }
  }

  /// The rows of `R`'s table whose position lies in `positions`, in position order, each written
  /// as a record as soon as it is read: no row outlives its record.
  private static func encode<R: StoredRow>(
    _ type: R.Type, _ db: Database, from tables: LedgerTables, positions: ClosedRange<Int>
  ) throws -> EncodedRows {
    let statement = try db.cachedStatement(sql: R.selectPositionRangeSQL(prefix: tables.prefix))
    statement.arguments = [positions.lowerBound, positions.upperBound]
    let columns = ColumnReader(
      statement.sqliteStatement,
      context: DecodingContext(path: tables.path, table: tables.prefix + R.table))
    var encoder = TabRowEncoder<R.Codec>()
    let cursor = try Row.fetchCursor(statement)
    while try cursor.next() != nil { encoder.append(try R(columns: columns)) }
    return encoder.finish()
  }
}
