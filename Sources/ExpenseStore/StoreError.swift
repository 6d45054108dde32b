/// An error of the local store: it names the store's file, says what happened and what to do.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The store's file.
  public var path: String
  /// What happened, and what to do about it.
  public var message: String

  /// Creates an error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
