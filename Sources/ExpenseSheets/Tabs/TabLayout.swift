/// Where a tab's columns stand in one sheet: the header as found, and each known field's column.
package struct TabLayout: Sendable, Hashable {
  /// The tab.
  package var tab: Tab
  /// The header row as written in the sheet, in sheet order.
  package var header: [String]
  /// The zero-based sheet column of each known field that is present, by canonical field name.
  package var fieldColumns: [String: Int]

  /// Creates a layout.
  package init(tab: Tab, header: [String], fieldColumns: [String: Int]) {
    self.tab = tab
    self.header = header
    self.fieldColumns = fieldColumns
  }

  /// The A1 reference of a field's cell in a sheet row, or `nil` when the column is absent.
  package func cell(field: String, row: Int) -> String? {
    fieldColumns[field].map { A1.reference(tab: tab, column: $0, row: row) }
  }
}
