/// One known column of a tab: the column list of a codec is an enum conforming to this, with
/// its cases in export order and named exactly as the header.
///
/// The cases are the decoder's fast handle on a column; everything else about the column comes
/// from its row type's field table (``TabRow/fields``), and a test checks that both list the
/// same columns in the same order.
package protocol TabColumn: CaseIterable, Hashable, Sendable where AllCases == [Self] {
  /// The row type whose field table describes the columns.
  associatedtype Row: TabRow
}

extension TabColumn {
  /// The header name, such as `transactionId`, from the field table (the case's own name:
  /// `String(describing:)` would look the enum's conformances up at run time, in every process).
  package var name: String { Row.fields[index].name }

  /// The column's position in export order.
  var index: Int { Self.allCases.firstIndex(of: self)! }

  /// How the column's cells are written and read, from the field table.
  package var kind: CellKind { Row.fields[index].kind }

  /// Whether the column and its cells must be present, from the field table.
  package var rule: ColumnRule { Row.fields[index].rule }
}
