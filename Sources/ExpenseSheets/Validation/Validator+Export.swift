import Foundation

extension Validator {
  /// What a read of `ledger`'s export would report: an app's check of its own ledger before it
  /// exports it, since the export writes any row, and a row a read rejects (an amount of 0, a
  /// category not in Categories, an extra cell named like a known column) comes back in no
  /// merge until someone fixes it in the sheet.
  ///
  /// Each problem names the cell the row's value is written to, in the files the export writes
  /// (`Transactions!F2` is the first transaction's amount).
  ///
  /// ```swift
  /// let report = try Validator().report(exporting: ledger)
  /// guard report.summary.errors == 0 else { return show(report.diagnostics) }
  /// ```
  ///
  /// - Throws: `WorkbookError` when a tab's export would pass the 2 GiB a read takes.
  /// - Complexity: O(cells): the ledger is encoded and read back.
  public func report(exporting ledger: Ledger) throws -> ValidationReport {
    report(try WorkbookReader().read(tabs: WorkbookWriter().encode(ledger)))
  }
}
