/// Which of its id and timestamps a row typed into the sheet lacked, as its decoded row said.
package struct TypedRowGaps: Sendable, Hashable {
  /// Whether the id cell was empty: the row's id is derived from its content.
  package var isMissingKey: Bool
  /// Whether a timestamp cell was empty.
  package var isMissingStamp: Bool

  /// Creates the gaps of a typed row.
  package init(isMissingKey: Bool, isMissingStamp: Bool) {
    self.isMissingKey = isMissingKey
    self.isMissingStamp = isMissingStamp
  }
}
