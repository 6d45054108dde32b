/// Categories renamed in the sheet only by case or spaces (`Food` to `food` or `Food `): names
/// are case-sensitive, so the sheet's name is a new category and the local one stays while
/// something names it. The merge says so on the inserted row and suggests the local name,
/// or, when it deleted the local one (`--allow-deletions`), that the rename is taken; it never
/// merges the rename silently (SHEET_FORMAT.md: a name that differs from a known one
/// only by spaces or case gets a suggestion, never a silent fix).
enum CategoryRenames {
  /// Adds to the reason of each category the sheet inserts the local category it differs from
  /// only by case or spaces, when that one is not in the sheet.
  static func explain(_ changes: inout [RowChange], local: [Category], sheet: [Category]) {
    let sheetNames = Set(sheet.lazy.map(\.name))
    var gone: [String: String] = [:]
    for category in local where !sheetNames.contains(category.name) {
      let folded = CategorySuggestions.fold(category.name)
      if gone[folded] == nil { gone[folded] = category.name }
    }
    guard !gone.isEmpty else { return }
    let deleted = Set(
      changes.lazy.filter { $0.action == .deleted }.compactMap { change -> String? in
        guard case .category(let name)? = change.key else { return nil }
        return name
      })
    for index in changes.indices where changes[index].action == .inserted {
      guard case .category(let name)? = changes[index].key,
        let localName = gone[CategorySuggestions.fold(name)]
      else { continue }
      changes[index].reason +=
        "; it differs from the local category \"\(localName)\" only by case or spaces, which "
        + (deleted.contains(localName)
          ? "this merge deleted: the sheet's rename is taken"
          : "the sheet no longer has: names are case-sensitive, so this is another category; "
            + "to rename \"\(localName)\", rename it in the app, or type \"\(localName)\" back here")
    }
  }
}
