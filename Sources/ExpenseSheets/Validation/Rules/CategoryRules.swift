/// `duplicate-key` on Categories, and the names the other tabs are checked against: those of
/// the loadable rows, and those of the rejected rows; or, when the sheet has no Categories tab to
/// load, those of the local ledger, whose categories the merge keeps.
enum CategoryRules {
  static func check(_ context: inout ValidationContext) {
    if let tab = context.workbook.categories {
      checkTab(&context, tab)
    }
    guard let local = context.local,
      context.workbook.categories == nil || context.rejectedTabs.contains(.categories)
    else { return }
    var types: [String: CategoryType] = [:]
    for category in local.categories {
      types[category.name] = category.type
    }
    let names = Set(types.keys)
    context.categoryNames = names
    context.categoryNamesAreLocal = true
    context.categorySuggestions = CategorySuggestions(names: names)
    context.categoryTypes = CategoryTypeIndex(types)
  }

  /// Whether a Categories row's name has spaces around it: the local categories then tell
  /// whether it is one renamed by the spaces alone (see ``checkSpacedTwins(_:_:)``).
  static func hasSpacedName(_ workbook: borrowing DecodedWorkbook) -> Bool {
    workbook.categories?.rows.contains { row in
      guard let name = row.value?.name else { return false }
      return name.first?.isWhitespace == true || name.last?.isWhitespace == true
    } ?? false
  }

  /// `duplicate-key` on a category whose name is another's with spaces around it (`Food ` beside
  /// `Food`): the names look the same, and a transaction naming one could mean either. A name
  /// that is a local category's with spaces around it, that category missing from the sheet,
  /// is one renamed by the spaces alone: merged, it would add an invisible twin. So is a name
  /// that the other tabs' rows write without its spaces, and no category has: the spaces are
  /// the typo, not each of those rows. Either's fix removes the spaces, and the rows naming the
  /// category wait on it.
  ///
  /// - Returns: The rows of such renamed names, by the name without its spaces.
  private static func checkSpacedTwins(
    _ context: inout ValidationContext, _ tab: DecodedTab<Category>
  ) -> [String: Int] {
    let spaced = ValidationContext.readable(tab).filter { _, category in
      category.name.first?.isWhitespace == true || category.name.last?.isWhitespace == true
    }.map { row, category in
      (
        row: row, name: category.name,
        trimmed: category.name.trimmingCharacters(in: .whitespacesAndNewlines)
      )
    }
    guard !spaced.isEmpty else { return [:] }
    var rows: [String: Int] = [:]
    for (row, category) in ValidationContext.readable(tab) where rows[category.name] == nil {
      rows[category.name] = row.sheetRow
    }
    let localNames = Set(context.local?.categories.lazy.map(\.name) ?? [])
    // The other tabs' rows are counted in one pass, for the names neither the tab nor the store
    // has: a pass per name would be rows times names.
    let naming = rowsNaming(
      Set(spaced.lazy.map(\.trimmed).filter { rows[$0] == nil && !localNames.contains($0) }),
      in: context.workbook)
    var renamed: [String: Int] = [:]
    for (row, name, trimmed) in spaced {
      guard let twin = rows[trimmed] else {
        let whose: String
        if localNames.contains(trimmed) {
          whose =
            "is the store's category \(quoted(trimmed)) with spaces around it, which no one sees: merged, it would be a second category beside it"
        } else if let naming = naming[trimmed] {
          whose =
            "is \(quoted(trimmed)) with spaces around it, which no one sees, and \(naming) row\(naming == 1 ? "" : "s") of other tabs name\(naming == 1 ? "s" : "") it without them"
        } else {
          continue
        }
        renamed[trimmed] = renamed[trimmed] ?? row.sheetRow
        context.report(
          .duplicateKey, .error, layout: tab.layout, row: row.sheetRow, field: "name",
          value: name,
          message: "\(quoted(name)) \(whose); remove the spaces",
          suggestions: [trimmed],
          fix: tab.layout.cell(field: "name", row: row.sheetRow).map {
            Diagnostic.Fix(
              summary: "remove the spaces around the name", edits: [.init(cell: $0, value: trimmed)]
            )
          })
        continue
      }
      context.report(
        .duplicateKey, .error, layout: tab.layout, row: row.sheetRow, field: "name",
        value: name,
        message:
          "\(quoted(name)) is the category \(quoted(trimmed)) of row \(twin) with spaces around it, which no one sees: two categories cannot share a name (names that look the same, however typed, are the same name); remove the spaces, or the row",
        suggestions: [trimmed])
    }
    return renamed
  }

  /// How many readable Transactions and RecurringRules rows name each of `names` that any
  /// names, in one pass over the rows; none when `names` is empty.
  static func rowsNaming(
    _ names: Set<String>, in workbook: borrowing DecodedWorkbook
  ) -> [String: Int] {
    guard !names.isEmpty else { return [:] }
    var counts: [String: Int] = [:]
    for (_, transaction) in ValidationContext.readable(workbook.transactions)
    where names.contains(transaction.category) {
      counts[transaction.category, default: 0] += 1
    }
    for (_, rule) in ValidationContext.readable(workbook.recurringRules)
    where names.contains(rule.category) {
      counts[rule.category, default: 0] += 1
    }
    return counts
  }

  /// The rules of the sheet's Categories tab, and the names of its loadable and rejected rows.
  private static func checkTab(_ context: inout ValidationContext, _ tab: DecodedTab<Category>) {
    context.checkDuplicateKeys(tab, field: "name")
    let renamedBySpaces = checkSpacedTwins(&context, tab)
    // Every rejection of a Categories row is known by now: no later rule rejects one.
    var rejectedRows: [String: Int] = [:]
    for index in tab.rows.indices {
      let sheetRow = tab.rows[index].sheetRow
      // Only the value's tag is read: comparing it with nil would copy it.
      if case .some = tab.rows[index].value, !context.isRejected(.categories, row: sheetRow) {
        continue
      }
      if case .category(let name)? = tab.rows[index].key, rejectedRows[name] == nil {
        rejectedRows[name] = sheetRow
      }
    }
    // Rows naming a category whose row only added spaces to its name wait on that row.
    rejectedRows.merge(renamedBySpaces) { rejected, _ in rejected }
    context.rejectedCategoryRows = rejectedRows
    var names: Set<String> = []
    var types: [String: CategoryType] = [:]
    for (row, category) in ValidationContext.readable(tab) {
      CommonRules.checkStamps(
        &context, layout: tab.layout, row: row.sheetRow, isMissingKey: row.isMissingKey,
        isMissingStamp: row.isMissingStamp,
        createdAt: category.createdAt,
        lastModifiedAt: category.lastModifiedAt)
      guard !context.isRejected(.categories, row: row.sheetRow) else { continue }
      names.insert(category.name)
      types[category.name] = category.type
    }
    context.categoryNames = names
    context.categorySuggestions = CategorySuggestions(names: names)
    context.categoryTypes = CategoryTypeIndex(types)
    checkCaseTwins(&context, tab)
  }

  /// `case-twin` on each Categories row whose name is an earlier row's in another case (`food`
  /// beside `Food`): names are case-sensitive, so the merge adds a second category, which a
  /// person who typed it may not mean; never silently (a name that differs from a known one
  /// only by case gets a suggestion).
  private static func checkCaseTwins(
    _ context: inout ValidationContext, _ tab: DecodedTab<Category>
  ) {
    var first: [String: (name: String, row: Int)] = [:]
    for (row, category) in ValidationContext.readable(tab)
    where !context.isRejected(.categories, row: row.sheetRow) {
      let folded = category.name.lowercased()
      guard let earlier = first[folded] else {
        first[folded] = (category.name, row.sheetRow)
        continue
      }
      guard earlier.name != category.name else { continue }
      context.report(
        .caseTwin, .warning, layout: tab.layout, row: row.sheetRow, field: "name",
        value: category.name,
        message:
          "\(quoted(category.name)) differs from the category \(quoted(earlier.name)) of row "
          + "\(earlier.row) only by case: names are case-sensitive, so it is a second category; "
          + "if it is meant to be the same one, delete this row and name \(quoted(earlier.name)) "
          + "in the rows that use it",
        suggestions: [earlier.name])
    }
  }
}
