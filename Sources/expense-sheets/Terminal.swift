import Foundation

/// Where the tool writes, and whether a person is watching.
enum Terminal {
  /// Whether standard output is a terminal and colour is allowed (`NO_COLOR` unset).
  static var colorsStandardOutput: Bool {
    isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// Whether standard error is a terminal, so progress may be shown.
  static var showsProgress: Bool { isatty(STDERR_FILENO) == 1 }

  /// Writes a line to standard error.
  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Writes text to standard output.
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes bytes to standard output.
  static func standardOutput(bytes: UnsafeRawBufferPointer) {
    FileHandle.standardOutput.write(Data(bytes))
  }
}
