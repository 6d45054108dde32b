/// A sheet row that holds the values of a stored row, standing in for it so that the store
/// need not read the stored row (see ``StoredDigests/matches(in:)``).
struct StandIn {
  /// The row's index among the sheet's rows.
  var sheetIndex: Int
  /// Whether the stored row's `createdAt` and `lastModifiedAt` take the place of the sheet
  /// row's, which a spreadsheet shows at whole seconds or minutes: the rest of the row holds
  /// the stored values.
  var takesStoredTimestamps = false
}
