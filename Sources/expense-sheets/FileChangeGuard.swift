#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the `SIGBUS` of a memory-mapped file that another program cut short while the tool
/// read it into a clear message and exit status 2, instead of a crash.
///
/// The tool maps the sheet's files rather than copying them (see `WorkbookReader.fileAccess`).
/// Nothing is written by then but inside a store transaction, which SQLite rolls back.
enum FileChangeGuard {
  /// The message, written with one `write(2)` from the signal handler: no allocation there.
  private static let message: StaticString =
    "error: a file of the workbook changed while it was read (was it being saved?); nothing was written. Run the command again.\n"

  /// Installs the handler; call it before reading any file.
  static func install() {
    _ = message  // initialized here, not in the handler
    signal(SIGBUS) { _ in
      let text = FileChangeGuard.message
      _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
      _exit(2)
    }
  }
}
