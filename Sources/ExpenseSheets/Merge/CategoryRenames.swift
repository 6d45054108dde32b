/// Categories the sheet renamed. A rename only by case or spaces (`Food` to `food` or `Food `)
/// is another category, as names are case-sensitive: the local one stays while something names
/// it, and the merge says so on the inserted row and suggests the local name, or, when it deleted
/// the local one (`--allow-deletions`), that the rename is taken; it never merges the rename
/// silently (SHEET_FORMAT.md: a name that differs from a known one only by spaces or case gets a
/// suggestion, never a silent fix). Another rename in the Categories tab alone waits until no
/// merged row names the old name.
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

  /// Rejects each category the sheet inserts that is a local category renamed in the
  /// Categories tab alone (a local one missing from the sheet, created at the same time, its
  /// name more than a case or spaces apart) while merged rows still name the old name and none
  /// the new one (`use`, by name): adding it would keep the old category and add a copy under
  /// the new name. The rows' `unknown-category` errors give the new name as their fix.
  static func holdBackPartialRenames(
    _ outcome: inout TabMerger<Category>.Outcome, local: [Category], sheet: [Category],
    use: () -> [String: Int]
  ) {
    let sheetNames = Set(sheet.lazy.map(\.name))
    let gone = local.filter { !sheetNames.contains($0.name) }
    guard !gone.isEmpty else { return }
    let sheetByName = Dictionary(
      sheet.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var used: [String: Int]?
    var rejected = Set<String>()
    for index in outcome.changes.indices where outcome.changes[index].action == .inserted {
      guard case .category(let name)? = outcome.changes[index].key,
        let category = sheetByName[name]
      else { continue }
      let renamed = gone.filter {
        TimestampComparison.equal($0.createdAt, category.createdAt)
          && CategorySuggestions.fold($0.name) != CategorySuggestions.fold(name)
      }
      guard !renamed.isEmpty else { continue }
      let counts = used ?? use()
      used = counts
      // Rows that took the new name would name nothing without it.
      guard counts[name] == nil,
        let old = renamed.first(where: { counts[$0.name] != nil }), let rows = counts[old.name]
      else { continue }
      outcome.counts[.inserted, default: 0] -= 1
      outcome.counts[.rejected, default: 0] += 1
      outcome.changes[index].action = .rejected
      outcome.changes[index].reason =
        "the local category \(quoted(old.name)) renamed in Categories alone (created at the same "
        + "time), while \(rows == 1 ? "1 row" : "\(rows) rows") of Transactions and "
        + "RecurringRules still \(rows == 1 ? "names" : "name") \(quoted(old.name)): not added, "
        + "so that no copy of it is made; rename it in those rows too (each row's error gives the "
        + "fix), or give this row its old name back"
      rejected.insert(name)
    }
    outcome.rows.removeAll { rejected.contains($0.name) }
  }
}
