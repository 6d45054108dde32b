import ExpenseSheets
import Foundation

/// Digests a row's column values without binding them (see ``RowDigest``). Amounts, dates and
/// an empty list of unknown-column cells are digested from their parts, without making the text
/// the store keeps: the same values give the same parts, and the same parts the same text.
struct RowDigester: ColumnSink {
  /// The digest of the values taken so far.
  private(set) var digest = RowDigest()

  mutating func bind(_ value: String) { digest.add(value) }

  mutating func bind(_ value: UUID) {
    withUnsafeBytes(of: value.uuid) { digest.addBlob($0) }
  }

  mutating func bind(_ value: Int64) { digest.add(value) }

  mutating func bindNull() { digest.addNull() }

  mutating func bind(amount: Decimal) {
    guard let parts = DecimalParts(amount) else { return bind(DecimalParts.plainText(of: amount)) }
    digest.addParts(
      Int64(bitPattern: parts.significand), Int64(parts.exponent), parts.isNegative ? 1 : 0)
  }

  mutating func bind(date: SheetDate) {
    digest.addParts(Int64(date.year), Int64(date.month), Int64(date.day))
  }

  mutating func bind(extraCells: [ExtraCell]) {
    guard extraCells.isEmpty else { return bind(ColumnCoding.json(extraCells)) }
    digest.addParts(0, 0, 0)
  }
}
