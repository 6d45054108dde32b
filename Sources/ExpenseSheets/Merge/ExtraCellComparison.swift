/// Cells of unknown columns as the merger compares them: by column and value, in any column
/// order, an empty cell the same as no cell. A column added in the sheet and left empty, or
/// unknown columns moved, changes no row.
enum ExtraCellComparison {
  /// Whether `a` and `b` hold the same non-empty cells.
  static func equal(_ a: [ExtraCell], _ b: [ExtraCell]) -> Bool {
    if a == b { return true }
    return filled(a) == filled(b)
  }

  /// The non-empty cells, ordered by column, then value.
  private static func filled(_ cells: [ExtraCell]) -> [ExtraCell] {
    cells.filter { !$0.value.isEmpty }.sorted { first, second in
      first.column != second.column
        ? first.column.precedesInByteOrder(second.column)
        : first.value.precedesInByteOrder(second.value)
    }
  }
}
