import ExpenseSheets

/// The digests of many rows at once (``StoredRow/digest``), worked out on all cores when the
/// rows are many: a bulk write binds them instead of digesting each row as it binds it.
enum RowDigests {
  /// From how many rows the digests are worked out side by side.
  static let sideBySideFrom = 10_000

  /// Each row's digest, in the rows' order.
  static func of<R: StoredRow>(_ rows: [R]) -> [Int64] {
    ChunkedWork.mapEach(rows.indices, sideBySideFrom: sideBySideFrom) { rows[$0].digest }
  }
}
