/// Whether a column and its cells must be present.
package enum ColumnRule: Sendable, Hashable {
  /// The column must be present and every cell filled.
  case required
  /// The tab's key: the column must be present; an empty cell marks a row a person typed.
  case key
  /// `createdAt`/`lastModifiedAt`: an empty cell marks a row a person typed.
  case stamp
  /// May be absent or empty.
  case optional
}
