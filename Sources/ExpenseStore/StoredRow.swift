import ExpenseSheets
import Foundation
import GRDB
import GRDBSQLite

/// A model row that the store keeps in one table: its columns, how to bind and read them.
///
/// Every table has the row's columns (its field table's, key first, then `extraCells`) and a
/// `position` column that keeps the ledger's order, so that a round trip gives back equal
/// arrays. ``bindColumns(to:)`` and ``init(columns:)`` are written by hand, being the hot
/// path of import and export; `StoredRowFieldTableTests` checks them against the field table.
protocol StoredRow: TabRow {
  /// The key the merger matches rows by.
  associatedtype Key: Hashable & Sendable & DatabaseValueConvertible
  /// The codec of the row's tab in the sheet.
  associatedtype Codec: TabCodec where Codec.Row == Self
  /// The live table's name; the base snapshot's table has the `base_` prefix.
  static var table: String { get }
  /// The model columns, key first, in the order ``bindColumns(to:)`` binds them: stored
  /// ``fieldColumns``.
  static var columns: [String] { get }
  /// For each of ``columns``, in order, whether two rows hold the same value in it: stored
  /// ``fieldEquality``.
  static var columnEquality: [@Sendable (Self, Self) -> Bool] { get }
  /// The row's key.
  var key: Key { get }
  /// When the row was created.
  var createdAt: Date { get set }
  /// When the row was last changed.
  var lastModifiedAt: Date { get set }
  /// Gives `binder` the column values in ``columns`` order.
  func bindColumns(to binder: inout some ColumnSink)
  /// Reads a row selected as ``columns`` in order.
  init(columns: ColumnReader) throws
  /// Writes the cells of the row selected as ``columns`` in order, as the tab's codec writes
  /// the row ``init(columns:)`` reads (``writeCellsThroughRow(_:to:)``), and returns its
  /// unknown-column cells; throws where ``init(columns:)`` throws.
  static func writeCells(_ columns: ColumnReader, to cells: inout CellWriter) throws
    -> [ExtraCell]
}

/// Where a row is read from, for error messages.
struct DecodingContext {
  /// The store's path.
  var path: String
  /// The table being read.
  var table: String

  func invalid(_ column: String, _ value: String) -> StoreError {
    .invalidData(path, table: table, column: column, value: value)
  }

  func extraCells(_ text: String) throws -> [ExtraCell] {
    guard let value = ColumnCoding.extraCells(text) else { throw invalid("extraCells", text) }
    return value
  }
}

extension StoredRow {
  /// The field table's column names, then `extraCells`.
  static var fieldColumns: [String] { fields.map(\.name) + ["extraCells"] }

  /// The field table's exact equalities, then that of `extraCells`.
  static var fieldEquality: [@Sendable (Self, Self) -> Bool] {
    fields.map(\.isIdentical) + [{ $0.extraCells == $1.extraCells }]
  }

  /// A SELECT of the model columns, then `position` and `rowid`, in position order; with
  /// `positionRange`, of the rows whose position is between `?1` and `?2`, both included.
  static func selectSQL(prefix: String, positionRange: Bool = false) -> String {
    let names = (columns + ["position", "rowid"]).joined(separator: ", ")
    let range = positionRange ? " WHERE position BETWEEN ?1 AND ?2" : ""
    return "SELECT \(names) FROM \(prefix)\(table)\(range) ORDER BY position"
  }

  /// Steps `statement`, a ``selectSQL(prefix:positionRange:)`` of `tables`, and gives `body`
  /// each row it selects with the row's position and rowid. The columns are read straight from
  /// the SQLite handle, with no `Row` decoding.
  static func forEachRow(
    of statement: Statement, in tables: LedgerTables, _ body: (Self, Int, Int64) throws -> Void
  ) throws {
    let positionIndex = Int32(Self.columns.count)
    try forEachSelection(of: statement, in: tables) { columns in
      try body(
        try Self(columns: columns), columns.int(positionIndex), columns.int64(positionIndex + 1))
    }
  }

  /// Steps `statement`, a ``selectSQL(prefix:positionRange:)`` of `tables` with its arguments
  /// bound, and gives `body` the reader of each row it selects, positioned on that row.
  ///
  /// The statement is stepped through the SQLite C API, without a GRDB cursor, and reset when
  /// done or failed.
  /// - Throws: The ``StoreError`` of the store's file when SQLite fails to step, or what
  ///   `body` throws.
  static func forEachSelection(
    of statement: Statement, in tables: LedgerTables, _ body: (ColumnReader) throws -> Void
  ) throws {
    let context = DecodingContext(path: tables.path, table: tables.prefix + table)
    let handle = statement.sqliteStatement
    let columns = ColumnReader(handle, context: context)
    sqlite3_reset(handle)
    defer { sqlite3_reset(handle) }
    while true {
      switch sqlite3_step(handle) {
      case SQLITE_ROW: try body(columns)
      case SQLITE_DONE: return
      case let code:
        let message = sqlite3_errmsg(sqlite3_db_handle(handle)).map { String(cString: $0) }
        throw StoreError.database(
          tables.path,
          DatabaseError(
            resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql))
      }
    }
  }

  /// The cells of the row selected as ``columns`` in order, written through the row: read as
  /// ``init(columns:)`` reads it, then written as the tab's codec writes it; returns its
  /// unknown-column cells. What ``writeCells(_:to:)`` does unless a type writes its columns
  /// straight, and the reference such a type is tested against.
  static func writeCellsThroughRow(_ columns: ColumnReader, to cells: inout CellWriter) throws
    -> [ExtraCell]
  {
    let row = try Self(columns: columns)
    Codec.write(row, to: &cells)
    return row.extraCells
  }

  /// Writes the cells through the row (``writeCellsThroughRow(_:to:)``).
  static func writeCells(_ columns: ColumnReader, to cells: inout CellWriter) throws
    -> [ExtraCell]
  {
    try writeCellsThroughRow(columns, to: &cells)
  }

  /// Binds the column values in ``columns`` order, then `position` and the row's digest (see
  /// ``RowDigest``): the parameters of ``insertSQL(prefix:)``.
  func bind(to binder: inout ColumnBinder, position: Int) {
    bind(to: &binder, position: position, digest: digest)
  }

  /// Binds as ``bind(to:position:)`` does, with the row's digest worked out already.
  func bind(to binder: inout ColumnBinder, position: Int, digest: Int64) {
    bindColumns(to: &binder)
    binder.bind(position)
    binder.bind(digest)
  }

  /// The digest of the row's column values, as the store keeps it in its `digest` column.
  var digest: Int64 {
    var digester = RowDigester()
    bindColumns(to: &digester)
    return digester.digest.value
  }

  /// The columns an INSERT or UPDATE writes, in parameter order: the model columns, `position`
  /// and `digest`.
  static var writtenColumns: [String] { columns + ["position", "digest"] }

  static func insertSQL(prefix: String) -> String {
    let names = writtenColumns.joined(separator: ", ")
    let values = (1...writtenColumns.count).map { "?\($0)" }.joined(separator: ", ")
    return "INSERT INTO \(prefix)\(table) (\(names)) VALUES (\(values))"
  }

  /// An INSERT of `count` rows at once, with the columns of ``insertSQL(prefix:)``: its
  /// parameters are each row's in turn, so that binding `count` rows in order fills it.
  static func insertSQL(prefix: String, rows count: Int) -> String {
    let names = writtenColumns.joined(separator: ", ")
    let row =
      "(" + Array(repeating: "?", count: writtenColumns.count).joined(separator: ", ") + ")"
    let values = Array(repeating: row, count: count).joined(separator: ", ")
    return "INSERT INTO \(prefix)\(table) (\(names)) VALUES \(values)"
  }

  /// The bit of `position` in a set of changed columns: the one after the model columns'.
  static var positionBit: UInt32 { 1 << UInt32(columns.count) }

  /// The bit of `digest` in a set of changed columns: the one after ``positionBit``, set
  /// whenever a model column changes.
  static var digestBit: UInt32 { positionBit << 1 }

  /// The columns whose values differ from `old`'s, as bits by index in ``columns``, with
  /// ``digestBit`` when any does; never the key's.
  func changedColumns(from old: Self) -> UInt32 {
    var changed: UInt32 = 0
    for (index, equal) in Self.columnEquality.enumerated().dropFirst() where !equal(self, old) {
      changed |= 1 << UInt32(index)
    }
    return changed == 0 ? 0 : changed | Self.digestBit
  }

  /// The bit of the rowid parameter of ``updateSQL(prefix:changed:byRowID:)``: the one after
  /// ``digestBit``.
  static var rowIDBit: UInt32 { digestBit << 1 }

  /// An UPDATE of the `changed` columns (bits by index in ``writtenColumns``) of
  /// the row whose key is `?1`, and, `byRowID`, whose rowid is the parameter after `position`'s
  /// (``rowIDBit``). Parameters keep the numbers of ``insertSQL(prefix:)``, so that
  /// ``bind(to:position:)`` serves every such statement, binding only the parameters it uses
  /// (`ColumnBinder(_:used:)`).
  ///
  /// Writing only the changed columns spares SQLite the update of every index on the others;
  /// finding the row by rowid spares it the key index, and the key still guards against a
  /// rowid that no longer holds the row.
  static func updateSQL(prefix: String, changed: UInt32, byRowID: Bool) -> String {
    let sets = writtenColumns.enumerated().dropFirst()
      .filter { changed & (1 << UInt32($0.offset)) != 0 }
      .map { "\($0.element) = ?\($0.offset + 1)" }.joined(separator: ", ")
    let key = "\(columns[0]) = ?1"
    let row = byRowID ? "rowid = ?\(writtenColumns.count + 1) AND \(key)" : key
    return "UPDATE \(prefix)\(table) SET \(sets) WHERE \(row)"
  }

  static func deleteSQL(prefix: String) -> String {
    "DELETE FROM \(prefix)\(table) WHERE \(columns[0]) = ?"
  }
}
