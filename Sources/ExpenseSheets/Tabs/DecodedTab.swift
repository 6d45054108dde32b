import Foundation

/// A whole tab decoded from CSV: its layout, its rows, and the problems found in its cells.
package struct DecodedTab<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Where the columns stand.
  package var layout: TabLayout
  /// The data rows in sheet order; blank rows are left out.
  package var rows: [DecodedRow<Value>]
  /// Problems found while reading cells and the header (codes such as `invalid-value`).
  package var diagnostics: [Diagnostic]
  /// The timestamp cells that carried no zone, when there are any.
  var floatingTimestamps: FloatingTimestamps?
  /// The rows rejected only because their amount cell holds a date, in sheet order.
  package var datedAmountRows: [DatedAmountRow<Value>] = []
  /// The read rows' date cells that spell their year in two digits: a merge takes no change
  /// of a stored date from them alone.
  var twoDigitYearDates = TwoDigitYearDates()
  /// The id of the export the tab's file comes from, named in its header; `nil` when the
  /// header names none (a file written before exports had ids, or the cell removed).
  package var exportId: UUID?
  /// The order the tab's own cells show its dates are written in, when some can be read only
  /// one way; the workbook's other tabs follow it when theirs cannot tell.
  var shownDateOrder: WorkbookDateOrder?
  /// Whether some date cells of the tab read either way and nothing in the tab decided which:
  /// they are errors unless the workbook's other tabs show the order.
  var needsDateOrder = false

  /// Creates a decoded tab.
  package init(
    layout: TabLayout, rows: [DecodedRow<Value>], diagnostics: [Diagnostic], exportId: UUID? = nil
  ) {
    self.layout = layout
    self.rows = rows
    self.diagnostics = diagnostics
    self.exportId = exportId
  }

  /// The tab.
  package var tab: Tab { layout.tab }
}
