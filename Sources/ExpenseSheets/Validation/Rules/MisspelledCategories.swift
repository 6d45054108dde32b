/// `misspelled-category`: a Categories name typed wrong, found from the rows that name it right.
///
/// A name of the Categories tab that no row of Transactions or RecurringRules names, while two
/// or more of those rows name another that no category has and whose nearest category it is
/// (`Grocries` in Categories, `Groceries` in sixteen transactions), is likely the typo: one
/// cell, not sixteen. Names that differ only in case stay the rows' errors (names are
/// case-sensitive, and the Categories tab says which is meant), and so does one row's name.
/// The Categories row gets the error, its fix the rows' name; the rows' `unknown-category`
/// errors become `depends-on-rejected-row` ones that point at it with no fix of their own, so
/// that applying every fix leaves the tabs in agreement. Run after the rows' rules, only when one of them found an unknown
/// category.
enum MisspelledCategories {
  static func check(_ context: inout ValidationContext) {
    guard !context.categoryNamesAreLocal, let tab = context.workbook.categories,
      !context.rejectedTabs.contains(.categories)
    else { return }
    // The unknown names, each with the category suggested first for it and its errors.
    var unknown: [String: (nearest: String, errors: [Int])] = [:]
    for (index, diagnostic) in context.diagnostics.enumerated()
    where diagnostic.code == .unknownCategory && diagnostic.severity == .error {
      guard let name = diagnostic.value, let nearest = diagnostic.suggestions.first else {
        continue
      }
      unknown[name, default: (nearest, [])].errors.append(index)
    }
    guard !unknown.isEmpty else { return }
    // A category that is the nearest of two unknown names is no one name's typo.
    var namesByNearest: [String: [String]] = [:]
    for (name, entry) in unknown { namesByNearest[entry.nearest, default: []].append(name) }
    // Only the suggested names are counted: a set of every row's name would hash each row's.
    let named = CategoryRules.rowsNaming(Set(namesByNearest.keys), in: context.workbook)
    for (row, category) in ValidationContext.readable(tab) {
      guard let names = namesByNearest[category.name], names.count == 1,
        case (let intended, let errors) = (names[0], unknown[names[0]]!.errors), errors.count >= 2,
        intended.lowercased() != category.name.lowercased(),
        named[category.name] == nil, !context.isRejected(.categories, row: row.sheetRow)
      else { continue }
      let rows = "\(errors.count) row\(errors.count == 1 ? "" : "s")"
      context.report(
        .misspelledCategory, .error, layout: tab.layout, row: row.sheetRow, field: "name",
        value: category.name,
        message:
          "\(quoted(category.name)) is named by no row, while \(rows) of other tabs name \(quoted(intended)), which no category has: it is likely this name mistyped; rename the category, or, if \(quoted(category.name)) is the name meant, write it in those rows",
        suggestions: [intended],
        fix: tab.layout.cell(field: "name", row: row.sheetRow).map {
          Diagnostic.Fix(
            summary: "rename the category to \(quoted(intended))",
            edits: [.init(cell: $0, value: intended)])
        })
      for index in errors {
        context.makeWaiting(
          "its category \(quoted(intended)) is not in Categories, whose row \(row.sheetRow) likely names it mistyped (\(quoted(category.name))) and has errors: fix that row first",
          forDiagnosticAt: index)
      }
    }
  }
}
