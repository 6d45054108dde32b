/// Why a merge deletes no row of one tab, whatever the options: the tab may lack rows that were
/// never deleted.
struct DeletionHold: Sendable {
  /// The reason, as the report counts it.
  var reason: HeldBackDeletions.Reason
  /// The reason in words, after "removed from the sheet, but kept: ".
  var explanation: String

  /// The hold of a tab whose file has a quote that swallows rows.
  static func swallowedRows(_ tab: Tab) -> DeletionHold {
    DeletionHold(
      reason: .swallowedRows,
      explanation:
        "the sheet's \(tab.rawValue) tab has a quote that swallows rows (see malformed-csv), and this row may be one of them"
    )
  }

  /// The hold of a tab whose file ends inside a row.
  static func cutOff(_ tab: Tab) -> DeletionHold {
    DeletionHold(
      reason: .cutOff,
      explanation:
        "the sheet's \(tab.rawValue) file ends inside a row (see cut-off), so the rows past the cut are missing from it"
    )
  }

  /// The hold of a tab whose file comes from the export `exportId`, which the store does not
  /// keep.
  static func unknownExport(_ tab: Tab, exportId: String) -> DeletionHold {
    DeletionHold(
      reason: .unknownExport,
      explanation:
        "the sheet's \(tab.rawValue) tab comes from export \(exportId), which this store does not keep (an older export than those kept, or one of another copy of the store), so a row deleted in the sheet cannot be told from one added in the app since"
    )
  }
}
