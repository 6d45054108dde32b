import Foundation
import SheetCSV

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

  /// Writes text to standard output, from the string's own bytes: a report of hundreds of
  /// megabytes is not copied first.
  static func standardOutput(_ text: String) {
    var text = text
    text.withUTF8 { standardOutput(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Writes bytes to standard output. Should the output be closed early (`| head`), what is
  /// left is dropped: there is no one left to tell.
  static func standardOutput(bytes: UnsafeRawBufferPointer) {
    _ = writeAll(bytes, to: STDOUT_FILENO)
  }
}
