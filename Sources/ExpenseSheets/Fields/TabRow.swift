/// A tab's row type with its field table: the one place a tab's columns are spelled.
///
/// The codec's `Column` enum, `MergeableRow`'s merge fields and the store's columns follow
/// ``fields``; hand-written per-row code (the decoder's `decode`, the encoder's `write`, the
/// store's bind and read) is tested against it.
package protocol TabRow: Sendable, Hashable {
  /// The known columns, key first, in export order (``TabField/name`` as in the header).
  static var fields: [TabField<Self>] { get }
  /// The cells of unknown columns that the row carries.
  var extraCells: [ExtraCell] { get set }
}

extension TabRow {
  /// The canonical text of each field in ``fields``, key first (text not yet guarded): a
  /// codec's cells of the row, and what a typed row's derived id is hashed from.
  package static func canonicalCells(of row: Self) -> [String] { fields.map { $0.text(row) } }
}
