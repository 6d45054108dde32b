import ExpenseSheets

extension Receipt {
  /// Writes a receipt's cells straight from its columns, as `ReceiptsCodec.write(_:to:)` writes
  /// the row ``init(columns:)`` reads, byte for byte: the text columns go from SQLite's bytes
  /// into the record without a `String` or a row in between.
  static func writeCells(_ columns: ColumnReader, to cells: inout CellWriter) throws
    -> [ExtraCell]
  {
    cells.uuid(try columns.uuid(0, "receiptId"))
    cells.uuid(try columns.uuid(1, "transactionId"))
    for index: Int32 in 2...3 {
      columns.withText(index) { cells.text(utf8: UnsafeRawBufferPointer($0)) }
    }
    cells.timestamp(milliseconds: columns.int64(4))
    cells.timestamp(milliseconds: columns.int64(5))
    return try columns.extraCells(6)
  }
}
