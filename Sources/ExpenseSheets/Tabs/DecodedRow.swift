/// One data row decoded from a tab, with where it stands in the sheet.
package struct DecodedRow<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The sheet row as the spreadsheet shows it (the header is row 1).
  package var sheetRow: Int
  /// The decoded row, or `nil` when one of its cells could not be read (see the diagnostics).
  package var value: Value?
  /// The row's key when it could be read, even if other cells could not.
  package var key: RowKey?
  /// Whether the row's id cell is empty: the row is given an id derived from its content, so
  /// decoding the same sheet twice gives the same id.
  package var isMissingKey: Bool
  /// Whether a timestamp cell is empty: it takes the other's time, or a placeholder when both
  /// are empty.
  package var isMissingStamp: Bool

  /// Whether a person typed the row without its id or timestamps: the merger treats it as new.
  package var isTyped: Bool { isMissingKey || isMissingStamp }

  /// Creates a decoded row.
  package init(
    sheetRow: Int, value: Value?, key: RowKey?, isMissingKey: Bool = false,
    isMissingStamp: Bool = false
  ) {
    self.sheetRow = sheetRow
    self.value = value
    self.key = key
    self.isMissingKey = isMissingKey
    self.isMissingStamp = isMissingStamp
  }
}
