import Foundation

/// A spreadsheet file that cannot be read or written: which file, and what is wrong.
public struct SpreadsheetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What is wrong, for people.
  public var message: String

  /// Creates an error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

extension SpreadsheetError: LocalizedError {
  /// The ``description``: what an app shows as the error's `localizedDescription`.
  public var errorDescription: String? { description }
}
