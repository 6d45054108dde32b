/// The conflict a merge reports for a sheet row older than its row as last exported: a row of
/// an earlier download, whose values the app's stay over. Its differences are the older values
/// the download holds, edits or not.
package enum EarlierDownloadConflict {
  /// How the reason of such a conflict starts.
  package static let reasonStart = "the sheet's row is older than the last export"

  /// Whether `change` is such a conflict.
  package static func isOne(_ change: RowChange) -> Bool {
    change.action == .conflict && change.reason.hasPrefix(reasonStart)
  }
}
