/// The cell of a column the model does not know (a column a person added to the sheet).
///
/// Rows keep these so that the export writes them back after the known columns.
public struct ExtraCell: Sendable, Hashable, Codable {
  /// The column's header as written in the sheet.
  public var column: String
  /// The cell's text.
  public var value: String

  /// Creates an extra cell.
  public init(column: String, value: String) {
    self.column = column
    self.value = value
  }
}
