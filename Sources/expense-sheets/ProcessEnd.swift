import Foundation

/// Ends the tool once a command's work is done and written out.
enum ProcessEnd {
  /// Exits with `status` without releasing the command's values one by one.
  ///
  /// A large workbook leaves millions of rows, strings and index entries in memory; freeing
  /// them at the end of `run()` takes a tenth of a second and more on one core, and the system
  /// reclaims the memory at exit anyway. Call it only after the output is written and any
  /// store is closed.
  static func exit(_ status: Int32) -> Never {
    Foundation.exit(status)
  }
}
