import Foundation

/// An error that stops reading or writing a workbook: an unreadable or foreign file, a tab
/// claimed twice, a folder that cannot be written. It says where and what to do.
public struct WorkbookError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file or folder concerned.
  public var path: String
  /// The line (1-based) where the problem is, when it is inside a file.
  public var line: Int?
  /// The byte offset (0-based) where the problem is, when it is inside a file.
  public var byteOffset: Int?
  /// What is wrong and what to do about it.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int? = nil, byteOffset: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.byteOffset = byteOffset
    self.message = message
  }

  /// `path:line: message (byte N)`.
  public var description: String {
    var location = path
    if let line { location += ":\(line)" }
    var text = "\(location): \(message)"
    if let byteOffset { text += " (byte \(byteOffset))" }
    return text
  }
}

extension WorkbookError: LocalizedError {
  /// The ``description``: what an app shows as the error's `localizedDescription`.
  public var errorDescription: String? { description }
}
