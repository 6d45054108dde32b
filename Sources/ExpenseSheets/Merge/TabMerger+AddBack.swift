extension TabMerger.Outcome {
  /// Adds back the rows deleted in the app since the export that rows merged from the sheet
  /// still name (`isNamed`), as conflicts: without them those rows would name nothing. An old
  /// download can name a row the app deleted after it, in a row typed or edited there.
  ///
  /// - Parameter reason: Why a row is named, for its decision (`a receipt from the sheet names it`).
  mutating func addBack(where isNamed: (Row) -> Bool, reason: String) {
    let named = notAddedBack.filter(isNamed)
    guard !named.isEmpty else { return }
    let keys = Set(named.map(\.rowKey))
    notAddedBack.removeAll { keys.contains($0.rowKey) }
    rows += named
    for index in changes.indices where changes[index].key.map(keys.contains) == true {
      counts[changes[index].action, default: 0] -= 1
      counts[.conflict, default: 0] += 1
      changes[index].action = .conflict
      changes[index].reason =
        "deleted in the app since the last export, but \(reason): added back as exported; delete it again once nothing names it"
    }
  }
}
