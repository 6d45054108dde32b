import ExpenseSheets
import Foundation

/// Where a stored row's column values go, in order: bound to a statement (``ColumnBinder``)
/// or digested (``RowDigester``). `StoredRow.bindColumns(to:)` serves both, so that a row's
/// digest covers every value the store writes.
protocol ColumnSink {
  /// Takes `value` as TEXT.
  mutating func bind(_ value: String)
  /// Takes `value` as a 16-byte BLOB.
  mutating func bind(_ value: UUID)
  /// Takes `value` as INTEGER.
  mutating func bind(_ value: Int64)
  /// Takes NULL.
  mutating func bindNull()
  /// Takes an amount, which the store keeps as its plain text.
  mutating func bind(amount: Decimal)
  /// Takes a calendar date, which the store keeps as its `YYYY-MM-DD` text.
  mutating func bind(date: SheetDate)
  /// Takes a row's unknown-column cells, which the store keeps as JSON text.
  mutating func bind(extraCells: [ExtraCell])
}

extension ColumnSink {
  mutating func bind(amount: Decimal) { bind(DecimalParts.plainText(of: amount)) }

  mutating func bind(date: SheetDate) { bind(ColumnCoding.text(date)) }

  mutating func bind(extraCells: [ExtraCell]) { bind(ColumnCoding.json(extraCells)) }

  /// Takes a calendar date, or NULL.
  mutating func bind(date: SheetDate?) {
    if let date { bind(date: date) } else { bindNull() }
  }

  /// Takes `value` as TEXT, or NULL.
  mutating func bind(_ value: String?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Takes `value` as a 16-byte BLOB, or NULL.
  mutating func bind(_ value: UUID?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Takes `value` as INTEGER.
  mutating func bind(_ value: Int) { bind(Int64(value)) }

  /// Takes `value` as INTEGER, or NULL.
  mutating func bind(_ value: Int?) {
    if let value { bind(value) } else { bindNull() }
  }

  /// Takes `value` as the INTEGER 1 or 0.
  mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }
}
