/// When deletions from one tab are too many to apply unless the user says so: more than a
/// tenth of the tab's rows and more than one, or every row. An old download, one cut short, or
/// a tab emptied by mistake all look like this.
enum MassDeletion {
  /// Whether deleting `deletions` of a tab's `rows` rows is a mass deletion.
  static func isMass(deleting deletions: Int, of rows: Int) -> Bool {
    deletions > 0 && (deletions >= rows || deletions > max(1, rows / 10))
  }
}
