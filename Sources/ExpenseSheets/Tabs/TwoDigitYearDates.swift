/// The date cells of a tab that spell their year in two digits (`20/01/66`, `05/01/20`), by
/// sheet row: their century is a reading (2000-2099), not written, and so is their calendar (a
/// Thai Buddhist, Hijri or Japanese era year shown in two digits reads as a Gregorian one), so
/// that a merge does not change a stored date on their word alone.
///
/// Only the rows that have such cells are held, in ascending sheet order, each with its columns:
/// a tab whose dates are all written in full costs nothing.
package struct TwoDigitYearDates: Sendable, Hashable {
  /// The sheet rows that have such cells, ascending.
  private var sheetRows: [Int] = []
  /// For each of `sheetRows`, a bit set for each column, by the codec's `Column.index`, whose
  /// date cell spells its year in two digits.
  private var columnBits: [UInt32] = []

  /// No cells at all.
  package init() {}

  /// Whether no row has such cells.
  package var isEmpty: Bool { sheetRows.isEmpty }

  /// Adds a sheet row after the rows held, with the bits of its columns.
  package mutating func append(sheetRow: Int, columns: UInt32) {
    assert(sheetRows.last.map { $0 < sheetRow } ?? true, "sheet rows are added in order")
    sheetRows.append(sheetRow)
    columnBits.append(columns)
  }

  /// Adds the rows of `other`, all after the rows held.
  mutating func append(contentsOf other: TwoDigitYearDates) {
    sheetRows += other.sheetRows
    columnBits += other.columnBits
  }

  /// The bits of the columns, by `Column.index`, whose date cell in `sheetRow` spells its year
  /// in two digits; `0` when none does.
  ///
  /// - Complexity: O(log n) in the number of rows held.
  func columns(ofSheetRow sheetRow: Int) -> UInt32 {
    var (low, high) = (0, sheetRows.count)
    while low < high {
      let middle = (low + high) / 2
      if sheetRows[middle] < sheetRow { low = middle + 1 } else { high = middle }
    }
    return low < sheetRows.count && sheetRows[low] == sheetRow ? columnBits[low] : 0
  }
}
