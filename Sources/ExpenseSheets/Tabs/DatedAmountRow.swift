/// A row rejected only because its amount cell holds a date (see ``DatedAmount``), read with
/// the date's first candidate as its amount: a merge reads it with the local row's amount when
/// that is among the candidates.
package struct DatedAmountRow<Row: Sendable & Hashable>: Sendable, Hashable {
  /// The row's position among its tab's decoded rows.
  var position: Int
  /// The row as read, its amount the first candidate.
  var value: Row
  /// The amount cell and what it may have been.
  var amount: DatedAmount
}
