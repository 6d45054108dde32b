import ExpenseSheets
import GRDB

/// One part of an export: the rows of one tab whose positions lie in a range, read and encoded
/// on a connection of its own, so that the parts of a large tab share the cores.
struct ExportPart: Sendable {
  /// Reads the part's rows of the live tables through `db`, writing each as its CSV record.
  let encode: @Sendable (_ db: Database, _ live: LedgerTables) throws -> EncodedRows

  /// About how many rows a part holds: enough that a part is worth a transaction, few enough
  /// that the parts of the largest tabs share two cores evenly, and that a part's buffer (about
  /// 1 MiB) stays under the size from which the command-line tool's allocator maps each
  /// allocation afresh (4 MiB): freed buffers are reused, not faulted in and unmapped again
  /// part after part.
  static let rowsPerPart = 4_096

  /// About how many bytes a record of the large tabs takes (a transaction of the sample ledger
  /// about 173, a receipt about 220): a part's buffer is reserved for its rows at this size, so
  /// that it seldom grows.
  static let bytesPerRow = 256

  /// The parts of every tab of `live`, and how many rows the tabs hold in all.
  static func plan(_ db: Database, _ live: LedgerTables, rowsPerPart: Int) throws
    -> (parts: [ExportPart], rows: Int)
  {
    var parts: [ExportPart] = []
    var rows = 0
    func add<R: StoredRow>(_: R.Type) throws {
      let (tabParts, count) = try Self.parts(of: R.self, db, live, rowsPerPart: rowsPerPart)
      parts += tabParts
      rows += count
    }
    try add(Transaction.self)
    try add(Receipt.self)
    try add(ExpenseSheets.Category.self)
    try add(RecurringRule.self)
    try add(AppSettings.self)
    return (parts, rows)
  }

  /// The parts of `R`'s tab: its range of positions cut into parts of about `rowsPerPart` rows,
  /// by value (positions are nearly consecutive), every part at least one position wide; and
  /// how many rows the tab holds.
  private static func parts<R: StoredRow>(
    of _: R.Type, _ db: Database, _ live: LedgerTables, rowsPerPart: Int
  ) throws -> (parts: [ExportPart], rows: Int) {
    // Three subqueries, since SQLite counts a table and finds an indexed column's minimum or
    // maximum without a scan only when each stands alone.
    let table = live.prefix + R.table
    let row = try Row.fetchOne(
      db,
      sql: """
        SELECT (SELECT COUNT(*) FROM \(table)), (SELECT MIN(position) FROM \(table)),
          (SELECT MAX(position) FROM \(table))
        """)
    let count: Int = row?[0] ?? 0
    guard count > 0, let first: Int = row?[1], let last: Int = row?[2] else {
      return ([part(of: R.self, positions: 0...0, rows: 0)], 0)
    }
    let width = last.subtractingReportingOverflow(first)
    // Positions too far apart to cut without overflow stay in one part.
    guard !width.overflow, width.partialValue < Int.max / count - 1 else {
      let rows = min(count, Self.rowsPerPart)
      return ([part(of: R.self, positions: Int.min...Int.max, rows: rows)], count)
    }
    let span = width.partialValue + 1
    let pieces = min(span, max(1, count / max(rowsPerPart, 1)))
    let parts = (0..<pieces).map { piece in
      let lower = piece == 0 ? Int.min : first + span * piece / pieces
      let upper = piece == pieces - 1 ? Int.max : first + span * (piece + 1) / pieces - 1
      return part(of: R.self, positions: lower...upper, rows: count / pieces + 1)
    }
    return (parts, count)
  }

  /// The part of `R`'s rows whose position lies in `positions`, read in position order, each
  /// written as a record as soon as it is read, from its columns where `R` writes them
  /// straight (``StoredRow/writeCells(_:to:)``), into a buffer reserved for about `rows` rows.
  private static func part<R: StoredRow>(of _: R.Type, positions: ClosedRange<Int>, rows: Int)
    -> ExportPart
  {
    ExportPart { db, live in
      let statement = try db.cachedStatement(
        sql: R.selectSQL(prefix: live.prefix, positionRange: true))
      statement.arguments = [positions.lowerBound, positions.upperBound]
      var encoder = TabRowEncoder<R.Codec>(reservingCapacity: rows * bytesPerRow)
      try R.forEachSelection(of: statement, in: live) { columns in
        try encoder.append { cells in try R.writeCells(columns, to: &cells) }
      }
      return encoder.finish()
    }
  }
}
