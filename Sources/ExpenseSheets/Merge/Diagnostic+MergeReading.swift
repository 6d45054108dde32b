extension Diagnostic {
  /// Whether only a merge makes this diagnostic, reading cells against the last export and the
  /// local rows: an amount a spreadsheet turned into a date (`amount-as-date`), and the time
  /// zone date-times without one are read in (`decided-reading`). `validate` alone lists the
  /// first as errors and the second not at all.
  var isMergeReading: Bool {
    code == .amountAsDate || FloatingTimestampReading.isZoneNote(self)
  }
}
