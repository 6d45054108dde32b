import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a test only when the environment sets `EXPENSE_SHEETS_SPREADSHEETS=1`.
  ///
  /// The test sends files through a real spreadsheet program (LibreOffice's `soffice`,
  /// Gnumeric's `ssconvert`): seconds a file, minutes a suite, most of what `swift test` would
  /// take. So the README's `swift test` skips it and says why; `.ci/run` runs these tests, and
  /// so does `EXPENSE_SHEETS_SPREADSHEETS=1 swift test --filter` with the filter `.ci/run` uses.
  static var realSpreadsheets: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["EXPENSE_SHEETS_SPREADSHEETS"] == "1",
      "runs a real spreadsheet program, minutes of work: set EXPENSE_SHEETS_SPREADSHEETS=1 to run it"
    )
  }
}
