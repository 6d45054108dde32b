/// What the merge did with one row.
public enum MergeAction: String, Sendable, Hashable, Codable, CaseIterable {
  /// A sheet row not in the local store was added.
  case inserted
  /// The sheet's values replaced the local ones.
  case updated
  /// The row was removed from the sheet and deleted locally.
  case deleted
  /// The local row stays as it is (it is newer, or a deletion was not allowed).
  case keptLocal = "kept-local"
  /// Both sides changed the same field since the last export, and the later one won; or the app
  /// deleted a row the sheet edited, and the row is back with the sheet's values.
  case conflict
  /// The sheet's value looks like a spreadsheet's own rewriting; the local value stays.
  case suspicious
  /// The sheet row has errors; the local side is untouched.
  case rejected
  /// Nothing changed.
  case unchanged
}
