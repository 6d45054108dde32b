/// One known column of a tab: the column list of a codec is an enum conforming to this, with
/// its cases in export order and named exactly as the header.
package protocol TabColumn: CaseIterable, Hashable, Sendable where AllCases == [Self] {
  /// How the column's cells are written and read.
  var kind: CellKind { get }
  /// Whether the column and its cells must be present.
  var rule: ColumnRule { get }
}

extension TabColumn {
  /// The header name, such as `transactionId`.
  package var name: String { String(describing: self) }

  /// The column's position in export order.
  var index: Int { Self.allCases.firstIndex(of: self)! }
}
