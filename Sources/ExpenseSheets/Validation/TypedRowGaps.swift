/// Which of its id and timestamps a row typed into the sheet lacked, as its decoded row said.
public struct TypedRowGaps: Sendable, Hashable {
  /// Whether the id cell was empty: the row's id is derived from its content.
  public var isMissingKey: Bool
  /// Whether a timestamp cell was empty.
  public var isMissingStamp: Bool

  /// Creates the gaps of a typed row.
  public init(isMissingKey: Bool, isMissingStamp: Bool) {
    self.isMissingKey = isMissingKey
    self.isMissingStamp = isMissingStamp
  }
}
