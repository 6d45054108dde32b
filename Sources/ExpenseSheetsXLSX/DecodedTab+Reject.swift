import ExpenseSheets

extension DecodedTab {
  /// Marks the rows at `sheetRows` as rows whose cells could not be read, keeping their keys:
  /// a merge then keeps the local rows they name.
  ///
  /// - Complexity: O(*n*) in the tab's rows.
  mutating func reject(sheetRows: Set<Int>) {
    guard !sheetRows.isEmpty else { return }
    for index in rows.indices where sheetRows.contains(rows[index].sheetRow) {
      rows[index].value = nil
    }
  }
}
