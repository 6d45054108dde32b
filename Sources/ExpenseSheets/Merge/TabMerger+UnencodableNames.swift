extension TabMerger {
  /// The local category whose name the sheet's new category `key` is, its characters that an
  /// encoding lacks written `?` (`Groceries ?` for `Groceries 🛒`, as Excel's plain "CSV" save
  /// writes it); `nil` when there is none, for any other tab, or when suspicious changes are
  /// accepted.
  ///
  /// - Complexity: O(local rows), only for a name holding `?`.
  func unencodableOriginal(of key: RowKey, in local: [Row]) -> String? {
    guard !options.acceptSuspicious, case .category(let name) = key,
      name.utf8.contains(UInt8(ascii: "?"))
    else { return nil }
    for row in local {
      if case .category(let localName) = row.rowKey,
        SpreadsheetRewrite.isUnencodableReplaced(local: localName, sheet: name)
      {
        return localName
      }
    }
    return nil
  }
}
