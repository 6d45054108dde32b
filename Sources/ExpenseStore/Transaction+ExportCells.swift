import ExpenseSheets

extension Transaction {
  /// Writes a transaction's cells straight from its columns, as `TransactionsCodec.write(_:to:)`
  /// writes the row ``init(columns:)`` reads, byte for byte: the text columns go from SQLite's
  /// bytes into the record without a `String` or a row in between.
  static func writeCells(_ columns: ColumnReader, to cells: inout CellWriter) throws
    -> [ExtraCell]
  {
    cells.uuid(try columns.uuid(0, "transactionId"))
    cells.plain((try columns.value(1, "type") as TransactionType).rawValue)
    cells.date(try columns.sheetDate(2, "date"))
    cells.integer(columns.int(3))
    cells.integer(columns.int(4))
    cells.money(try columns.decimal(5, "amount"))
    for index: Int32 in 6...8 {
      columns.withText(index) { cells.text(utf8: UnsafeRawBufferPointer($0)) }
    }
    cells.plain((try columns.optionalValue(9, "paidFlag") as PaidFlag?)?.rawValue ?? "")
    cells.plain(
      (try columns.optionalValue(10, "reimbursedFlag") as ReimbursedFlag?)?.rawValue ?? "")
    cells.uuid(try columns.optionalUUID(11, "recurringRuleId"))
    cells.timestamp(milliseconds: columns.int64(12))
    cells.timestamp(milliseconds: columns.int64(13))
    return try columns.extraCells(14)
  }
}
