/// Consecutive rows of one tab written as CSV records: each row's known cells, with its
/// unknown-column cells kept aside, since which unknown columns a tab has is known only once all
/// its rows are.
package struct EncodedRows: Sendable {
  /// The tab the rows belong to.
  package let tab: Tab
  /// The records, known columns only, each ending with its line ending.
  var bytes: [UInt8] = []
  /// Where each record ends in ``bytes``, after its line ending.
  var recordEnds: [Int] = []
  /// The unknown-column cells of each row that has any, by the row's index among these rows.
  var extraCells: [(row: Int, cells: [ExtraCell])] = []

  /// How many rows there are.
  package var count: Int { recordEnds.count }

  /// No rows of `tab` yet.
  init(tab: Tab) {
    self.tab = tab
  }
}
