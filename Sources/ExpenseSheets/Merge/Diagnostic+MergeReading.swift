extension Diagnostic {
  /// Whether only a merge makes this diagnostic, reading cells against the last export and the
  /// local rows: an amount a spreadsheet turned into a date (`amount-as-date`), an amount read
  /// two ways read as the local one (`ambiguous-amount`, a note), the time zone
  /// date-times without one are read in (`decided-reading`), the export a tab without its
  /// `exportId:` cell is compared with (`export-by-rows`), and the reading of columns no cell
  /// settled (`reading-by-rows`). `validate` alone lists the first as errors and the others not
  /// at all.
  var isMergeReading: Bool {
    code == .amountAsDate || code == .exportByRows || code == .readingByRows
      || (code == .ambiguousAmount && severity != .error)
      || FloatingTimestampReading.isZoneNote(self)
  }
}
